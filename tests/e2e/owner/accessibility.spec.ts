import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "../../helpers/accessibility-checkers";
import { waitForHydration } from "../support";
import { OWNER } from "./owner-site";
import { contentFeatures } from "./content-features";

const PAGES = OWNER.pages;

const navBarHeight = (page: Page) =>
  page.getByRole("banner").evaluate((header) => (header as HTMLElement).offsetHeight);

/**
 * The focused element once the page has reacted to the focus: its name, whether
 * it shows a focus ring, where it is, and if it is fixed.
 */
function describeFocus(page: Page) {
  return page.evaluate(async () => {
    // A person's next key comes after the page has painted. The scroll that focus
    // causes is reported at the start of the next frame, before its animation
    // callbacks, and only then does the next-section button hide at the page's end;
    // a key pressed sooner would reach the button.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return {
      name: element.getAttribute("aria-label") ?? element.textContent!.trim(),
      hasRing: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
      top: box.top,
      bottom: box.bottom,
      isFixed: !!element.closest("header") || style.position === "fixed",
    };
  });
}

/** Waits until no colour or other CSS transition is under way, as after a theme change. */
const transitionsSettled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
  );

/** WCAG 2.5.8's minimum, without the spacing exception axe also accepts. */
const MIN_TARGET_PX = 24;

