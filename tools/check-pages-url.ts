// Run by the GitHub Pages workflow with the address Pages publishes the
// repository at: stops the deploy when the content's seo.siteUrl names another
// address, since canonical links, the share card, the sitemap and the base path
// of every asset are all made from it.
import { thisContent } from "../pipeline/content/store.ts";

/** The message to fail with, or null when `siteUrl` is where Pages publishes the site. */
export function pagesUrlMismatch(siteUrl: string, pagesUrl: string): string | null {
  const normalise = (url: string) => url.replace(/\/+$/, "");
  if (normalise(siteUrl) === normalise(pagesUrl)) return null;
  return (
    `seo.siteUrl in app/content/site.ts is ${siteUrl}, but GitHub Pages publishes this ` +
    `repository at ${normalise(pagesUrl)}. Set seo.siteUrl to that address and push again.`
  );
}

if (import.meta.main) {
  const pagesUrl = process.argv[2];
  if (!pagesUrl) {
    console.error("Usage: node tools/check-pages-url.ts <the address GitHub Pages gives>");
    process.exit(2);
  }
  const { site } = await thisContent();
  const mismatch = pagesUrlMismatch(site.seo.siteUrl, pagesUrl);
  if (mismatch) {
    // The workflow shows an ::error:: line as an annotation on the run.
    console.error(`::error title=Wrong site address::${mismatch}`);
    process.exit(1);
  }
  console.log(`seo.siteUrl matches GitHub Pages: ${pagesUrl}`);
}
