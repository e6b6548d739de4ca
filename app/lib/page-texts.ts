/**
 * What the home, resume and writing pages are called: their routes' meta()
 * and the tests read the titles here; llms.txt reads them from the finished
 * pages (pipeline/finish/llms-txt.ts).
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
