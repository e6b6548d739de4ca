/**
 * Where the writing is published, below the base path: each post at
 * /writing/<slug>, each tag's posts at /writing/tags/<tag's slug>, each case
 * study at /projects/<project id>. The pages, the feed, the sitemap and the
 * share images all take addresses from here; app/route-table.ts has the same forms
 * as route paths.
 */
export const WRITING_PATH = "/writing";
export const postPath = (slug: string) => `${WRITING_PATH}/${slug}`;
export const caseStudyPath = (projectId: string) => `/projects/${projectId}`;

/**
 * A tag as it appears in an address: lowercase words joined by hyphens,
 * "AI in education" as "ai-in-education", "Café" as "cafe". Other scripts keep
 * their letters whole ("ガラス" stays "ガラス"). A plus and a sharp after a
 * letter are words of the name, as they are read aloud, so "C++" is "c-plus-plus"
 * and "C#" is "c-sharp", not both "c". pipeline/content/writing.ts refuses two
 * spellings of one tag, so no two tags share a slug.
 */
export const tagSlug = (tag: string) =>
  tag
    .replace(/(?<=[\p{L}\p{N}+])\+/gu, " plus ")
    .replace(/(?<=\p{L})#/gu, " sharp ")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/(\p{Script=Latin})\p{M}+/gu, "$1")
    .normalize("NFC")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
/** Where the tags' pages are: each at its slug below this. */
export const TAGS_PATH = `${WRITING_PATH}/tags`;
export const tagPath = (tag: string) => `${TAGS_PATH}/${tagSlug(tag)}`;

/** Every tag of these posts, once each, in alphabetical order. */
export const tagsOf = (posts: ReadonlyArray<{ tags: readonly string[] }>) =>
  [...new Set(posts.flatMap((post) => post.tags))].sort((a, b) => a.localeCompare(b, "en"));
