// What the browser tests share: steps and measures on a page. It loads no
// content; the sites the tests open are fixture-site.ts and owner/owner-site.ts.
import { expect, type Locator, type Page } from "@playwright/test";
import type { Theme } from "../../app/lib/design-tokens";
import { THEME_STORAGE_KEY } from "../../app/lib/theme";

/**
 * Five choices of the nav's section links, up and down the page and twice to
 * one section, by label and section id: the order every engine's test clicks.
 */
export const SECTION_LINK_CLICKS = [
  ["Contact", "contact"],
  ["About", "about"],
  ["Projects", "projects"],
  ["Experience", "experience"],
  ["Contact", "contact"],
] as const;

/**
 * Scrolls the window to an exact offset at once, whatever the page's smooth-scroll
 * setting, asked again until it holds: the browser may scroll after it on its own
 * (Firefox brings a text box's caret into view a moment after the last key).
 */
export async function scrollToY(page: Page, y: number) {
  await expect
    .poll(async () => {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
      return page.evaluate(() => Math.round(window.scrollY));
    })
    .toBe(Math.round(y));
}

/**
 * How often to look while a smooth scroll runs: a glide lasts under a second,
 * and expect.poll's default backs off to a full second between looks.
 */
const GLIDE_POLL_INTERVALS = [50];

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
      { message: `#${id} at the top of the viewport`, intervals: GLIDE_POLL_INTERVALS },
    )
    .toBeLessThanOrEqual(1);
  // And it stays there: nothing scrolls it away once the glide has ended.
  await nextFrames(page);
  const { target, scrollY } = await offsets();
  expect(Math.abs(target - scrollY), `#${id} still at the top`).toBeLessThanOrEqual(1);
}

/**
 * Expects a loaded picture to carry width and height that were read from its
 * file: their ratio is the file's own, so its space is right before it loads.
 */
export async function expectSizedFromItsFile(image: Locator) {
  const { width, height, naturalWidth, naturalHeight } = await image.evaluate(
    (element: HTMLImageElement) => ({
      width: Number(element.getAttribute("width")),
      height: Number(element.getAttribute("height")),
      naturalWidth: element.naturalWidth,
      naturalHeight: element.naturalHeight,
    }),
  );
  expect(width).toBeGreaterThan(0);
  expect(height).toBeGreaterThan(0);
  expect(Math.abs(width / height - naturalWidth / naturalHeight)).toBeLessThan(0.01);
}

/** The largest scroll offset of the page. */
export function maxScrollY(page: Page) {
  return page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
}

/**
 * Scrolls `element` into view and waits until the reveal holding it has faded
 * in (app/components/ui/reveal.tsx), so that it is measured, clicked or
 * pictured as it shows for good.
 */
export async function scrollIntoRevealedView(element: Locator) {
  await element.scrollIntoViewIfNeeded();
  // The page scrolls smoothly (scroll-behavior in app.css), which may apply to
  // that scroll too: wait until it has come to rest, two frames alike.
  await element.page().waitForFunction(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const before = window.scrollY;
    await frame();
    await frame();
    return window.scrollY === before;
  });
  const reveal = element.page().locator("[data-reveal]").filter({ has: element });
  await expect(reveal).toHaveAttribute("data-reveal", "shown");
  await reveal.evaluate((node) =>
    Promise.all(node.getAnimations().map((animation) => animation.finished)),
  );
}

/**
 * Fails unless the page matches a media query: a test that needs a system
 * setting checks the browser was given it (see tests/e2e/engines.ts).
 */
export async function expectMediaQuery(page: Page, query: string) {
  expect(await page.evaluate((text) => matchMedia(text).matches, query), query).toBe(true);
}

/**
 * Types `text` at the end of a text box as a reader does. Playwright presses
 * only the keys of a US keyboard; any other character it inserts its own way,
 * which no reader's browser does: in Firefox over WebDriver BiDi it sets the
 * box's value as a script would, which React's onChange does not see, and in
 * Playwright's Firefox, on a page in Japanese, as a composition it never ends.
 * A word in another script is therefore handed over whole, as an input method
 * hands it over: the value changes and one input event follows, in every engine.
 */
export async function typeInto(box: Locator, text: string) {
  if (/^[\x20-\x7e]*$/.test(text)) {
    await box.pressSequentially(text);
    return;
  }
  await box.focus();
  await box.evaluate((element: HTMLInputElement, word) => {
    // The prototype's setter, not the element's own: React watches that one.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(
      element,
      element.value + word,
    );
    element.dispatchEvent(
      new InputEvent("input", { bubbles: true, data: word, inputType: "insertText" }),
    );
  }, text);
}

