// React Router's own client entry, but for one setting: the router's state
// changes render as they come, not as transitions. A change of page within the
// app renders inside its cross-fade (lib/cross-fade.ts), where slicing the render
// only handed the main thread back for nothing
// (docs/decisions/cross-fade-from-the-click.md). It also tells the boot script
// when the app starts hydrating (lib/boot-script.ts).
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { markAppStarted } from "~/lib/boot-script";

markAppStarted();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter useTransitions={false} />
    </StrictMode>,
  );
});
