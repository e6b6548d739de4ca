// Within the app (browsers without Speculation Rules, and Chromium made to act
// as one), the pages a visitor can tap next are fetched ahead, their whole
// chain at once, and the tap then fetches nothing (app/lib/fetch-ahead.ts);
// a visitor saving data gets nothing ahead.
import { expect, test, type Page } from "@playwright/test";
import { PRERENDER_QUIET_MS } from "../../app/lib/fetch-ahead";
import { BASE_PATH, FIXTURE } from "./fixture-site";
import {
  markPage,
  nextFrames,
  pauseClock,
  recordProblems,
  routerPrefetches,
  stayedOnPage,
  waitForHydration,
  otherRoutesFiles,
  routeChains,
} from "./support";

/** The newest post, which the writing index lists first, in view as it loads. */
const newest = [...FIXTURE.writing.posts].sort((a, b) => b.date.localeCompare(a.date))[0]!;
const POST = `${BASE_PATH}writing/${newest.slug}`;

/** Where the browser has Speculation Rules, the site loads pages as documents: asked not to. */
async function changePageWithinTheApp(page: Page) {
  await page.addInitScript(() => {
    HTMLScriptElement.supports = (type: string) => type !== "speculationrules";
  });
}

/**
 * The fetch ahead's module arrived, which the root imports once the page has
 * hydrated: until it runs, nothing is fetched ahead, whatever the visitor does.
 */
const fetchAheadArrived = (page: Page) =>
  page.waitForResponse((response) => isFetchAheadModule(response.url()));
const isFetchAheadModule = (url: string | URL) => new URL(url).pathname.includes("/fetch-ahead-");