/**
 * Waits until React has hydrated the page, so that its handlers are attached:
 * the page, and a post's or case study's body, which hydrates after it inside
 * a Suspense boundary (components/writing/article-body.tsx).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const hydrated = (element: Element | null) =>
      !!element && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
    return (
      hydrated(document.getElementById("main")) &&
      [...document.querySelectorAll(".article-body")].every(
        (body) => !body.firstElementChild || hydrated(body.firstElementChild),
      )
    );
  });
}

/**
 * Opens a page, hydrated, in a theme set as a visitor's stored choice, which
 * every engine honours: Firefox over WebDriver BiDi ignores an emulated system
 * setting (engines.ts). Each call stores its theme before the page's own
 * script reads it, for this load and the page's next ones.
 */
export async function openInTheme(page: Page, path: string, theme: Theme) {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    THEME_STORAGE_KEY,
    theme,
  ] as const);
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
}

/**
 * Whether the site's links load the next page as a document in this browser:
 * where it has Speculation Rules, which prerender that page (Chromium); else
 * they change page within the app (components/ui/page-link.tsx).
 */
export function changesPageAsDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => HTMLScriptElement.supports?.("speculationrules") === true);
}

/**
 * Run in the page (page.evaluate, or the WebKit suite's execute): the paths the
 * router has asked the browser to fetch ahead, through its prefetch links.
 */
export function routerPrefetches(): string[] {
  return [
    ...document.querySelectorAll<HTMLLinkElement>(
      'link[rel="prefetch"], link[rel="modulepreload"]',
    ),
  ].map((link) => new URL(link.href).pathname);
}

/** Run in the page: the module of the route `id`, from the router's manifest. */
export function routeModule(id: string): string {
  const { routes } = (
    window as unknown as { __reactRouterManifest: { routes: Record<string, { module: string }> } }
  ).__reactRouterManifest;
  return routes[id]!.module;
}

/**
 * Run in the page: how it shows its first diagram. The scale is the drawing's
 * shown width over the width it was drawn at; its smallest words, in px, at
 * that scale; whether its box scrolls sideways, and the page; whether the
 * drawing is whole inside its box and its box inside the window.
 */
export function diagramFit() {
  const box = document.querySelector<HTMLElement>("figure.diagram .diagram-scroll")!;
  const svg = box.querySelector<SVGSVGElement>('svg[role="img"]')!;
  const shown = svg.getBoundingClientRect();
  const boxShown = box.getBoundingClientRect();
  const scale = shown.width / svg.viewBox.baseVal.width;
  const sizes = [...svg.querySelectorAll("[font-size]")].map((element) =>
    Number.parseFloat(element.getAttribute("font-size")!),
  );
  const page = document.documentElement;
  return {
    scale,
    smallestWordsPx: Math.min(...sizes) * scale,
    boxScrolls: box.scrollWidth > box.clientWidth,
    pageScrolls: page.scrollWidth > page.clientWidth,
    isWhole:
      shown.left >= boxShown.left &&
      shown.right <= boxShown.right &&
      boxShown.left >= 0 &&
      boxShown.right <= page.clientWidth,
    isWiderThanText: boxShown.width > document.querySelector(".article-body")!.clientWidth,
  };
}

/**
 * How `diagramFit` finds the fixture's diagram at a desktop's width: whole, with
 * nothing scrolling, and wider than the text, as the fixture draws it (the case
 * a diagram may leave the column for).
 */
export const DIAGRAM_WHOLE_AT_DESKTOP = {
  boxScrolls: false,
  pageScrolls: false,
  isWhole: true,
  isWiderThanText: true,
};

/** Run in the page: from now on, notes each CSS transition that starts, for `transitionsStarted`. */
export function recordTransitionsStarted(): void {
  const started: string[] = ((window as unknown as { started: string[] }).started = []);
  document.addEventListener("transitionrun", (event) =>
    started.push(`${(event.target as Element).tagName} ${event.propertyName}`),
  );
}

/** Run in the page: the transitions started since `recordTransitionsStarted`, as "TAG property". */
export function transitionsStarted(): string[] {
  return (window as unknown as { started: string[] }).started;
}

