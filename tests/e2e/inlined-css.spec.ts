// The CSS each page inlines is all its first paint needs (pipeline/finish/critical-css.ts):
// each page laid out with its stylesheet held back and with it, compared.
import { expect, type Page, test } from "@playwright/test";
import {
  expectMediaQuery,
  layoutShifts,
  nextFrames,
  recordLayoutShifts,
  waitForHydration,
} from "./support";
import { PAGES } from "./fixture-site";
import { tagged } from "./engines";

const STYLESHEET = /\/assets\/app-[^/]+\.css$/;

// Each test opens and closes two contexts of its own. Playwright failed once in
// 1,278 repeated tests (Firefox) while zipping the trace of one of them ("file
// data stream has unexpected number of bytes": a file changed size as the zip
// writer read it), so this file records no trace; a failure prints the two
// layouts that differ, which says more than a trace would.
test.use({ trace: "off" });

/**
 * Each element's box and colours, in document order.
 *
 * An element with `content-visibility: auto` is sized by its estimate or by its
 * real content depending on whether the engine had yet found it near the screen,
 * which is a matter of timing, not of CSS: Firefox left the same entry of the
 * writing index at its estimate in one load and laid out in the next, 1 time in
 * 4. So the value itself is compared, and the boxes are measured with those
 * elements laid out in full for the moment of measuring.
 */
function layoutOf(page: Page) {
  return page.evaluate(() => {
    const elements = [...document.body.querySelectorAll("*")];
    const styles = elements.map((element) => {
      const style = getComputedStyle(element);
      return [style.color, style.backgroundColor, style.contentVisibility].join(" ");
    });
    const skippable = elements.filter(
      (element): element is HTMLElement | SVGElement =>
        "style" in element && getComputedStyle(element).contentVisibility === "auto",
    );
    for (const element of skippable) element.style.contentVisibility = "visible";
    const layout = elements.map((element, index) => {
      const box = element.getBoundingClientRect();
      return [element.tagName, element.id, box.x, box.y, box.width, box.height, styles[index]].join(
        " ",
      );
    });
    for (const element of skippable) element.style.removeProperty("content-visibility");
    return layout;
  });
}

test.describe(
  "the CSS inlined in each page is all its first paint needs",
  tagged("@reduced-motion"),
  () => {
    test("every page carries it but home, whose HTML would outgrow the first round trip with it", () => {
      expect(PAGES.filter((page) => !page.inlinesItsCss).map((page) => page.name)).toEqual([
        "home",
      ]);
    });

    // Each page is loaded once each way, at a phone's width, then measured
    // again with the window widened to a desktop's.
    const WIDTHS = [390, 1280];
    for (const { path } of PAGES.filter((page) => page.inlinesItsCss)) {
      test(`${path} at ${WIDTHS.join(" and ")} px: laid out and coloured the same before its stylesheet arrives as after`, async ({
        browser,
      }) => {
        const load = async (stylesheet: "never arrives" | "arrives") => {
          const context = await browser.newContext({
            viewport: { width: WIDTHS[0]!, height: 844 },
            reducedMotion: "reduce",
            baseURL: test.info().project.use.baseURL,
          });
          const page = await context.newPage();
          await recordLayoutShifts(page);
          if (stylesheet === "never arrives")
            await page.route(STYLESHEET, (route) => route.abort());
          await page.goto(`.${path}`);
          await waitForHydration(page);
          await expectMediaQuery(page, "(prefers-reduced-motion: reduce)");
          if (stylesheet === "arrives") {
            await page.waitForFunction(() =>
              [...document.styleSheets].some(
                (sheet) => sheet.href?.endsWith(".css") && sheet.cssRules.length > 0,
              ),
            );
          }
          await nextFrames(page);
          // Shifts up to now, as the page loaded: resizing the window moves everything.
          const result = { layouts: [await layoutOf(page)], shifts: await layoutShifts(page) };
          for (const width of WIDTHS.slice(1)) {
            await page.setViewportSize({ width, height: 844 });
            await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
            await nextFrames(page);
            result.layouts.push(await layoutOf(page));
          }
          await context.close();
          return result;
        };
        const before = await load("never arrives");
        const after = await load("arrives");
        expect(after.layouts).toEqual(before.layouts);
        // Layout shifts are counted where the engine reports them (the Layout
        // Instability API); elsewhere the layouts compared above are the proof.
        if (after.shifts === null) {
          test.info().annotations.push({
            type: "engine",
            description: "no Layout Instability API: layouts compared, shifts not counted",
          });
        } else expect(after.shifts).toEqual([]);
      });
    }
  },
);
