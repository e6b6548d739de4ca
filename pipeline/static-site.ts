import { readdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { site } from "../app/content/site.ts";
import { ICON_FILES, SHARE_IMAGE } from "../app/lib/site-files.ts";
import { basePathOf } from "../app/lib/site-url.ts";
import { THEME_COLORS } from "../app/lib/theme.ts";
import { robotsTxt, sitemapXml } from "./crawl-files.ts";
import { listFiles } from "./files.ts";
import { paintBeforeScripts } from "./paint-first.ts";
import { renderIcons, webManifest } from "./site-icons.ts";
import { renderSocialImage } from "./social-image.ts";
import {
  assertNoStyleAttributes,
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  siteHeaderRules,
  vercelJson,
  withPolicyTags,
} from "./security-headers.ts";

/** Where the not-found screen is prerendered; no page of the site lives there. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

/**
 * Under a base path, React Router writes the prerendered pages to a folder of
 * that name (client/portfolio/index.html) and its SPA fallback to client/index.html.
 * The host publishes client/ itself at the base path, so the pages move up to
 * where their URLs point, replacing the fallback.
 */
async function liftPrerenderedPages(client: string, basePath: string): Promise<void> {
  const nested = join(client, basePath);
  await rm(join(client, "index.html"));
  for (const entry of await readdir(nested)) await rename(join(nested, entry), join(client, entry));
  const folders = basePath.split("/").filter(Boolean);
  for (let depth = folders.length; depth > 0; depth -= 1) {
    await rmdir(join(client, ...folders.slice(0, depth)));
  }
}

/** The share card, the PNG icons and the web manifest, made from the content and the SVG icon. */
async function writeShareFiles(client: string, basePath: string): Promise<void> {
  const { owner, seo } = site;
  const shareImage = await renderSocialImage({
    name: owner.name,
    tagline: owner.tagline,
    role: owner.role,
    host: seo.siteUrl.replace(/^https?:\/\//, ""),
  });
  await writeFile(join(client, SHARE_IMAGE.path), shareImage);
  for (const { file, data } of await renderIcons(
    await readFile(join(client, "favicon.svg"), "utf8"),
  )) {
    await writeFile(join(client, file), data);
  }
  const manifest = webManifest({
    name: owner.name,
    shortName: owner.name,
    description: owner.tagline,
    basePath,
    themeColor: THEME_COLORS.light,
    backgroundColor: THEME_COLORS.light,
  });
  await writeFile(join(client, ICON_FILES.manifest), manifest);
}

/**
 * Turns React Router's prerender output into what static hosts expect: the
 * not-found screen as 404.html at the root (GitHub Pages, Netlify and Cloudflare
 * Pages serve it with status 404); every other page but the home page as
 * resume.html rather than resume/index.html, because those hosts answer
 * /resume from resume.html directly but redirect it to /resume/ when only a
 * folder exists; and no SPA fallback page, since every URL the site has is
 * prerendered and any other must answer 404. Every page then
 * paints before it fetches its scripts (see paint-first.ts) and carries its own
 * Content-Security-Policy, admitting exactly its inline scripts; the response
 * headers, with a policy that admits the inline scripts of every page, go to the
 * files hosts read them from (see security-headers.ts); and the pages search engines
 * should index are listed in sitemap.xml, named by robots.txt. The share card,
 * PNG icons and web manifest are drawn from the content beside them.
 */
export async function finalizeStaticSite(
  buildDirectory: string,
  prerenderedPaths: readonly string[],
): Promise<void> {
  const client = join(buildDirectory, "client");
  const basePath = basePathOf(site.seo.siteUrl);
  await rm(join(client, "__spa-fallback.html"), { force: true });
  if (basePath !== "/") await liftPrerenderedPages(client, basePath);
  // The not-found screen, prerendered at /404, becomes 404.html the same way.
  for (const path of prerenderedPaths.filter((path) => path !== "/")) {
    await rename(join(client, path, "index.html"), join(client, `${path}.html`));
    await rmdir(join(client, path));
  }
  const scriptHashes: string[] = [];
  for (const page of (await listFiles(client)).filter((file) => file.endsWith(".html"))) {
    const path = join(client, page);
    const html = withPolicyTags(paintBeforeScripts(await readFile(path, "utf8"), page), page);
    assertNoStyleAttributes(html, page);
    await writeFile(path, html);
    scriptHashes.push(...inlineScriptHashes(html));
  }
  const headerRules = siteHeaderRules(basePath, contentSecurityPolicy(scriptHashes));
  await writeFile(join(client, "_headers"), headersFile(headerRules));
  await writeFile(join(client, "vercel.json"), vercelJson(headerRules));
  await writeShareFiles(client, basePath);
  const indexable = prerenderedPaths.filter((path) => path !== NOT_FOUND_PRERENDER_PATH);
  await writeFile(join(client, "sitemap.xml"), sitemapXml(site.seo.siteUrl, indexable));
  await writeFile(join(client, "robots.txt"), robotsTxt(site.seo.siteUrl));
}
