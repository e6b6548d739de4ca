/**
 * Files the build makes from the content at the root of the base path, which
 * pages link to (made by pipeline/derived/index.ts; llms.txt, which reads the
 * finished pages, by pipeline/finish/llms-txt.ts).
 */

/** The share card: the owner's name and tagline, at Open Graph's 1200x630. */
export const SHARE_IMAGE = { file: "og-image.png", width: 1200, height: 630 } as const;

/**
 * A post's or case study's own share card, drawn from its title, named after
 * its address: "/writing/first-post" has share/writing/first-post.png.
 */
export const shareImageFileOf = (path: string) => `share${path}.png`;

/** The posts and case studies as an Atom feed, full text, for feed readers. */
export const FEED_FILE = "feed.xml";
/** The posts' search index, which the writing index loads when its search box is first used. */
export const SEARCH_INDEX_FILE = "writing/search-index.json";

/** The PNG renderings of public/favicon.svg, and the web manifest that lists them. */
export const ICON_FILES = {
  favicon32: "favicon-32x32.png",
  appleTouch: "apple-touch-icon.png",
  icon192: "icon-192.png",
  icon512: "icon-512.png",
  maskable512: "icon-maskable-512.png",
  manifest: "manifest.webmanifest",
} as const;

/** The resume in the JSON Resume format, for tools that import resumes. */
export const JSON_RESUME_FILE = "resume.json";

/**
 * The pages a search engine should index, the file that names it for
 * crawlers, and the site in brief for language models (llmstxt.org).
 */
export const CRAWL_FILES = {
  sitemap: "sitemap.xml",
  robots: "robots.txt",
  llms: "llms.txt",
} as const;
