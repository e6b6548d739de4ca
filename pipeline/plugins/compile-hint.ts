import type { Plugin } from "vite";

/** V8's magic comment asking it to compile a file's every function as the file loads. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Puts V8's explicit compile hint first in every chunk the browser loads, so
 * that Chromium compiles the chunk's functions while it streams the file, on a
 * background thread, rather than each on the main thread the first time it
 * runs: at a tap, the next page's components, fetched ahead but never run, were
 * compiled inside the render that shows them (docs/decisions/compile-hints.md).
 * Added when the bundle is written, after minifying, which would cut a comment,
 * and after Vite's preload map, which it writes at the top of a chunk that
 * imports on demand. Other engines read a comment.
 */
export function compileHintPlugin(): Plugin {
  return {
    name: "compile-hint",
    apply: "build",
    enforce: "post",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    generateBundle: {
      // After every other plugin's, Vite's preload map included.
      order: "post",
      handler(_, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === "chunk") file.code = `${COMPILE_HINT}\n${file.code}`;
        }
      },
    },
  };
}
