import { expect, test } from "@playwright/test";
import {
  expectSectionAtTop,
  SECTION_LINK_CLICKS as CLICK_ORDER,
  waitForHydration,
} from "./support";
import { BASE_PATH, site } from "./fixture-site";

// A section link is a navigation the router owns, so that <ScrollRestoration />
// restores each history entry and never cancels a glide (app/components/ui/section-link.tsx).
test.describe("section links", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("./");
    await waitForHydration(page);
  });

  test("Back and Forward return to each section a link led to", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    // Each entry keeps the position it was left at, as the browser's own would:
    // the visitor reads each section before choosing the next.
    for (const [label, id] of CLICK_ORDER) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expectSectionAtTop(page, id);
    }
    for (const [, id] of CLICK_ORDER.slice(0, -1).reverse()) {
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expectSectionAtTop(page, id);
    }
    for (const [, id] of CLICK_ORDER.slice(1)) {
      await page.goForward();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expectSectionAtTop(page, id);
    }
  });

  // Clicked in a row, in any order (SECTION_LINK_CLICKS), after a page change
  // by Back and after one by a link.
  test("section links still land after visiting another page and coming back", async ({ page }) => {
    // Ten smooth scrolls and three page changes: 18 to 25 s on two busy cores.
    test.setTimeout(60_000);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Projects", exact: true }).click();
    await expectSectionAtTop(page, "projects");
    await page.getByRole("link", { name: "See Resume" }).click();
    await expect(page).toHaveURL(/\/resume$/);
    await page.goBack();
    await expect(page).toHaveURL(/#projects$/);
    for (const [label, id] of CLICK_ORDER) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expectSectionAtTop(page, id);
    }
    await page.getByRole("navigation").getByRole("link", { name: site.owner.name }).click();
    await page.getByRole("link", { name: "See Resume" }).click();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(new RegExp(`${BASE_PATH}$`));
    for (const [label, id] of CLICK_ORDER) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expectSectionAtTop(page, id);
    }
  });

  test("with reduced motion, a section link jumps, and Back returns to where the visitor was", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const [[label, id], [nextLabel, nextId]] = CLICK_ORDER;
    await page.evaluate(() => window.scrollTo({ top: 150, behavior: "instant" }));
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: label, exact: true }).click();
    await expectSectionAtTop(page, id);
    await expect(page.locator(`#${id}`)).toBeFocused();
    await nav.getByRole("link", { name: nextLabel, exact: true }).click();
    await expectSectionAtTop(page, nextId);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expectSectionAtTop(page, id);
    // Back to the page's first entry: Playwright's goBack never returns for it
    // in Firefox (as before this change too), so the page goes back itself.
    await page.evaluate(() => history.back());
    await expect(page).toHaveURL(new RegExp(`${BASE_PATH}$`));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(150);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the menu's section links, chosen in a row, each bring their section to the top", async ({
      page,
    }) => {
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const [label, id] of CLICK_ORDER) {
        await nav.getByRole("button", { name: "Menu" }).click();
        await nav.getByRole("link", { name: label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        await expectSectionAtTop(page, id);
      }
    });
  });
});
