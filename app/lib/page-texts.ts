/**
 * What the home, resume and writing pages are called, from a language's
 * dictionary: the tests read the titles here, the routes' meta() each its own
 * (page-meta.ts); llms.txt reads them from the finished pages
 * (pipeline/finish/llms-txt.ts).
 */
import type { SiteContent } from "~/content/schema";
import type { Messages } from "~/i18n/en/index";
import { homeTitle, resumeTitle, writingTitle } from "./page-meta";

export const siteTitles = (
  site: Pick<SiteContent, "owner" | "seo">,
  { site: words, entries }: Pick<Messages, "site" | "entries">,
) => ({
  home: homeTitle(site, words.titlesHome),
  resume: resumeTitle(site, entries.titlesResume),
  writing: writingTitle(site, entries.titlesWriting),
});
