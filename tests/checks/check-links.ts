// Serves the built site as a static host does and follows, with linkinator,
// every link and asset its pages name in markup (href, src, srcset, the
// stylesheet's url()s, a page's #fragments of itself). Fails on any that does
// not resolve. Addresses on the site's public origin (seo.siteUrl: canonical
// links, the share image) are checked against the local build; other sites are
// skipped: the check needs no network and never fails because someone else is down.
// `--root` names the build and `--content` the content set it was made from.
import { once } from "node:events";
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { check, LinkState, type LinkResult } from "linkinator";
import type { SiteContent } from "../../app/content/schema.ts";
import { basePathOf } from "../../app/lib/site-url.ts";
import { contentSet, loadSite } from "../../pipeline/content/content-set.ts";
import { createStaticServer } from "../../tools/serve.ts";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Crawls start here: the home page, and the not-found page, which no link leads to. */
const START_PAGES = ["", "404.html"];

function sitePath(url: string, site: URL): string {
  return url.startsWith(site.origin) ? url.slice(site.origin.length) : url;
}

/** One line per broken link and page linking to it, as paths on the site, sorted. */
export function describeBrokenLinks(links: readonly LinkResult[], site: URL): string[] {
  return (
    links
      // A missing URL answers with 404.html, whose own links linkinator then
      // reads as the missing URL's: the URL shows up again as its own parent.
      .filter((link) => link.state === LinkState.BROKEN && link.url !== link.parent)
      .map((link) => {
        const error = link.failureDetails?.find((detail) => detail instanceof Error);
        const reason = error?.message ?? `HTTP ${link.status ?? 0}`;
        // linkinator names the wrong parent for a missing #fragment: the target page's, not the linking one's.
        const isFragment = link.url.includes("#");
        const parent =
          link.parent === undefined || isFragment
            ? ""
            : `, linked from ${sitePath(link.parent, site)}`;
        return `${sitePath(link.url, site)}: ${reason}${parent}`;
      })
      .sort()
  );
}

async function checkSite(
  root: string,
  content: SiteContent,
): Promise<{ site: URL; links: LinkResult[] }> {
  const basePath = basePathOf(content.seo.siteUrl);
  const server = createStaticServer(root, { basePath });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  try {
    const { port } = server.address() as AddressInfo;
    const site = new URL(basePath, `http://127.0.0.1:${port}`);
    const publicOrigin = new RegExp(`^${escapeRegExp(new URL(content.seo.siteUrl).origin)}(?=/)`);
    const links: LinkResult[] = [];
    // One crawl per start page: linkinator only follows links below a crawl's
    // start, so a crawl from /404.html would check the stylesheet without
    // reading it if it got there first.
    for (const page of START_PAGES) {
      const crawl = await check({
        path: new URL(page, site).href,
        recurse: true,
        checkCss: true,
        checkFragments: true,
        // Pages live at extensionless URLs ("/resume"): resolve links from them as a browser does.
        cleanUrls: true,
        timeout: 10_000,
        urlRewriteExpressions: [{ pattern: publicOrigin, replacement: site.origin }],
        linksToSkip: async (link) => new URL(link).origin !== site.origin,
      });
      links.push(...crawl.links);
    }
    return { site, links };
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      root: { type: "string", default: "build/client" },
      // The content set the build was made from (pipeline/content/content-set.ts); the owner's unless given.
      content: { type: "string" },
    },
  });
  const content = await loadSite(contentSet(values.content));
  if (!existsSync(values.root)) {
    console.error(`${values.root} does not exist: build the site first (npm run build).`);
    process.exit(1);
  }
  const { site, links } = await checkSite(values.root, content);
  const broken = describeBrokenLinks(links, site);
  for (const line of broken) console.log(line);
  const checked = new Set(
    links.filter((link) => link.state !== LinkState.SKIPPED).map((link) => link.url),
  );
  const skipped = new Set(
    links.filter((link) => link.state === LinkState.SKIPPED).map((link) => link.url),
  );
  console.log(
    `${checked.size} links checked, ${broken.length} broken (${skipped.size} links off the site skipped)`,
  );
  if (broken.length > 0) process.exitCode = 1;
}
