/**
 * The writing as modules the pages import, from the content store: the
 * summaries as `virtual:writing`, and an import of each body as
 * `virtual:writing-bodies` (both typed in app/writing.d.ts). Under `npm run
 * dev` an edit to any file in the writing folders reads them anew.
 */
import type { Plugin } from "vite";
import { type ContentStore, reloadWriting } from "../content/store.ts";
import { type WritingFile, type Writing, writingFolders } from "../content/writing.ts";

/** The summaries, and apart from them the bodies' imports, which only the articles' pages load. */
const MODULES = {
  "virtual:writing": ({ posts, caseStudies }: Writing) => [
    `export const posts = ${JSON.stringify(posts.map(withoutSource))};`,
    `export const caseStudies = ${JSON.stringify(caseStudies.map(withoutSource))};`,
    `export const caseStudyProjectIds = ${JSON.stringify(caseStudies.map((study) => study.projectId))};`,
  ],
  "virtual:writing-bodies": ({ posts, caseStudies }: Writing) => [
    `export const postBodies = ${bodyImports(posts, (post) => post.slug)};`,
    `export const caseStudyBodies = ${bodyImports(caseStudies, (study) => study.projectId)};`,
  ],
};
const resolvedId = (id: string) => `\0${id}`;

/** What the pages may know of a file: everything but where it is and what it says. */
function withoutSource<T extends WritingFile>(entry: T): Omit<T, keyof WritingFile> {
  const fields: Partial<T> = { ...entry };
  delete fields.file;
  delete fields.absolutePath;
  delete fields.body;
  delete fields.source;
  delete fields.text;
  delete fields.pictures;
  return fields as Omit<T, keyof WritingFile>;
}

/**
 * Each entry's compiled MDX body as a dynamic import, by its key: one chunk
 * per post, fetched only by the page that shows it.
 */
function bodyImports<T extends WritingFile>(entries: readonly T[], keyOf: (entry: T) => string) {
  const imports = entries.map(
    (entry) =>
      `${JSON.stringify(keyOf(entry))}: () => import(${JSON.stringify(entry.absolutePath.replaceAll("\\", "/"))})`,
  );
  return `{${imports.join(", ")}}`;
}

/**
 * The summaries of the writing as the module `virtual:writing`, and an import
 * of each body as `virtual:writing-bodies` (both typed in app/writing.d.ts),
 * from the content store. Each list is its own export, so a page's bundle
 * holds only the lists it uses. Under `npm run dev` an edit to any file in
 * the writing folders reads them anew.
 */
export function writingModule(store: ContentStore): Plugin {
  const folders = writingFolders(store.set);
  return {
    name: "portfolio:writing",
    resolveId: (id) => (id in MODULES ? resolvedId(id) : undefined),
    load(id) {
      const source = Object.entries(MODULES).find(([name]) => resolvedId(name) === id)?.[1];
      return source?.(store.writing).join("\n");
    },
    configureServer(server) {
      server.watcher.on("all", (_event, file) => {
        if (!folders.some((folder) => file.startsWith(folder))) return;
        try {
          reloadWriting(store);
          for (const warning of store.writing.warnings) server.config.logger.warn(warning);
        } catch (error) {
          // A mistake in the writing is shown, not a stopped server; the next edit reads it again.
          server.config.logger.error((error as Error).message);
        }
        for (const environment of Object.values(server.environments)) {
          // React Router's server build too, which holds the list of pages
          // (react-router.config.ts): a new tag or slug is a new page.
          for (const id of [...Object.keys(MODULES), "virtual:react-router/server-build"]) {
            const module = environment.moduleGraph.getModuleById(resolvedId(id));
            if (module) environment.moduleGraph.invalidateModule(module);
          }
        }
      });
    },
  };
}
