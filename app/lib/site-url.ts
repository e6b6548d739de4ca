/**
 * Addresses derived from the content's `seo.siteUrl`. A site published under a
 * path, such as a GitHub Pages project site (https://name.github.io/portfolio),
 * has that path as its base: every page, asset and file lives below it.
 */

/** The base path every URL of the site starts with: "/" or "/portfolio/". */
export function basePathOf(siteUrl: string): string {
  // The content check reports a malformed URL, naming its field; until it has run, assume the root.
  if (!URL.canParse(siteUrl)) return "/";
  const { pathname } = new URL(siteUrl);
  return pathname.endsWith("/") ? pathname : `${pathname}/`;
}

/** The absolute address of a site path such as "/", "/resume" or "/og-image.png". */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/$/, "")}${path}`;
}
