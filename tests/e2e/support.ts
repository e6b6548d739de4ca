import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { site } from "../../app/content/site";
import { basePathOf } from "../../app/lib/site-url";
import { onePagePerTemplate, sitePages } from "../../pipeline/pages";

/**
 * The path the site is built for and served at ("/", or "/portfolio/" when
 * seo.siteUrl has one). Tests open pages by relative paths ("./resume"), which
 * resolve below it.
 */
export const BASE_PATH = basePathOf(site.seo.siteUrl);

/**
 * Each kind of page the site publishes (one post stands for every post),
 * opened by path below the base path. The not-found page is asked for at a
 * missing address two levels deep, where a relative address to an asset would break.
 */
export const PAGES = onePagePerTemplate(sitePages()).map(({ name, path, file, isNotFound }) => ({
  name,
  path: isNotFound ? "/no/such/page" : path,
  /** The built page paints from its inline CSS, its stylesheet deferred (pipeline/paint-first.ts). */
  inlinesItsCss: readFileSync(join("build/client", file), "utf8").includes(
    '" disabled=""/><noscript><link rel="stylesheet"',
  ),
}));

/** Scrolls the window to an exact offset at once, whatever the page's smooth-scroll setting. */
export async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(y));
}

/**
 * Waits until the window rests where a jump to the section puts it: the
 * section's top just below the fixed nav bar (the root's scroll-padding-top),
 * or the page's end where the page is too short for that.
 */
export async function expectSectionAtTop(page: Page, id: string) {
  const offsets = () =>
    page.evaluate((sectionId) => {
      const root = document.documentElement;
      const section = document.getElementById(sectionId)!;
      const padding = parseFloat(getComputedStyle(root).scrollPaddingTop) || 0;
      const top = section.getBoundingClientRect().top + window.scrollY - padding;
      const end = root.scrollHeight - window.innerHeight;
      return {
        target: Math.round(Math.max(0, Math.min(top, end))),
        scrollY: Math.round(window.scrollY),
      };
    }, id);
  await expect
    .poll(
      async () => {
        const { target, scrollY } = await offsets();
        return Math.abs(target - scrollY);
      },
      { message: `#${id} at the top of the viewport` },
    )
    .toBeLessThanOrEqual(1);
  // And it stays there: nothing scrolls it away once the glide has ended.
  await nextFrames(page);
  const { target, scrollY } = await offsets();
  expect(Math.abs(target - scrollY), `#${id} still at the top`).toBeLessThanOrEqual(1);
}

/** The largest scroll offset of the page. */
export function maxScrollY(page: Page) {
  return page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
}

/** Waits until React has hydrated the page, so that its handlers are attached. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.getElementById("main");
    return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

/** Waits for two animation frames, so observers and effects triggered by a change have run. */
export function nextFrames(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/** Console errors and uncaught exceptions seen by a page, for asserting a clean load. */
export function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/**
 * Stops the page's clock (installed with page.clock.install() before loading)
 * a second from now, so that from here on timers fire only through clock.runFor().
 * The second's margin keeps the target ahead of the clock, which runs meanwhile;
 * on a busy machine more than that can pass before the pause lands, and then
 * it is asked again from the new time.
 */
export async function pauseClock(page: Page) {
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      return await page.clock.pauseAt(now + 1000);
    } catch (error) {
      if (!/fast-forward to the past/.test(String(error))) throw error;
    }
  }
}
