/**
 * What the route table's own pages (home, resume, writing) are called and say
 * of themselves, by page name (pipeline/content/pages.ts): their routes' tags
 * and llms.txt read them here. It imports types alone, so the build can read it too.
 */
import type { SiteContent } from "~/content/schema";

/**
 * The titles of the home, resume and writing pages: the owner's own where the
 * content sets them (seo.homeTitle and the others), else made from their name
 * and tagline, so that a new tagline needs no second edit.
 */
export function siteTitles({ owner, seo }: Pick<SiteContent, "owner" | "seo">) {
  return {
    home: seo.homeTitle ?? `${owner.name} — ${owner.tagline}`,
    resume: seo.resumeTitle ?? `Resume — ${owner.name}`,
    writing: seo.writingTitle ?? `Writing — ${owner.name}`,
  };
}

/**
 * The descriptions of the home, resume and writing pages, by the same names,
 * for llms.txt: each route reads its own field of the content's seo directly,
 * which keeps this function out of the pages' JavaScript.
 */
export function siteDescriptions({ seo }: Pick<SiteContent, "seo">) {
  return {
    home: seo.homeDescription,
    resume: seo.resumeDescription,
    writing: seo.writingDescription,
  };
}
