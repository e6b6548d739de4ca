import { readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { site } from "../app/content/site.ts";
import { robotsTxt, sitemapXml } from "./crawl-files.ts";
import { listFiles } from "./page-weight.ts";
import { paintBeforeScripts } from "./paint-first.ts";

/** Where the not-found screen is prerendered; no page of the site lives there. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

/**
 * Turns React Router's prerender output into what static hosts expect: the
 * not-found screen as 404.html at the root (GitHub Pages, Netlify and Cloudflare
 * Pages serve it with status 404), and no SPA fallback page, since every URL
 * the site has is prerendered and any other must answer 404. Every page then
 * paints before it fetches its scripts (see paint-first.ts), and the pages
 * search engines should index are listed in sitemap.xml, named by robots.txt.
 */
export async function finalizeStaticSite(
  buildDirectory: string,
  prerenderedPaths: readonly string[],
): Promise<void> {
  const client = join(buildDirectory, "client");
  await rename(join(client, NOT_FOUND_PRERENDER_PATH, "index.html"), join(client, "404.html"));
  await rmdir(join(client, NOT_FOUND_PRERENDER_PATH));
  await rm(join(client, "__spa-fallback.html"), { force: true });
  for (const page of (await listFiles(client)).filter((file) => file.endsWith(".html"))) {
    const path = join(client, page);
    await writeFile(path, paintBeforeScripts(await readFile(path, "utf8"), page));
  }
  const indexable = prerenderedPaths.filter((path) => path !== NOT_FOUND_PRERENDER_PATH);
  await writeFile(join(client, "sitemap.xml"), sitemapXml(site.seo.siteUrl, indexable));
  await writeFile(join(client, "robots.txt"), robotsTxt(site.seo.siteUrl));
}
