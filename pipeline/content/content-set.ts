/**
 * Where a content set is: the owner's (app/content/, with the static files in
 * public/), or another folder holding its own site.ts, posts/, case-studies/
 * and public/ (the fixture content in tests/fixtures/content/, say). A build
 * reads one of them into its content store (store.ts).
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { SiteContent } from "../../app/content/schema.ts";
import { projectPath } from "./mistakes.ts";

const PROJECT_ROOT = resolve(import.meta.dirname, "../..");

export interface ContentSet {
  /** The folder of site.ts, posts/ and case-studies/, absolute. */
  contentDir: string;
  /** The folder whose files are published as they are, absolute. */
  publicDir: string;
  /** The content module, absolute. */
  siteModule: string;
  /** The content module as messages name it: "app/content/site.ts". */
  siteFile: string;
}

/** The content set in `dir` (relative to the project's root), or the owner's when none is given. */
export function contentSet(dir?: string): ContentSet {
  const contentDir = resolve(PROJECT_ROOT, dir || "app/content");
  return {
    contentDir,
    publicDir: dir ? resolve(contentDir, "public") : resolve(PROJECT_ROOT, "public"),
    siteModule: resolve(contentDir, "site.ts"),
    siteFile: projectPath(resolve(contentDir, "site.ts")),
  };
}

/** The content module of a content set, as it is written, unchecked (store.ts checks it). */
export async function loadSite(set: ContentSet): Promise<SiteContent> {
  const module = (await import(/* @vite-ignore */ pathToFileURL(set.siteModule).href)) as {
    site: SiteContent;
  };
  return module.site;
}

/**
 * The folder of assets/ that holds the content module once bundled: the owner's
 * words, which every page loads, kept apart from the code (vite.config.ts).
 */
export const CONTENT_CHUNK_DIR = "content";
