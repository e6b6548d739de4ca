/**
 * The scripts a page runs inline, before any of its own files arrive: written
 * as TypeScript modules in app/inline-scripts/, type-checked and linted like the
 * rest, and compiled here, with what they import, into the minified strings the
 * pages carry and whose hashes the Content-Security-Policy allows.
 *
 * - The boot script (app/inline-scripts/boot.ts) reaches root.tsx as the
 *   virtual module `virtual:boot-script` (typed in app/inline-scripts.d.ts).
 * - afterFirstPaint (app/inline-scripts/after-first-paint.ts) is declared
 *   first in each page's module script by paint-first.ts, as `var afterFirstPaint`.
 */
import { join } from "node:path";
import { rolldown } from "rolldown";
import type { Plugin } from "vite";
import { PROJECT_ROOT } from "../project-root.ts";

const source = (name: string) => join(PROJECT_ROOT, "app/inline-scripts", `${name}.ts`);

const BOOT_MODULE = "virtual:boot-script";

/**
 * `entry` and what it imports as one classic script: run at once, or, with
 * `name`, declaring `var name` as its default export. What it imports is taken
 * only as far as it is used: nothing the app's modules do when loaded runs here
 * (`moduleSideEffects: false`), and the files they import as URLs (`?url`) are
 * never needed.
 */
export async function compileInlineScript(entry: string, name?: string) {
  const bundle = await rolldown({
    input: entry,
    tsconfig: join(PROJECT_ROOT, "tsconfig.app.json"),
    external: [/\?url$/],
    treeshake: { moduleSideEffects: false },
    platform: "browser",
  });
  try {
    const { output } = await bundle.generate({
      format: "iife",
      name,
      exports: name ? "default" : "none",
      minify: true,
    });
    return { code: output[0].code.trim(), files: await bundle.watchFiles };
  } finally {
    await bundle.close();
  }
}

/** The compiled afterFirstPaint, for paint-first.ts. */
export const compileAfterFirstPaint = async () =>
  (await compileInlineScript(source("after-first-paint"), "afterFirstPaint")).code;

/** Serves the compiled boot script to root.tsx as `virtual:boot-script`. */
export function inlineScriptsPlugin(): Plugin {
  return {
    name: "inline-scripts",
    resolveId: (id) => (id === BOOT_MODULE ? `\0${BOOT_MODULE}` : undefined),
    async load(id) {
      if (id !== `\0${BOOT_MODULE}`) return undefined;
      // Under npm run dev, a change to the script or to anything it imports rebuilds it.
      const { code, files } = await compileInlineScript(source("boot"));
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