/** Where an element is on the screen, rounded to the pixel. */
export interface ScreenBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Run in the page, with `control` something a visitor aims at inside a reveal
 * (components/ui/reveal.tsx): scrolls the window at once so that `control` has
 * just come whole into view at its bottom edge, as a visitor scrolling down
 * meets it, waits for its reveal to begin, and holds the reveal's transitions
 * there, at their start. Returns where `control` stands at that start, where
 * it stands once they have ended, and where it stands with them held halfway
 * through, where they then stay for a click to land on: three
 * equal boxes when the reveal moves nothing under the pointer. The same
 * function serves the WebKit suite, so it uses nothing from outside itself.
 */
export async function revealOnEntry(
  control: Element,
): Promise<{ atStart: ScreenBox; halfway: ScreenBox; atEnd: ScreenBox }> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const boxOf = () => {
    const box = control.getBoundingClientRect();
    return {
      x: Math.round(box.x),
      y: Math.round(box.y),
      width: Math.round(box.width),
      height: Math.round(box.height),
    };
  };
  const reveal = control.closest("[data-reveal]");
  if (!reveal) throw new Error("the control is in no reveal");
  if (reveal.getAttribute("data-reveal") !== "hidden") throw new Error("already revealed");
  const box = control.getBoundingClientRect();
  window.scrollTo({
    top: window.scrollY + box.bottom - window.innerHeight + 8,
    behavior: "instant",
  });
  for (let frames = 0; reveal.getAttribute("data-reveal") !== "shown"; frames++) {
    if (frames > 120) throw new Error("the reveal did not begin in 120 frames");
    await frame();
  }
  const transitions = reveal.getAnimations({ subtree: true });
  if (transitions.length === 0) throw new Error("the reveal ran no transition");
  const holdAt = (share: number) => {
    for (const transition of transitions) {
      transition.pause();
      const duration = Number(transition.effect?.getComputedTiming().duration ?? 0);
      transition.currentTime = duration * share;
    }
    return boxOf();
  };
  const atStart = holdAt(0);
  const atEnd = holdAt(1);
  const halfway = holdAt(0.5);
  return { atStart, halfway, atEnd };
}

/** Marks the page in the window, so `stayedOnPage` tells whether a later page is the same document. */
export async function markPage(page: Page) {
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
}
export const stayedOnPage = (page: Page) =>
  page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

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
 * `marginMs` from now (a second unless told), so that from here on timers fire
 * only through clock.runFor(). The margin keeps the target ahead of the clock,
 * which runs meanwhile; on a busy machine more than that can pass before the
 * pause lands, and then it is asked again from the new time.
 */
export async function pauseClock(page: Page, marginMs = 1000) {
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      return await page.clock.pauseAt(now + marginMs);
    } catch (error) {
      if (!/fast-forward to the past/.test(String(error))) throw error;
    }
  }
}

/** Records every layout shift from the start of each load, for layoutShifts(). */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    if (!PerformanceObserver.supportedEntryTypes.includes("layout-shift")) return;
    (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { sources?: unknown[] }>) {
        const nodes = (entry.sources ?? []) as Array<{ node?: Element }>;
        shifts.push(nodes.map((source) => source.node?.outerHTML.slice(0, 80)).join(" | "));
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}
/** The shifts recorded so far, or null where the engine does not report them. */
export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts?: string[] }).layoutShifts ?? null);

/**
 * Run in the page: each route's chain of files as React Router's manifest
 * lists them (its module, client loader and imports), by route id, and the
 * entry's; what a change of page to that route needs, or a page fetches ahead.
 */
export function routeChains(): { entry: string[]; routes: Record<string, string[]> } {
  interface ManifestRoute {
    module: string;
    clientLoaderModule?: string;
    imports?: string[];
  }
  const { routes, entry } = (
    window as unknown as {
      __reactRouterManifest: {
        routes: Record<string, ManifestRoute>;
        entry: { module: string; imports: string[] };
      };
    }
  ).__reactRouterManifest;
  const chainOf = ({ module, clientLoaderModule, imports = [] }: ManifestRoute) =>
    [module, clientLoaderModule, ...imports].filter((path): path is string => path !== undefined);
  return {
    entry: [entry.module, ...entry.imports],
    routes: Object.fromEntries(Object.entries(routes).map(([id, route]) => [id, chainOf(route)])),
  };
}

/** In `chains`, the files of the routes other than `page`'s, without those its page loads itself. */
export function otherRoutesFiles(
  { entry, routes }: ReturnType<typeof routeChains>,
  page: string,
  others = Object.keys(routes).filter((id) => id !== "root" && id !== page),
): string[] {
  const own = new Set([...entry, ...routes["root"]!, ...routes[page]!]);
  return others.flatMap((id) => routes[id]!).filter((path) => !own.has(path));
}
