// Every page at its address with and without a trailing slash, on each host
// the README names, the fixture site served as that host serves it
// (tools/host-addresses.ts); and a visitor who types the slash sees the page,
// at its own address.
import { readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { select } from "hast-util-select";
import { indexablePages } from "../../pipeline/content/pages";
import { parsePage } from "../../pipeline/finish/html-tree";
import { HOSTS } from "../../tools/host-addresses";
import { createStaticServer } from "../../tools/serve";
import { tagged } from "./engines";
import { recordProblems, waitForHydration } from "./support";
import { FIXTURE, PAGES, site } from "./fixture-site";

const base = FIXTURE.basePath;
/** The site's address, without the trailing slash: canonical links add the page's path to it. */
const siteUrl = site.seo.siteUrl.replace(/\/$/, "");
const pages = indexablePages(FIXTURE.allPages);

test.describe("each page at its address, with a trailing slash or without", () => {
  for (const host of HOSTS) {
    test(
      `${host}: every page answers both ways, at once or in one step to its own address`,
      {
        ...tagged("@addresses"),
      },
      async ({ playwright }) => {
        const server = createStaticServer(FIXTURE.root, { basePath: base, host });
        await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
        const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        const request = await playwright.request.newContext({ baseURL: origin });
        try {
          for (const page of pages) {
            const own = encodeURI(`${base.slice(0, -1)}${page.path}`);
            const published = await readFile(join(FIXTURE.root, page.file), "utf8");
            const canonical = select('link[rel="canonical"]', parsePage(published));
            // One form of each address: the page's path, with a slash for home alone.
            expect(canonical?.properties.href, page.path).toBe(`${siteUrl}${page.path}`);
            const other = own.endsWith("/") ? own.slice(0, -1) : `${own}/`;
            for (const address of [own, other]) {
              let response = await request.get(address, { maxRedirects: 0 });
              if ([301, 308].includes(response.status())) {
                expect(new URL(response.headers().location!, origin).pathname, address).toBe(own);
                response = await request.get(own, { maxRedirects: 0 });
              }
              expect(response.status(), address).toBe(200);
              expect(await response.text(), `${address}: the page itself`).toBe(published);
            }
          }
        } finally {
          await request.dispose();
          await new Promise((resolve) => server.close(resolve));
        }
      },
    );
  }

  // The fixture site is served as GitHub Pages serves it, which answers
  // /writing/ with the page's copy, writing/index.html.
  for (const { name, path } of PAGES.filter(
    (page) => page.name !== "not-found" && page.path !== "/",
  )) {
    test(`the ${name} page typed with a trailing slash shows, at its own address`, async ({
      page,
    }) => {
      const problems = recordProblems(page);
      await page.goto("./");
      await waitForHydration(page);
      const entries = await page.evaluate(() => history.length);
      await page.goto(`.${path}/?from=link#top`);
      await waitForHydration(page);
      await expect(page).toHaveURL(
        `${new URL(page.url()).origin}${encodeURI(`${base.slice(0, -1)}${path}`)}?from=link#top`,
      );
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${siteUrl}${path}`,
      );
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Oops! Page not found");
      expect(problems).toEqual([]);
      // The page replaced its address rather than adding one: Back returns to home.
      expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    });
  }
});
