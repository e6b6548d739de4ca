/**
 * Writes the colours of app/lib/design-tokens.ts into app.css where it says
 * `@design-tokens;`, before Tailwind reads the file, as the variables its
 * theme turns into utilities: `--color-ink-muted: light-dark(#4a5568, #a7b0c3);`
 * gives text-ink-muted in either theme. Editing the tokens restarts the dev
 * server, since the Vite config imports them.
 */
import { resolve } from "node:path";
import type { Plugin } from "vite";
import { COLORS } from "../../app/lib/design-tokens.ts";

const PLACEHOLDER = "@design-tokens;";
/** Imports of the file's address or text, not of its styles (Tailwind skips these too). */
const NOT_STYLES = /[?&](?:url|raw|worker|sharedworker)\b/;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The theme variables, one line each, resolved per theme through light-dark(). */
function colorVariables(): string {
  return Object.entries(COLORS)
    .map(([name, { light, dark }]) => `--color-${kebab(name)}: light-dark(${light}, ${dark});`)
    .join("\n  ");
}

export function designTokens(): Plugin {
  let stylesheet = "";
  return {
    name: "portfolio:design-tokens",
    // Before Tailwind, which compiles the stylesheet as this hands it on.
    enforce: "pre",
    configResolved(config) {
      stylesheet = resolve(config.root, "app/app.css");
    },
    transform(code, id) {
      if (resolve(id.replace(/\?.*$/, "")) !== stylesheet || NOT_STYLES.test(id)) return;
      if (!code.includes(PLACEHOLDER)) {
        this.error(`app/app.css: ${PLACEHOLDER} is missing from its @theme block`);
      }
      return code.replace(PLACEHOLDER, colorVariables());
    },
  };
}
