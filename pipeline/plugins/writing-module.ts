/**
 * The writing as modules the pages import, from the content store: the
 * summaries as `virtual:writing`, and an import of each body as
 * `virtual:writing-bodies` (both typed in app/writing.d.ts). Under `npm run
 * dev` an edit to any file in the writing folders reads them anew.
 */
import type { Plugin } from "vite";
import type { CaseStudySummary, PostSummary } from "../../app/content/schema.ts";
import { type ContentStore, reloadWriting } from "../content/store.ts";
import {
  type CaseStudy,
  type Post,
  type WritingFile,
  type Writing,
  writingFolders,
} from "../content/writing.ts";

/** The summaries, and apart from them the bodies' imports, which only the articles' pages load. */
const MODULES = {
  "virtual:writing": ({ posts, caseStudies }: Writing) => [
    `export const posts = ${JSON.stringify(posts.map(postForPages))};`,
    `export const caseStudies = ${JSON.stringify(caseStudies.map(caseStudyForPages))};`,
    `export const caseStudyProjectIds = ${JSON.stringify(caseStudies.map((study) => study.projectId))};`,
  ],
  "virtual:writing-bodies": ({ posts, caseStudies }: Writing) => [
    `export const postBodies = ${bodyImports(posts, (post) => post.slug)};`,
    `export const caseStudyBodies = ${bodyImports(caseStudies, (study) => study.projectId)};`,
  ],
};
const resolvedId = (id: string) => `\0${id}`;

/**
 * The fields of a post and a case study that the browser gets: each of its
 * summary's, named, so that the type checker asks for a summary's new field
 * here, and a field the content step adds for the build alone (where the file
 * is, its source, its text) never reaches a page unless it is listed.
 */
const POST_FIELDS = {
  title: true,
  date: true,
  updated: true,
  summary: true,
  draft: true,
  slug: true,
  tags: true,
  cover: true,
  path: true,
  readingMinutes: true,
  language: true,
  shownDate: true,
  shownUpdated: true,
  shownReadingTime: true,
} satisfies Record<keyof PostSummary, true>;
const CASE_STUDY_FIELDS = {
  title: true,
  date: true,
  updated: true,
  summary: true,
  draft: true,
  projectId: true,
  projectTitle: true,
  path: true,
  readingMinutes: true,
  language: true,
  shownDate: true,
  shownUpdated: true,
  shownReadingTime: true,
} satisfies Record<keyof CaseStudySummary, true>;

/** The listed fields of `entry`, those it has. */
function pick<T extends object, K extends keyof T>(entry: T, fields: Record<K, true>): Pick<T, K> {
  const picked: Partial<Pick<T, K>> = {};
  for (const field of Object.keys(fields) as K[]) {
    if (field in entry) picked[field] = entry[field];
  }
  return picked as Pick<T, K>;
}

/** What the pages know of a post: its summary, nothing of its file. */
export const postForPages = (post: Post): PostSummary => pick(post, POST_FIELDS);
/** What the pages know of a case study: its summary, nothing of its file. */
export const caseStudyForPages = (study: CaseStudy): CaseStudySummary =>
  pick(study, CASE_STUDY_FIELDS);

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
