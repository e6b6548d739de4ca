import { rename, rm, rmdir } from "node:fs/promises";
import { join } from "node:path";

/** Where the not-found screen is prerendered; no page of the site lives there. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

/**
 * Turns React Router's prerender output into what static hosts expect: the
 * not-found screen as 404.html at the root (GitHub Pages, Netlify and Cloudflare
 * Pages serve it with status 404), and no SPA fallback page, since every URL
 * the site has is prerendered and any other must answer 404.
 */
export async function finalizeStaticSite(buildDirectory: string): Promise<void> {
  const client = join(buildDirectory, "client");
  await rename(join(client, NOT_FOUND_PRERENDER_PATH, "index.html"), join(client, "404.html"));
  await rmdir(join(client, NOT_FOUND_PRERENDER_PATH));
  await rm(join(client, "__spa-fallback.html"), { force: true });
}
