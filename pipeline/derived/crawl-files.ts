/** sitemap.xml and robots.txt for the pages a search engine should index. */
import { CRAWL_FILES } from "../../app/lib/site-files.ts";
import { absoluteUrl } from "../../app/lib/site-url.ts";
import { escapeXml } from "./escape-xml.ts";

/** `paths` are the site's indexable pages ("/", "/resume"); `siteUrl` has no trailing slash. */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths
    // A sitemap's addresses are URLs as a URL has them: /writing/tags/日本 percent-encoded.
    .map((path) => `  <url><loc>${escapeXml(encodeURI(absoluteUrl(siteUrl, path)))}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, `/${CRAWL_FILES.sitemap}`)}\n`;
}
