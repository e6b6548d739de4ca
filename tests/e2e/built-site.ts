// A built site as the browser tests see it: its content, loaded as the build
// loads it, and the kinds of page it publishes. Loading nothing itself, so
// that the owner's checks (owner/owner-site.ts) and the behaviour tests
// (fixture-site.ts) each load only the site they test.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { select } from "hast-util-select";
import type { SiteContent } from "../../app/content/schema";
import type { Messages } from "../../app/i18n/en/index";
import { basePathOf } from "../../app/lib/site-url";
import { ROUTES } from "../../app/route-table";
import type { ContentSet } from "../../pipeline/content/content-set";
import { onePagePerTemplate, type SitePage, sitePages } from "../../pipeline/content/pages";
import { loadContent } from "../../pipeline/content/store";
import type { Post, Writing } from "../../pipeline/content/writing";
import { parsePage } from "../../pipeline/finish/html-tree";

/** A built site the browser tests open, and the content it was built from. */
export interface BuiltSite {
  /** The content module the build read. */
  site: SiteContent;
  /** Its published writing, and with its drafts. */
  writing: Writing;
  drafts: Post[];
  /** The folder of the built files. */
  root: string;
  /**
   * The path the site is built for and served at ("/", or "/portfolio/" when
   * seo.siteUrl has one). Tests open pages by relative paths ("./resume"),
   * which resolve below it.
   */
  basePath: string;
  /**
   * Each kind of page the site publishes (one post stands for every post),
   * opened by path below the base path. The not-found page is asked for at a
   * missing address two levels deep, where a relative address to an asset would break.
   */
  pages: Array<{ name: string; path: string; inlinesItsCss: boolean }>;
  /** Every page of its route table. */
  allPages: SitePage[];
  /** The dictionary of its language (app/i18n/): the words it writes itself. */
  words: Messages;
}

export async function builtSite(set: ContentSet, root: string): Promise<BuiltSite> {
  const { site, writing, messages } = await loadContent(set);
  const allPages = sitePages(writing, ROUTES);
  const pages = onePagePerTemplate(allPages).map(({ name, path, file, isNotFound }) => ({
    name,
    path: isNotFound ? "/no/such/page" : path,
    /**
     * The built page paints from its inline CSS, its stylesheet deferred
     * (pipeline/finish/paint-first.ts). Read when asked, so that a run of the owner
     * checks alone (the content gate) needs no fixture build.
     */
    get inlinesItsCss() {
      return (
        select(
          'link[rel="stylesheet"][disabled]',
          parsePage(readFileSync(join(root, file), "utf8")),
        ) !== undefined
      );
    },
  }));
  return {
    site,
    writing,
    drafts: (await loadContent(set, { drafts: true })).writing.posts.filter((post) => post.draft),
    root,
    basePath: basePathOf(site.seo.siteUrl),
    pages,
    allPages,
    words: messages,
  };
}
