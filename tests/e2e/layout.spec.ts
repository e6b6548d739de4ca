import { expect, test } from "@playwright/test";
import { NEXT_SECTION_BUTTON_HIDE_WITHIN_PX_OF_END } from "../../app/constants";
import { tagged } from "./engines";
import { expectMediaQuery, waitForHydration } from "./support";
import { PAGES, site } from "./fixture-site";

/**
 * The phone page's height the design keeps to, for the fixture's content (two
 * featured projects and two others): a budget of the design's spacing, not a
 * limit on how many projects an owner may show.
 */
const MAX_PHONE_HOME_HEIGHT_PX = 5000;
/** Characters a line of body text may hold at desktop width: a comfortable measure is 45 to 75. */
const MAX_LINE_CHARACTERS = 75;

const additionalGrid = (page: import("@playwright/test").Page) =>
  page
    .locator("#projects ul")
    .filter({ has: page.getByRole("heading", { name: site.projects.at(-1)!.title }) });

test.describe("layout", () => {
  // 640px is how a 1280px window looks at 200% zoom. Each page is loaded once
  // and the window resized through the widths, as a visitor resizing it would.
  const WIDTHS = [320, 390, 640, 768, 1280, 1920];
  for (const { path } of PAGES) {
    test(`${path}: no width from ${WIDTHS[0]} to ${WIDTHS.at(-1)}px scrolls sideways`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
      await page.goto(`.${path}`);
      await waitForHydration(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await expect
          .poll(() => page.evaluate(() => window.innerWidth), { message: "the window's width" })
          .toBe(width);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${width}px wide`).toBeLessThanOrEqual(width);
      }
    });
  }

  test.describe("reading", tagged("@reduced-motion"), () => {
    // Without the reveal's slide-in, every element sits where it will stay.
    test.use({ reducedMotion: "reduce" });
    test.beforeEach(({ page }) => expectMediaQuery(page, "(prefers-reduced-motion: reduce)"));

    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      test(`${viewport.width}px wide: the next-section button covers no text at any scroll position`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto("./");
        await waitForHydration(page);
        const covered = await page.evaluate((hideWithinPx) => {
          const button = document
            .querySelector('[aria-label="Next section"]')!
            .getBoundingClientRect();
          const page = document.documentElement;
          // The button shows from the top of the page until this far down (NEXT_SECTION_BUTTON_HIDE_WITHIN_PX_OF_END).
          const lastScrollShowing = page.scrollHeight - innerHeight - hideWithinPx - 1;
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          const found: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement!;
            if (!node.textContent!.trim() || parent.closest("header, .sr-only, [inert]")) continue;
            if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
              continue;
            // Text cut off by an ancestor (a truncated line) is only seen up to its edge.
            let clip = { left: -Infinity, right: Infinity };
            for (let box: HTMLElement | null = parent; box; box = box.parentElement) {
              if (getComputedStyle(box).overflowX === "visible") continue;
              const edges = box.getBoundingClientRect();
              clip = {
                left: Math.max(clip.left, edges.left),
                right: Math.min(clip.right, edges.right),
              };
            }
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of Array.from(range.getClientRects())) {
              const line = {
                top: rect.top,
                bottom: rect.bottom,
                left: Math.max(rect.left, clip.left),
                right: Math.min(rect.right, clip.right),
              };
              const top = line.top + scrollY;
              const bottom = line.bottom + scrollY;
              const overlapsAcross = line.left < button.right && line.right > button.left;
              // Scroll positions at which the line passes behind the button.
              const from = Math.max(0, top - button.bottom);
              const to = Math.min(lastScrollShowing, bottom - button.top);
              if (overlapsAcross && from < to) found.push(node.textContent!.trim().slice(0, 40));
            }
          }
          return found;
        }, NEXT_SECTION_BUTTON_HIDE_WITHIN_PX_OF_END);
        expect(covered).toEqual([]);
      });
    }

    test("the phone home page stays within 5,000 px, with every section in it", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("./");
      await waitForHydration(page);
      for (const id of ["about", "experience", "projects", "contact"]) {
        await expect(page.locator(`#${id}`)).toHaveCount(1);
      }
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
        MAX_PHONE_HOME_HEIGHT_PX,
      );
    });

    test("at desktop width no paragraph runs over 75 characters a line", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      for (const { path } of PAGES) {
        await page.goto(`.${path}`);
        await waitForHydration(page);
        const longest = await page.evaluate(() =>
          Array.from(document.querySelectorAll("main p")).map((paragraph) => {
            const perLine = new Map<number, number>();
            const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
            const range = document.createRange();
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              for (let i = 0; i < node.textContent!.length; i++) {
                range.setStart(node, i);
                range.setEnd(node, i + 1);
                const rect = range.getBoundingClientRect();
                if (rect.width === 0) continue;
                const line = Math.round(rect.top);
                perLine.set(line, (perLine.get(line) ?? 0) + 1);
              }
            }
            return {
              text: paragraph.textContent!.slice(0, 40),
              characters: Math.max(0, ...perLine.values()),
            };
          }),
        );
        expect(longest.length, path).toBeGreaterThan(0);
        for (const { text, characters } of longest) {
          expect(characters, `${path}: "${text}…"`).toBeLessThanOrEqual(MAX_LINE_CHARACTERS);
        }
      }
    });
  });

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