/** Holds the requests that `matches` back until the returned function is called. */
async function holdRequests(page: Page, matches: (url: URL) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(matches, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Every path the page asks the network for, in order. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/** The post route's chain, without what the writing index loads itself. */
const postRouteChain = async (page: Page) =>
  otherRoutesFiles(await page.evaluate(routeChains), "routes/writing", ["routes/post"]);

test("a link in view has its page's whole chain fetched ahead, and the tap fetches nothing", async ({
  page,
}) => {
  const problems = recordProblems(page);
  await changePageWithinTheApp(page);
  const requests = recordRequests(page);
  await page.goto("./writing");
  await waitForHydration(page);
  await expect(page.getByRole("link", { name: newest.title }).first()).toBeInViewport();
  const chain = await postRouteChain(page);
  // Its modules, all asked for at once, its data and its body, before any tap.
  await expect.poll(() => page.evaluate(routerPrefetches)).toEqual(expect.arrayContaining(chain));
  await expect.poll(() => requests.includes(`${POST}.data`)).toBe(true);
  const bodyModules = () => requests.filter((path) => path.includes(`/${newest.slug}`));
  await expect.poll(() => bodyModules().some((path) => path.endsWith(".js"))).toBe(true);
  await markPage(page);
  const beforeTap = requests.length;
  await page.getByRole("link", { name: newest.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`${POST}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.title);
  expect(await stayedOnPage(page)).toBe(true);
  const afterTap = requests.slice(beforeTap);
  expect(afterTap.filter((path) => path === `${POST}.data` || chain.includes(path))).toEqual([]);
  expect(problems).toEqual([]);
});

/**
 * Records, in the page, each view transition started: whether the click that
 * led to it was still being handled, and the heading the page showed then.
 */
async function recordCrossFades(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as {
      crossFades: Array<{ duringClick: boolean; heading: string | undefined }>;
    };
    record.crossFades = [];
    let clicking = false;
    addEventListener("click", () => (clicking = true), { capture: true });
    addEventListener("click", () => (clicking = false));
    const start = Document.prototype.startViewTransition;
    Document.prototype.startViewTransition = function (this: Document, ...args) {
      record.crossFades.push({
        duringClick: clicking,
        heading: document.querySelector("h1")?.textContent ?? undefined,
      });
      return start.apply(this, args as Parameters<typeof start>);
    } as typeof start;
  });
}
const crossFades = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { crossFades: Array<{ duringClick: boolean; heading?: string }> })
        .crossFades,
  );

/** No fetch ahead is under way: the router keeps a fetcher only while it loads. */
const noFetchUnderWay = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __reactRouterDataRouter: { state: { fetchers: Map<string, unknown> } };
        }
      ).__reactRouterDataRouter.state.fetchers.size === 0,
  );

/** Whether a request is for the newest post's data. */
const isPostData = (url: string | URL) => new URL(url).pathname === `${POST}.data`;

test("a tap on a link whose page has arrived ahead starts its cross-fade at once, from the page on show", async ({
  page,
}) => {
  const problems = recordProblems(page);
  await changePageWithinTheApp(page);
  await recordCrossFades(page);
  const postData = page.waitForResponse((response) => isPostData(response.url()));
  await page.goto("./writing");
  await waitForHydration(page);
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  // The post's fetch ahead, under way once its data is asked for, has settled.
  await (await postData).finished();
  await expect.poll(() => noFetchUnderWay(page)).toBe(true);
  await markPage(page);
  await page.getByRole("link", { name: newest.title }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.title);
  expect(await stayedOnPage(page)).toBe(true);
  // Started by the click itself, before the router had changed anything.
  expect(await crossFades(page)).toEqual([{ duringClick: true, heading }]);
  expect(problems).toEqual([]);
});

test("a tap on a link whose page is still loading keeps the page on show until it has loaded, then cross-fades", async ({
  page,
}) => {
  const problems = recordProblems(page);
  await changePageWithinTheApp(page);
  await recordCrossFades(page);
  // Saving data, the visitor gets nothing ahead: the page loads at the tap.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "connection", { value: { saveData: true } });
  });
  const releaseData = await holdRequests(page, isPostData);
  await page.goto("./writing");
  await waitForHydration(page);
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  await markPage(page);
  const requested = page.waitForRequest((request) => isPostData(request.url()));
  await page.getByRole("link", { name: newest.title }).first().click();
  await requested;
  // While the page loads, the one on show stays as it is, and nothing is frozen for a cross-fade.
  await nextFrames(page);
  expect(await crossFades(page)).toEqual([]);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
  releaseData();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.title);
  expect(await stayedOnPage(page)).toBe(true);
  expect(await crossFades(page)).toEqual([{ duringClick: false, heading }]);
  expect(problems).toEqual([]);
});

test("a visitor saving data gets nothing fetched ahead, in view or reached for", async ({
  page,
}) => {
  const problems = recordProblems(page);
  await changePageWithinTheApp(page);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "connection", { value: { saveData: true } });
  });
  const requests = recordRequests(page);
  await page.goto("./writing");
  await waitForHydration(page);
  const chain = await postRouteChain(page);
  const link = page.getByRole("link", { name: newest.title }).first();
  await expect(link).toBeInViewport();
  await link.hover();
  await link.focus();
  // Observers and effects that the view and the pointer set off have run.
  await nextFrames(page);
  expect(requests.filter((path) => path.endsWith(".data"))).toEqual([]);
  expect((await page.evaluate(routerPrefetches)).filter((path) => chain.includes(path))).toEqual(
    [],
  );
  // The tap still changes page within the app, fetching the page then.
  await markPage(page);
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.title);
  expect(await stayedOnPage(page)).toBe(true);
  expect(requests).toContain(`${POST}.data`);
  expect(problems).toEqual([]);
});

test("a link out of view has its page fetched ahead once the visitor reaches for it", async ({
  page,
}) => {
  const problems = recordProblems(page);
  await changePageWithinTheApp(page);
  // A short screen, where the oldest post's link is far out of view.
  await page.setViewportSize({ width: 390, height: 400 });
  const requests = recordRequests(page);
  const arrived = fetchAheadArrived(page);
  await page.goto("./writing");
  await waitForHydration(page);
  await arrived;
  const oldest = [...FIXTURE.writing.posts].sort((a, b) => a.date.localeCompare(b.date))[0]!;
  const data = `${BASE_PATH}writing/${oldest.slug}.data`;
  const link = page.getByRole("link", { name: oldest.title }).first();
  await expect(link).not.toBeInViewport();
  await nextFrames(page);
  expect(requests).not.toContain(data);
  // Focused without scrolling it into view, as a keyboard's or a screen reader's visitor reaches it.
  await link.evaluate((anchor: HTMLElement) => anchor.focus({ preventScroll: true }));
  await expect.poll(() => requests.includes(data)).toBe(true);
  await expect(link).not.toBeInViewport();
  expect(problems).toEqual([]);
});

/** Where the browser has Speculation Rules: said so in every engine, so that each runs the page's side of them. */
async function prerenderPages(page: Page) {
  await page.addInitScript(() => {
    HTMLScriptElement.supports = (type: string) => type === "speculationrules";
  });
}

/** The selectors of the links the page's rules prerender at once. */
const prerenderedAtOnce = () => {
  type Where = { and?: Where[]; selector_matches?: string };
  const rules = JSON.parse(
    document.querySelector('script[type="speculationrules"]')!.textContent!,
  ) as { prerender: Array<{ where: Where; eagerness: string }> };
  return rules.prerender
    .filter((rule) => rule.eagerness === "immediate")
    .flatMap((rule) => rule.where.and ?? [])
    .flatMap((clause) => (clause.selector_matches ? [clause.selector_matches] : []));
};

/** Of the links in view to another of the site's pages, the address of the one nearest the middle. */
const nearestMiddle = (page: Page) =>
  page.locator("a[href]").evaluateAll((links, base) => {
    const middle = innerHeight / 2;
    const inView = links.flatMap((link) => {
      const { pathname, hash } = new URL((link as HTMLAnchorElement).href);
      const { top, bottom } = link.getBoundingClientRect();
      const isPage = pathname.startsWith(base) && pathname !== location.pathname;
      return isPage && !hash && !/\.[^/]*$/.test(pathname) && bottom > 0 && top < innerHeight
        ? [{ href: link.getAttribute("href"), distance: Math.abs((top + bottom) / 2 - middle) }]
        : [];
    });
    return inView.toSorted((a, b) => a.distance - b.distance)[0]?.href;
  }, BASE_PATH);

test("where pages are prerendered, the link in view nearest the middle of the screen is prerendered at once", async ({
  page,
}) => {
  const problems = recordProblems(page);
  await prerenderPages(page);
  await page.goto("./writing");
  await waitForHydration(page);
  const selectors = await page.evaluate(prerenderedAtOnce);
  expect(selectors).toHaveLength(1);
  const marked = page.locator(selectors[0]!);
  await expect(marked).toHaveCount(1);
  await expect(marked).toBeInViewport();
  await expect(marked).toHaveAttribute("href", (await nearestMiddle(page))!);
  expect(problems).toEqual([]);
});

/**
 * The writing index, hydrated and its fetch ahead running, on a clock that
 * from then on moves only as the test moves it (however busy the machine):
 * the links its rules prerender at once. The fetch ahead's module is held
 * back until the clock stands still, so the quiet time its prerender waits
 * for starts on the test's clock: on a real one, the moments a busy machine
 * took between the links' coming into view and the pause counted towards it.
 */
async function openWritingOnClock(page: Page) {
  await page.clock.install();
  const release = await holdRequests(page, isFetchAheadModule);
  await countLinksSeenInView(page);
  const arrived = fetchAheadArrived(page);
  await page.goto("./writing");
  await waitForHydration(page);
  await pauseClock(page, 50);
  release();
  await arrived;
  // Its module runs and observes the links; on the next frame, which the
  // clock does not hold back, those in view come into view...
  await expect.poll(() => page.evaluate(linksSeenInView)).toBeGreaterThan(0);
  // ...and the timer it then sets takes them: the candidates for the
  // prerender it starts once the visitor pauses, from this moment on.
  await page.clock.runFor(50);
  return page.locator((await page.evaluate(prerenderedAtOnce))[0]!);
}

/**
 * Counts, in the page, the links an IntersectionObserver is told came into
 * view: only the fetch ahead's observes links (the page's others watch what
 * fades in, headings and slides).
 */
async function countLinksSeenInView(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { linksSeenInView: number };
    record.linksSeenInView = 0;
    const Observer = IntersectionObserver;
    window.IntersectionObserver = class extends Observer {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super((entries, observer) => {
          callback(entries, observer);
          record.linksSeenInView += entries.filter(
            (entry) => entry.isIntersecting && entry.target.matches("a[href]"),
          ).length;
        }, options);
      }
    };
  });
}
const linksSeenInView = () => (window as unknown as { linksSeenInView: number }).linksSeenInView;

/**
 * Moves the page's clock on, a tenth of the quiet time at a time, until
 * `done`: the links coming into view are taken on a rendering frame, which
 * the test's clock does not move.
 */
async function runClockUntil(page: Page, done: () => Promise<boolean>) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(PRERENDER_QUIET_MS / 10);
        return done();
      },
      // Step after step, for as long as a slow machine takes to run them.
      { intervals: [0], timeout: 20_000 },
    )
    .toBe(true);
}

test("a prerender waits until the visitor has left the page alone for a moment", async ({
  page,
}) => {
  const problems = recordProblems(page);
  await prerenderPages(page);
  const marked = await openWritingOnClock(page);
  // A visitor pressing a key now and then, never still for as long: nothing starts.
  for (let press = 0; press < 6; press++) {
    await page.keyboard.press("Shift");
    await page.clock.runFor(PRERENDER_QUIET_MS - 100);
  }
  await expect(marked).toHaveCount(0);
  // Still since the last press for as long: the link in view is prerendered.
  await page.clock.runFor(100);
  await expect(marked).toHaveCount(1);
  await expect(marked).toBeInViewport();
  expect(problems).toEqual([]);
});

test("a link the visitor scrolls away from before pausing is prerendered only once they come back to it", async ({
  page,
}) => {
  const problems = recordProblems(page);
  await prerenderPages(page);
  const marked = await openWritingOnClock(page);
  // In view as the page loaded; the visitor scrolls to the end before pausing.
  const first = page.locator(`a[href="${(await nearestMiddle(page))!}"]`);
  await page.clock.runFor(PRERENDER_QUIET_MS / 2);
  await page.evaluate(() =>
    scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
  );
  await expect(first).not.toBeInViewport();
  await runClockUntil(page, async () => (await marked.count()) > 0);
  // Where the visitor stopped, one link in view (its links came into view over
  // several frames, as its entries were laid out), and not the one left behind.
  await expect(marked).toHaveCount(1);
  await expect(marked).toBeInViewport();
  await expect(marked.and(first)).toHaveCount(0);
  // Back where it was: the link left behind is a candidate again.
  await page.evaluate(() => scrollTo({ top: 0, behavior: "instant" }));
  await expect(first).toBeInViewport();
  await runClockUntil(page, async () => (await marked.and(first).count()) > 0);
  expect(problems).toEqual([]);
});

test("a visitor saving data gets nothing prerendered ahead", async ({ page }) => {
  const problems = recordProblems(page);
  await prerenderPages(page);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "connection", { value: { saveData: true } });
  });
  await page.clock.install();
  const arrived = fetchAheadArrived(page);
  await page.goto("./writing");
  await waitForHydration(page);
  await arrived;
  const selectors = await page.evaluate(prerenderedAtOnce);
  await expect(page.getByRole("link", { name: newest.title }).first()).toBeInViewport();
  // Left alone for as long as a prerender waits for.
  await page.clock.runFor(PRERENDER_QUIET_MS);
  await expect(page.locator(selectors[0]!)).toHaveCount(0);
  expect(problems).toEqual([]);
});
