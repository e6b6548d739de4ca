import { expect, test } from "@playwright/test";
import { indexablePages } from "../../pipeline/content/pages";
import { recordProblems, waitForHydration } from "./support";
import { BASE_PATH, FIXTURE, site } from "./fixture-site";
import { tagged } from "./engines";

// The fixture site, built for https://<owner>.github.io/portfolio/ (npm run build:fixture),
// served below /portfolio/ as GitHub Pages serves a project site. Paths here are
// relative to the base URL, which ends in /portfolio/.
const base = BASE_PATH;
const siteUrl = `${new URL(site.seo.siteUrl).origin}${base.slice(0, -1)}`;

test.describe("the site published under a path", tagged("@addresses"), () => {
  test("home loads every file from below the path, hydrates and links within it", async ({
    page,
  }) => {
    const problems = recordProblems(page);
    const failed: string[] = [];
    const outside: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    page.on("request", (request) => {
      if (!new URL(request.url()).pathname.startsWith(base)) outside.push(request.url());
    });

    await page.goto("./");
    await waitForHydration(page);
    await page.locator("#projects").scrollIntoViewIfNeeded();
    // The first card's image, which is near the viewport now, has loaded from below the path.
    await expect
      .poll(() =>
        page
          .locator("#projects img")
          .first()
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);

    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: site.owner.name }),
    ).toHaveAttribute("href", base);
    await page.getByRole("link", { name: "See Resume" }).click();
    await expect(page).toHaveURL(new RegExp(`${base}resume$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.owner.name);
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(new RegExp(`${base}$`));

    expect(failed).toEqual([]);
    expect(outside).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("the resume page opens directly and its PDF downloads from below the path", async ({
    page,
    request,
  }) => {
    await page.goto("resume");
    await waitForHydration(page);
    const pdfLink = page.getByRole("link", { name: "Download PDF" });
    await expect(pdfLink).toHaveAttribute("href", `${base}${site.resume.pdf.fileName}`);
    const pdf = await request.get(site.resume.pdf.fileName);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const download = page.waitForEvent("download");
    await pdfLink.click();
    expect((await download).suggestedFilename()).toBe(site.resume.pdf.fileName);
  });

  test("an unknown path below it gets 404.html, whose way home stays below the path", async ({
    page,
  }) => {
    const response = await page.goto("no/such/page");
    expect(response!.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    const home = page.getByRole("link", { name: "Return to Home" });
    await expect(home).toHaveAttribute("href", base);
    await home.click();
    await expect(page).toHaveURL(new RegExp(`${base}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.owner.name);
  });

  test(
    "canonical addresses, share image, manifest and sitemap include the path",
    tagged("@reads-markup"),
    async ({ page, request }) => {
      await page.goto("resume");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${siteUrl}/resume`,
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        `${siteUrl}/og-image.png`,
      );
      expect((await request.get("og-image.png")).status()).toBe(200);

      const manifest = await (await request.get("manifest.webmanifest")).json();
      expect(manifest.start_url).toBe(base);
      for (const icon of manifest.icons as Array<{ src: string }>) {
        expect(icon.src.startsWith(base)).toBe(true);
        expect((await request.get(icon.src.slice(base.length))).status(), icon.src).toBe(200);
      }

      const sitemap = await (await request.get("sitemap.xml")).text();
      // As URLs have them: a tag in another script percent-encoded.
      expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual(
        indexablePages(FIXTURE.allPages).map((entry) => encodeURI(`${siteUrl}${entry.path}`)),
      );
    },
  );

  test("the writing: pages, links written in the posts, and the feed stay below the path", async ({
    page,
    request,
  }) => {
    const problems = recordProblems(page);
    const { posts } = FIXTURE.writing;
    await page.goto("writing");
    await waitForHydration(page);
    await page.getByRole("link", { name: posts[0]!.title }).click();
    await expect(page).toHaveURL(new RegExp(`${base}writing/${posts[0]!.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(posts[0]!.title);
    // A post's own links to the site ("/#contact" in its MDX) lead below the path.
    const ownLinks = page.locator('.article-body a[href^="/"]:not(.heading-link)');
    expect(await ownLinks.count()).toBeGreaterThan(0);
    for (const href of await ownLinks.evaluateAll((links) =>
      links.map((link) => link.getAttribute("href")!),
    )) {
      expect(href.startsWith(base), href).toBe(true);
    }
    const feed = await (await request.get("feed.xml")).text();
    const addresses = [...feed.matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1]!);
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses.filter((entry) => entry.startsWith(new URL(siteUrl).origin))) {
      expect(address.startsWith(siteUrl), address).toBe(true);
    }
    expect(problems).toEqual([]);
  });

  test("a page and the pages below it all answer at their own address, without a redirect", async ({
    page,
    request,
  }) => {
    const [post] = FIXTURE.writing.posts;
    const tagPage = FIXTURE.allPages.find((entry) => entry.path.startsWith("/writing/tags/"))!;
    // /writing, a post below it, and a tag's page two levels below it.
    for (const path of ["/writing", post!.path, tagPage.path]) {
      const response = await request.get(encodeURI(path.slice(1)), { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      await page.goto(encodeURI(path.slice(1)));
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === `${base}${encodeURI(path.slice(1))}`);
    }
  });
});
