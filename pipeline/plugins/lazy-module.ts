import { resolve } from "node:path";
import type { Plugin } from "vite";

/** The module whose address `virtual:fetch-ahead` gives. */
const FETCH_AHEAD = "virtual:fetch-ahead";
const FETCH_AHEAD_FILE = resolve("app/lib/fetch-ahead.ts");

/**
 * `virtual:fetch-ahead`: the address of app/lib/fetch-ahead.ts's chunk, which
 * the root imports by that address only where it is needed (pages that change
 * within the app). Imported by name instead, it would bring Vite's preload
 * helper (0.8 KB gzip) into every page, to load a chunk whose imports every
 * page has already loaded.
 */
export function lazyModulePlugin(): Plugin {
  let serving = false;
  return {
    name: "lazy-module",
    configResolved(config) {
      serving = config.command === "serve";
    },
    resolveId: (id) => (id === FETCH_AHEAD ? `\0${FETCH_AHEAD}` : undefined),
    load(id) {
      if (id !== `\0${FETCH_AHEAD}`) return undefined;
      // The dev server serves each module at its own path below the root.
      if (serving) return `export default ${JSON.stringify(`/@fs${FETCH_AHEAD_FILE}`)};`;
      // Never run on the server, which prerenders the pages: no chunk there.
      if (this.environment.config.consumer === "server") return `export default "";`;
      const chunk = this.emitFile({ type: "chunk", id: FETCH_AHEAD_FILE, name: "fetch-ahead" });
      return `export default import.meta.ROLLUP_FILE_URL_${chunk};`;
    },
  };
}
