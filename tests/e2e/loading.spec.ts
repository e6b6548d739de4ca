import { expect, type Page, test } from "@playwright/test";
import { FIXTURE, PAGES, scrollToY, waitForHydration } from "./support";

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

test.describe("loading order: the HTML paints alone, then styles and scripts, images only when near", () => {
  for (const { path, inlinesItsCss } of PAGES) {
    const alone = inlinesItsCss ? "the HTML" : "the HTML and its stylesheet";
    test(`${path}: nothing but ${alone} is requested before the first paint, and the page still hydrates`, async ({
      page,
    }) => {
      await page.goto(`.${path}`);
      await waitForHydration(page);
      const firstPaint = await page.evaluate(
        () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
      );
      // The tab's icon is the browser's own request, on its own schedule.
      const all = (await requested(page, ".")).filter(({ name }) => !/\/favicon/.test(name));
      expect(firstPaint).toBeGreaterThan(0);
      expect((await requested(page, "\\.js$")).length).toBeGreaterThan(2);
      expect(await requested(page, "\\.css$")).toHaveLength(1);
      for (const resource of all.filter(({ name }) => inlinesItsCss || !/\.css$/.test(name)))
        expect(resource.startTime, resource.name).toBeGreaterThan(firstPaint);
    });
  }

  for (const post of FIXTURE.writing.posts.filter((entry) => entry.cover)) {
    test(`${post.path}: its cover is not preloaded, and loads without delaying the text or moving it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`.${post.path}`);
      await waitForHydration(page);
      await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0);
      const cover = page.getByRole("img", { name: post.cover!.alt });
      await expect(cover).toHaveAttribute("loading", "lazy");
      await expect(cover).toHaveAttribute("decoding", "async");
      await expect(cover).toHaveAttribute("width", String(post.cover!.width));
      await expect(cover).toHaveAttribute("height", String(post.cover!.height));
      await expect
        .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete))
        .toBe(true);
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
});