/** What a page must be for everyone, read at one width from one load of the page. */
async function expectStructure(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", OWNER.words.site.language);
  await expect(page.getByRole("banner")).toHaveCount(1);
  await expect(page.getByRole("navigation", { name: OWNER.words.site.navMain })).toHaveCount(1);
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.getByRole("contentinfo")).toHaveCount(1);
  await expect(page.locator("h1")).toHaveCount(1);
  const levels = await page
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
  levels.forEach((level, index) => {
    if (index > 0)
      expect(level, `heading ${index + 1}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
  });
}

async function expectTargetSizes(page: Page) {
  const controls = await page
    .locator('a[href], button, summary, [role="button"]')
    .evaluateAll((elements) =>
      elements
        // WCAG's inline exception: a link within a sentence (of a paragraph or a list
        // item), sized by its line of text.
        .filter((element) => {
          const sentence = element.closest("p, li");
          return !sentence || sentence.textContent!.trim() === element.textContent!.trim();
        })
        .filter((element) => element.checkVisibility({ visibilityProperty: true }))
        .map((element) => {
          const box = element.getBoundingClientRect();
          const label = element.getAttribute("aria-label") ?? element.textContent!.trim();
          return { label, width: box.width, height: box.height };
        }),
    );
  expect(controls.length).toBeGreaterThan(0);
  for (const control of controls) {
    expect.soft(control.width, `${control.label} wide`).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    expect.soft(control.height, `${control.label} tall`).toBeGreaterThanOrEqual(MIN_TARGET_PX);
  }
}

/** The axe audit in the light theme and then the dark, which the page follows while open. */
async function expectNoAxeViolations(page: Page) {
  const violations: Record<string, string[]> = {};
  const pageColours = new Set<string>();
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expect
      .poll(() => page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches))
      .toBe(colorScheme === "dark");
    await transitionsSettled(page);
    pageColours.add(await page.evaluate(() => getComputedStyle(document.body).backgroundColor));
    violations[colorScheme] = await axeViolations(page);
  }
  expect(pageColours.size, "each theme has its own page colour").toBe(2);
  expect(violations).toEqual({ light: [], dark: [] });
}

// Every page at a phone's width and a desktop's, each from one load: what a
// check needs of the page it reads there, and the keyboard's first step last,
// as it moves focus and the scroll.
test.describe("every page, for everyone", () => {
  // With reduced motion every element shows where it will stay, with no reveal
  // or colour transition to wait for (app.css), so the audit reads the page as
  // a visitor sees it once all of it has been revealed, without scrolling it
  // through; "reduced motion" below proves that state is the revealed one.
  test.use({ reducedMotion: "reduce" });

  for (const { name, path } of PAGES) {
    for (const width of [390, 1280]) {
      test(`${name} at ${width}px: WCAG 2.2 AA by axe in both themes, targets of ${MIN_TARGET_PX} px, landmarks and headings, and the skip link`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.emulateMedia({ colorScheme: "light" });
        await page.goto(`.${path}`);
        await waitForHydration(page);
        for (const element of await page.locator("[data-reveal]").all()) {
          await expect(element).toHaveCSS("opacity", "1");
        }
        await test.step("language, landmarks, one h1 and no skipped heading level", () =>
          expectStructure(page));
        await test.step(`every control outside running text is at least ${MIN_TARGET_PX} by ${MIN_TARGET_PX} px (WCAG 2.5.8)`, () =>
          expectTargetSizes(page));
        await test.step("axe finds no WCAG 2.2 AA violation, light or dark", () =>
          expectNoAxeViolations(page));
        await test.step('the first Tab lands on "Skip to content", which moves focus to main', async () => {
          await page.keyboard.press("Tab");
          const skip = page.getByRole("link", { name: OWNER.words.site.skipToContent });
          await expect(skip).toBeFocused();
          await expect(skip).toBeInViewport();
          await page.keyboard.press("Enter");
          await expect(page.getByRole("main")).toBeFocused();
        });
      });
    }
  }
});

test.describe("keyboard", () => {
  test("every control on the home page is reached by Tab, in page order, with a visible focus ring, never under the nav bar", async ({
    page,
  }) => {
    // Tabs through every control of the page, checking each: 15 to 21 s on two busy cores.
    test.setTimeout(60_000);
    await page.goto("./");
    await waitForHydration(page);
    const navHeight = await navBarHeight(page);
    // The next-section button follows the content it leads through, so Tab
    // reaches its place at the page's end, where it is out of reach while
    // hidden. Whether it is still shown there depends on how the content ends:
    // where it is, it must be reached there, and only there.
    const nextSection = page.getByRole("button", { name: OWNER.words.site.navNextSection });
    expect(
      await nextSection.evaluate(
        (button) =>
          !!(
            document.getElementById("main")!.compareDocumentPosition(button) &
            Node.DOCUMENT_POSITION_FOLLOWING
          ),
      ),
    ).toBe(true);
    const controls = await page
      .locator(
        `a[href], button:not([aria-label="${OWNER.words.site.navNextSection}"]), summary, [tabindex="0"]`,
      )
      .evaluateAll((elements, nextSectionName) => {
        const button = document.querySelector(`button[aria-label="${nextSectionName}"]`)!;
        return elements
          .filter((element) => element.checkVisibility({ visibilityProperty: true }))
          .map((element) => ({
            name: element.getAttribute("aria-label") ?? element.textContent!.trim(),
            beforeButton: !!(
              element.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING
            ),
          }));
      }, OWNER.words.site.navNextSection);
    const inPageOrder = controls.map((control) => control.name);
    const buttonPlace = controls.filter((control) => control.beforeButton).length;
    const visited: string[] = [];
    let buttonReachedAt: number | undefined;
    for (let i = 0; i < inPageOrder.length; i++) {
      await page.keyboard.press("Tab");
      const focused = await describeFocus(page);
      if (focused.name === OWNER.words.site.navNextSection && buttonReachedAt === undefined) {
        buttonReachedAt = visited.length;
        await expect(nextSection).toBeVisible();
        i--;
      } else {
        visited.push(focused.name);
      }
      expect(focused.hasRing, `focus ring on ${focused.name}`).toBe(true);
      if (!focused.isFixed) {
        expect(focused.top, `${focused.name} below the nav bar`).toBeGreaterThanOrEqual(
          navHeight - 1,
        );
        expect(focused.bottom, `${focused.name} on screen`).toBeLessThanOrEqual(
          page.viewportSize()!.height + 1,
        );
      }
    }
    expect(visited).toEqual(inPageOrder);
    expect(visited[0]).toBe(OWNER.words.site.skipToContent);
    const features = contentFeatures("the Tab walk");
    features.used(`${visited.length} controls`);
    if (buttonReachedAt !== undefined) {
      expect(buttonReachedAt).toBe(buttonPlace);
      features.used("the next-section button at the page's end");
    } else {
      features.absent("the next-section button at the page's end (hidden there)");
    }
  });

  test("Shift+Tab back up the page keeps the focused element clear of the fixed nav bar", async ({
    page,
  }) => {
    await page.goto("./");
    await waitForHydration(page);
    const navHeight = await navBarHeight(page);
    await page.getByRole("link", { name: OWNER.words.home.sendEmail }).focus();
    // Up to 25 controls back, or to the first of the page where the content has fewer.
    let steps = 0;
    while (steps < 25) {
      await page.keyboard.press("Shift+Tab");
      steps++;
      const focused = await describeFocus(page);
      if (focused.name === OWNER.words.site.skipToContent) break;
      if (!focused.isFixed) expect(focused.top, focused.name).toBeGreaterThanOrEqual(navHeight - 1);
    }
    contentFeatures("the Shift+Tab walk").used(`${steps} controls back`);
  });
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("content shows at once, without reveal animation, and in-page links jump", async ({
    page,
  }) => {
    await page.goto("./");
    await waitForHydration(page);
    for (const element of await page.locator("[data-reveal]").all()) {
      await expect(element).toHaveCSS("opacity", "1");
      await expect(element).toHaveCSS("transition-duration", "0s");
    }
    await page.getByRole("link", { name: OWNER.words.home.seeMyWork }).click();
    await expect(page.locator("html")).toHaveCSS("scroll-behavior", "auto");
    await expect(page.locator("#projects")).toBeInViewport();
  });
});
