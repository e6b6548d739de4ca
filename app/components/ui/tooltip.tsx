import * as RadixTooltip from "@radix-ui/react-tooltip";
import type { ReactElement, ReactNode } from "react";
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "~/constants";

/** Sets the spec's tooltip timing (700 ms to open, 300 ms skip delay) for the whole page. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider
      delayDuration={TOOLTIP_OPEN_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      {children}
    </RadixTooltip.Provider>
  );
}

/**
 * A short text shown on hover and keyboard focus of its child, which must be a
 * single focusable element that already has its own accessible name.
 */
export function Tooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          sideOffset={8}
          collisionPadding={8}
          className="z-50 max-w-64 rounded-lg bg-ink px-3 py-1.5 text-xs font-medium text-page shadow-lg"
        >
          {label}
          <RadixTooltip.Arrow className="fill-ink" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
