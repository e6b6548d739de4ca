import { expect, type Page, test } from "@playwright/test";
import { PAGES, scrollToY, waitForHydration } from "./support";

/** The resources the page has requested so far whose URL matches `pattern`. */
function requested(page: Page, pattern: string) {
  return page.evaluate(
    (source) =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => new RegExp(source).test(entry.name))
        .map(({ name, startTime }) => ({ name, startTime })),
    pattern,
  );
}

test.describe("loading order: text first, then scripts, images only when near", () => {
  for (const { path } of PAGES) {
    test(`${path}: no script is requested before the first paint, and the page still hydrates`, async ({
      page,
    }) => {
      await page.goto(`.${path}`);
      await waitForHydration(page);
      const firstPaint = await page.evaluate(
        () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
      );
      const scripts = await requested(page, "\\.js$");
      expect(firstPaint).toBeGreaterThan(0);
      expect(scripts.length).toBeGreaterThan(2);
      for (const script of scripts)
        expect(script.startTime, script.name).toBeGreaterThan(firstPaint);
    });
  }

  test("project images load only as their cards come near the viewport", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("./");
    await waitForHydration(page);
    expect(await requested(page, "/images/projects/")).toEqual([]);

    const projectsTop = await page
      .locator("#projects")
      .evaluate((element) => (element as HTMLElement).offsetTop);
    await scrollToY(page, projectsTop);
    await expect
      .poll(async () => (await requested(page, "/images/projects/")).length)
      .toBeGreaterThan(0);
  });

  test("the home page's text needs only the one preloaded font file", async ({ page }) => {
    await page.goto("./");
    await page.evaluate(() => document.fonts.ready);
    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    const fetched = (await requested(page, "\\.woff2$")).map((font) => font.name);
    expect(
      fetched,
      "text outside the font subset: add its characters to SUBSET_RANGES (tools/font-subset.ts) and app.css, then npm run fonts",
    ).toEqual(preloaded);
  });
});
