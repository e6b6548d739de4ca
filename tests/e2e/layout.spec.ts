import { expect, test } from "@playwright/test";
import { site } from "../../app/content/site";
import { PAGES, waitForHydration } from "./support";

const additionalGrid = (page: import("@playwright/test").Page) =>
  page
    .locator("#projects ul")
    .filter({ has: page.getByRole("heading", { name: site.projects.at(-1)!.title }) });

test.describe("layout", () => {
  // 640px is how a 1280px window looks at 200% zoom.
  for (const width of [320, 390, 640, 768, 1280, 1920]) {
    test(`${width}px wide: no page scrolls sideways`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const { path } of PAGES) {
        await page.goto(`.${path}`);
        await waitForHydration(page);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, path).toBeLessThanOrEqual(width);
      }
    });
  }

  test("additional projects stack in one column on phones and three on desktops", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("./");
    await expect(additionalGrid(page)).toHaveCSS("grid-template-columns", /^\S+$/);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(additionalGrid(page)).toHaveCSS("grid-template-columns", /^\S+ \S+ \S+$/);
  });
});
