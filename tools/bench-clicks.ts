// `npm run bench`, its last part: what a visitor's clicks cost on a slow phone,
// in Chromium with its CPU slowed to match the machine (bench-calibration.ts:
// the phone Lighthouse's 4x simulates on its reference machine) and its network as Lighthouse's mobile
// preset (150 ms round trips, 1.6 Mbps down), against the build bench.ts made,
// served the same way (HTTP/2 over TLS).
//
// - The next page: from a tap's release to the next page's first paint, for
//   the links a visitor follows most, tapped as a phone taps (a touch screen,
//   no pointer resting on the link first; press, 80 ms, release) 2.5 s after
//   the page settled, in three ways: with the Speculation Rules every page
//   carries (Chromium); a plain page load (the rules taken out of the page);
//   and a change of page within the app, as browsers without Speculation Rules
//   get it. Beside them, two floors: the next page's bare HTML prerendered, or
//   swapped into the page at the tap (FLOORS).
// - Interaction to Next Paint (Event Timing) of the home page's controls.
//
// Chromium is driven through puppeteer-core: Playwright attaches to a page in
// a way that turns Chromium's prerendering off (its status reads
// PrerenderingDisabledByDevTools).
import { mkdir, writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { CHROMIUM_ARGS, wholeChromium } from "./chromium.ts";
import {
  INTERACTION_FLOOR_PATH,
  bareCopyPath,
  serveOverTls,
  trustCertificateFlag,
} from "./bench-server.ts";
import { SLOW_4G_IN_BROWSER, calibrateBrowser, calibrationLine } from "./bench-calibration.ts";
import { check, ms, spread } from "./bench-stats.ts";
import { ROUTES } from "../app/route-table.ts";
import { thisContent } from "../pipeline/content/store.ts";
import { basePathOf } from "../app/lib/site-url.ts";
import { sitePages } from "../pipeline/content/pages.ts";

/** The owner's content, which the built site was made from. */
const { site, writing } = await thisContent();

/**
 * `--interactions`: Interaction to Next Paint alone, while working on a control;
 * `--rounds=N`: how many rounds, each of every way in turn (5 unless told).
 */
const { values: options } = parseArgs({
  options: { interactions: { type: "boolean" }, rounds: { type: "string", default: "5" } },
});

const CLIENT = "build/client";
const BASE_PATH = basePathOf(site.seo.siteUrl);
const RUNS = Number(options.rounds);
/** How long a visitor looks at the page, once it has settled, before tapping a link. */
const LOOK_MS = 2500;
/** How long a finger rests on the screen in a tap. */
const TAP_MS = 80;
/**
 * From a tap's release to the first frame that shows the next page (its
 * cross-fade's first frame), medians: how far above its floor, measured in the
 * same rounds, each way may be, and never later than a plain page load of it;
 * how far above the same effect on a bare page a control's Interaction to Next
 * Paint may be, medians; and what fetching ahead may cost a visitor who taps
 * nothing, per page view (nothing for one saving data).
 */
const GOALS = {
  prerenderedAboveFloorMs: 50,
  withinTheAppAboveFloorMs: 100,
  inpAboveFloorMs: 40,
  aheadBytesPerView: 50 * 1024,
};
const ABOVE_FLOOR_GOALS: Partial<Record<Way, number>> = {
  prerendered: GOALS.prerenderedAboveFloorMs,
  "within the app": GOALS.withinTheAppAboveFloorMs,
};

type Way =
  "prerendered" | "page load" | "within the app" | "bare, prerendered" | "bare, swapped in";
/**
 * The floors, beside the site's ways: the next page's HTML alone (a bare copy,
 * bench-server.ts), with its stylesheet and cross-fade but no script, either
 * prerendered before the tap or fetched before it and swapped into the page
 * at the tap, the way a change within the app shows it. No framework can
 * show that page sooner on the same machine.
 */
const FLOORS: Partial<Record<Way, Way>> = {
  prerendered: "bare, prerendered",
  "within the app": "bare, swapped in",
};
const isPrerendered = (way: Way) => way === "prerendered" || way === "bare, prerendered";
const isWithinThePage = (way: Way) => way === "within the app" || way === "bare, swapped in";
const isBare = (way: Way) => way.startsWith("bare");

const pause = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay));

const { server, served, origin } = await serveOverTls(CLIENT, BASE_PATH);
const browser = await puppeteer.launch({
  executablePath: wholeChromium("npm run bench"),
  headless: true,
  args: [await trustCertificateFlag(), ...CHROMIUM_ARGS],
});

/** The machine's speed, read in a blank tab, and the CPU slowdown that follows from it. */
const { benchmarkIndex, cpuSlowdown: CPU_SLOWDOWN } = await calibrateBrowser(browser);
console.log(calibrationLine(benchmarkIndex, CPU_SLOWDOWN));

/**
 * A browser without Speculation Rules (Safari, Firefox), run in a tab before
 * the page: the page is told it has none, so its links change page within the
 * app; and the rules every page carries are taken out once it is parsed, since
 * Chromium would still act on them: a touch on a link would prerender its page
 * beside the change within the app, taking the CPU and the network from it.
 */
function withoutSpeculationRules() {
  HTMLScriptElement.supports = (type: string) => type !== "speculationrules";
  document.addEventListener("DOMContentLoaded", () => {
    for (const rules of document.querySelectorAll('script[type="speculationrules"]')) {
      rules.remove();
    }
  });
}

/** A fresh tab as a slow phone would have it, at `width` CSS pixels, with a touch screen if `touch`. */
async function slowPage(browser: Browser, width: number, way?: Way, touch = false): Promise<Page> {
  // A tab of the one browser profile: a prerendered page is handed over to the
  // tab only there (in a context of its own, Puppeteer loses the tab's frame).
  // Its cache holds the site's styles and scripts after the first run, as a
  // visitor's does once the first page has loaded.
  const page = await browser.newPage();
  await page.setViewport({ width, height: 844, hasTouch: touch, isMobile: touch });
  await page.emulateCPUThrottling(CPU_SLOWDOWN);
  await page.emulateNetworkConditions(SLOW_4G_IN_BROWSER);
  // Where the browser has no Speculation Rules, the site's links change page within the app.
  if (way === "within the app") await page.evaluateOnNewDocument(withoutSpeculationRules);
  return page;
}

const url = (path: string) => `${origin}${BASE_PATH}${path.slice(1)}`;
const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), {
    timeout: 60_000,
  });

/** What the page at `path` reports once it shows and has painted, or null before. */
function readShownPage(path: string, withinTheApp: boolean) {
  const paint = withinTheApp
    ? Number(sessionStorage.getItem("bench-painted-at") ?? NaN)
    : performance.timeOrigin +
      (performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN);
  if (location.pathname !== path || Number.isNaN(paint)) return null;
  const navigation = performance.getEntriesByType("navigation")[0] as
    (PerformanceNavigationTiming & { activationStart: number }) | undefined;
  return {
    releasedAt: Number(sessionStorage.getItem("bench-released-at")),
    paintedAt: paint,
    activationStart: navigation?.activationStart ?? 0,
  };
}
type ShownPage = NonNullable<ReturnType<typeof readShownPage>>;

/**
 * The page at `path` once the tab shows it and has painted it: when the tap
 * was released, when the page painted (its first contentful paint, or `withinTheApp`
 * the frame that showed its heading), and its activation (after a prerender).
 * A page loaded as a document is asked through a DevTools session of its own:
 * Puppeteer's page loses its frame when a prerendered page takes the tab.
 */
async function shownPage(page: Page, path: string, withinTheApp: boolean): Promise<ShownPage> {
  const expression = `(${readShownPage.toString()})(${JSON.stringify(path)}, ${withinTheApp})`;
  for (const started = Date.now(); Date.now() - started < 60_000; await pause(20)) {
    if (withinTheApp) {
      const shown = await page.evaluate(expression);
      if (shown) return shown as ShownPage;
      continue;
    }
    const target = browser
      .targets()
      .find((target) => target.type() === "page" && new URL(target.url()).pathname === path);
    if (!target) continue;
    const session = await target.createCDPSession();
    try {
      const { result } = await session.send("Runtime.evaluate", {
        expression,
        returnByValue: true,
      });
      if (result.value) return result.value as ShownPage;
    } finally {
      await session.detach();
    }
  }
  throw new Error(`${path} was not shown`);
}

/**
 * From the release of a tap on the link to `to` on the page at `from` to the
 * next page's first paint: for a page load, its first contentful paint;
 * within the app, the first frame that shows the new page's heading.
 */
async function tapToPaint(from: string, to: string, way: Way): Promise<number> {
  const page = await slowPage(browser, 390, way, true);
  const link = `a[href="${BASE_PATH}${to.slice(1)}"]`;
  let path = `${BASE_PATH}${to.slice(1)}`.replace(/\/$/, "") || "/";
  if (isBare(way)) {
    await page.goto(`${origin}${bareCopyPath(`${BASE_PATH}${from.slice(1)}`)}`);
    path = bareCopyPath(path);
    await page.$eval(
      link,
      (anchor, path, prerender) => {
        if (prerender) {
          (anchor as HTMLAnchorElement).href = path;
          const rules = document.createElement("script");
          rules.type = "speculationrules";
          rules.textContent = JSON.stringify({
            prerender: [{ urls: [path], eagerness: "immediate" }],
          });
          document.head.append(rules);
          return;
        }
        const next = fetch(path).then((response) => response.text());
        anchor.addEventListener("click", (event) => {
          event.preventDefault();
          void next.then((html) => {
            const page = new DOMParser().parseFromString(html, "text/html");
            const swap = () => {
              history.pushState(null, "", path);
              document.title = page.title;
              document.body.replaceChildren(...page.body.childNodes);
              scrollTo(0, 0);
            };
            if (matchMedia("(prefers-reduced-motion: reduce)").matches) swap();
            else document.startViewTransition(swap);
          });
        });
      },
      path,
      way === "bare, prerendered",
    );
  } else {
    await page.goto(url(from));
    await hydrated(page);
  }
  if (way === "page load") {
    await page.evaluate(() => document.querySelector('script[type="speculationrules"]')?.remove());
  }
  const anchor = (await page.$(isPrerendered(way) && isBare(way) ? `a[href="${path}"]` : link))!;
  await page.evaluate((path) => {
    // The release's time, in the tab's session storage, which the next page
    // reads, prerendered or not (a prerendered page takes the tab's on
    // activation).
    addEventListener(
      "pointerup",
      (event) =>
        sessionStorage.setItem(
          "bench-released-at",
          String(performance.timeOrigin + event.timeStamp),
        ),
      { capture: true, once: true },
    );
    // Within the app: the first frame once the address has changed and the
    // next page's heading is in the document.
    const heading = document.querySelector("h1");
    const headingText = heading?.textContent;
    new MutationObserver((_, observer) => {
      const next = document.querySelector("h1");
      // A page of another kind has a heading of its own; one of the same kind
      // (a post after a post) keeps the element and changes its text.
      const changed = next !== heading || next?.textContent !== headingText;
      if (location.pathname !== path || !next || !changed) return;
      observer.disconnect();
      requestAnimationFrame((frame) =>
        sessionStorage.setItem("bench-painted-at", String(performance.timeOrigin + frame)),
      );
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, path);
  await anchor.scrollIntoView();
  await pause(LOOK_MS);
  const box = (await anchor.boundingBox())!;
  // Within the page, the next page's document is never asked for: a browser
  // prefetching or prerendering it beside the change would take the CPU and
  // the network from it, where a browser without Speculation Rules would not.
  const documentsAsked: string[] = [];
  if (isWithinThePage(way)) {
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === path) documentsAsked.push(request.resourceType());
    });
  }
  await page.touchscreen.touchStart(box.x + box.width / 2, box.y + box.height / 2);
  await pause(TAP_MS);
  // A prerendered page can take the tab before the release is acknowledged.
  await page.touchscreen.touchEnd().catch((error: unknown) => {
    if (!(error instanceof Error && error.name === "TargetCloseError")) throw error;
  });
  const shown = await shownPage(page, path, isWithinThePage(way)).catch((error: unknown) => {
    throw new Error(`${from} → ${to} (${way})`, { cause: error });
  });
  if (documentsAsked.length > 0) {
    throw new Error(
      `${from} → ${to} (${way}): the browser asked for the next page (${documentsAsked.join(", ")}) beside the change within the page`,
    );
  }
  if (isPrerendered(way) !== shown.activationStart > 0) {
    throw new Error(
      `${from} → ${to} (${way}): the page was ${shown.activationStart > 0 ? "" : "not "}prerendered`,
    );
  }
  await page.close();
  return shown.paintedAt - shown.releasedAt;
}

/**
 * The floors of the home page's controls: on the bare copy of the home page
 * (its HTML and stylesheet, as heavy as it and without a script), the same
 * effect with nothing else, run in the page before the control is used. Each
 * is the least any code could do for that control on a page of that size.
 */
const FLOOR_EFFECTS = {
  /** The same change of theme: one attribute on the root, every element's style recalculated. */
  theme() {
    document.getElementById("theme-toggle")!.addEventListener("click", () => {
      const root = document.documentElement;
      root.dataset.theme = root.dataset.theme === "dark" ? "light" : "dark";
    });
  },
  /** A bare disclosure: the button's state and its list's, shown by the stylesheet. */
  menu() {
    const button = document.querySelector<HTMLButtonElement>('button[aria-label="Menu"]')!;
    const list = document.getElementById(button.getAttribute("aria-controls")!)!;
    button.addEventListener("click", () => {
      const open = button.ariaExpanded !== "true";
      button.ariaExpanded = String(open);
      list.dataset.open = String(open);
    });
  },
  /** The same scroll of the carousel's track, and the dot marked. */
  carousel() {
    const dots = document.querySelectorAll<HTMLButtonElement>('button[aria-label^="Show image"]');
    dots.forEach((dot, index) =>
      dot.addEventListener("click", () => {
        const track = document.getElementById(dot.getAttribute("aria-controls")!)!;
        dots.forEach((other) => (other.ariaCurrent = String(other === dot)));
        track.scrollTo({ left: index * track.clientWidth, behavior: "smooth" });
      }),
    );
  },
  /** A bare popover: a line of text shown beside the focused link. */
  tooltip() {
    const tip = Object.assign(document.createElement("div"), { popover: "manual" });
    tip.setAttribute("role", "tooltip");
    document.body.append(tip);
    document.addEventListener("focusin", (event) => {
      tip.textContent = (event.target as Element).getAttribute("aria-label") ?? "";
      tip.showPopover();
    });
  },
  /**
   * The browser's own jump to the section, with no script at all: the bare
   * copy's section links pointed at its own sections (they lead to the home
   * page's address, which is not the bare copy's).
   */
  sectionLink() {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href*="#"]')) {
      link.setAttribute("href", new URL(link.href).hash);
    }
  },
};

/** The home page's controls, how a visitor uses each, and the floor each is held to. */
const INTERACTIONS: Array<{
  name: string;
  width: number;
  act: (page: Page) => Promise<void>;
  floor: keyof typeof FLOOR_EFFECTS;
  floorName: string;
}> = [
  {
    name: "theme toggle",
    width: 390,
    act: (page) => page.click("#theme-toggle"),
    floor: "theme",
    floorName: "the same root attribute changed on the bare page",
  },
  {
    name: "mobile menu",
    width: 390,
    act: (page) => page.click('button[aria-label="Menu"]'),
    floor: "menu",
    floorName: "a bare disclosure",
  },
  {
    name: "carousel dot",
    width: 390,
    act: async (page) => {
      const dot = (await page.$('button[aria-label^="Show image 2 of"]'))!;
      await dot.scrollIntoView();
      await pause(500);
      await startMeasuring(page);
      await dot.click();
    },
    floor: "carousel",
    floorName: "the same scroll, bare",
  },
  {
    name: "tooltip (keyboard focus)",
    width: 1280,
    act: async (page) => {
      // The contact section's first link, which a tooltip describes.
      await page.evaluate(() => document.getElementById("contact")!.focus());
      await startMeasuring(page);
      await page.keyboard.press("Tab");
    },
    floor: "tooltip",
    floorName: "a bare popover",
  },
  {
    name: "section link",
    width: 1280,
    act: (page) => page.click('header nav a[href$="#projects"]'),
    floor: "sectionLink",
    floorName: "the browser's own jump",
  },
];

/** Starts counting the page's interactions afresh. */
const startMeasuring = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __inp: number }).__inp = 0));

/**
 * The longest interaction (Event Timing) while `act` runs on a freshly loaded
 * page: the home page; or with `floor`, the bare copy of the home page with
 * that effect alone; or with `button`, the bare page with one button.
 */
async function interactionToNextPaint(
  width: number,
  act: (page: Page) => Promise<void>,
  { floor, button = false }: { floor?: keyof typeof FLOOR_EFFECTS; button?: boolean } = {},
) {
  const page = await slowPage(browser, width);
  if (button) await page.goto(`${origin}${INTERACTION_FLOOR_PATH}`);
  else if (floor) {
    await page.goto(`${origin}${bareCopyPath(BASE_PATH)}`);
    // The page as it is once scripts run, where the controls show (the boot script's class).
    await page.evaluate(() => document.documentElement.classList.add("js"));
    await page.evaluate(
      `(${FLOOR_EFFECTS[floor].toString().replace(/^\w+\(\)/, "function ()")})()`,
    );
  } else {
    await page.goto(url("/"));
    await hydrated(page);
  }
  await page.evaluate(() => {
    const bench = window as unknown as { __inp: number };
    bench.__inp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId) bench.__inp = Math.max(bench.__inp, entry.duration);
      }
    }).observe({
      type: "event",
      durationThreshold: 16,
      buffered: false,
    } as PerformanceObserverInit);
  });
  await startMeasuring(page);
  await act(page);
  // Event Timing reports an interaction once its next frame is presented.
  await pause(1000);
  const inp = await page.evaluate(() => (window as unknown as { __inp: number }).__inp);
  await page.close();
  return inp;
}

/**
 * What a page view fetches for other pages while the visitor taps nothing: the
 * bytes on the wire (gzip, headers included) from the page's load until
 * LOOK_MS after it settled, in a fresh browser context (an empty cache), the
 * way a phone without Speculation Rules changes page (within the app); less
 * the same view with Save-Data on, which fetches the page's own files and
 * nothing ahead. With Save-Data, what it fetched of another page: another
 * page's document or data, or a route module of a page it is not.
 */
async function bytesAheadPerView(path: string) {
  const view = async (saveData: boolean) => {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 390, height: 844, hasTouch: true, isMobile: true });
    await page.emulateCPUThrottling(CPU_SLOWDOWN);
    await page.emulateNetworkConditions(SLOW_4G_IN_BROWSER);
    await page.evaluateOnNewDocument(withoutSpeculationRules);
    const devTools = await page.createCDPSession();
    await devTools.send("Emulation.setDataSaverOverride", { dataSaverEnabled: saveData });
    const urls = new Map<string, string>();
    const bytes = new Map<string, number>();
    devTools.on("Network.requestWillBeSent", ({ requestId, request }) =>
      urls.set(requestId, new URL(request.url).pathname),
    );
    devTools.on("Network.loadingFinished", ({ requestId, encodedDataLength }) =>
      bytes.set(requestId, encodedDataLength),
    );
    await devTools.send("Network.enable");
    await page.goto(url(path));
    await hydrated(page);
    await pause(LOOK_MS);
    // The route modules, and those the page itself runs (the router's cache of them).
    const own = await page.evaluate(() => {
      const { __reactRouterManifest: manifest, __reactRouterRouteModules: loaded } =
        window as unknown as {
          __reactRouterManifest: { routes: Record<string, { module: string }> };
          __reactRouterRouteModules: Record<string, unknown>;
        };
      const routes = Object.entries(manifest.routes);
      return {
        routeModules: routes.map(([, route]) => route.module),
        shownModules: routes.filter(([id]) => id in loaded).map(([, route]) => route.module),
      };
    });
    await context.close();
    const total = [...bytes.values()].reduce((sum, size) => sum + size, 0);
    const pagePath = new URL(url(path)).pathname.replace(/\/$/, "");
    const forAnotherPage = [...bytes].filter(([id]) => {
      const requested = urls.get(id) ?? "";
      const page = requested.replace(/(\.data|\.html|\/)$/, "");
      const isPage = requested.endsWith(".data") || !/\.[a-z0-9]+$/.test(requested);
      return (
        (isPage && page !== pagePath) ||
        (own.routeModules.includes(requested) && !own.shownModules.includes(requested))
      );
    });
    return {
      total,
      forAnotherPage: forAnotherPage.reduce((sum, [, size]) => sum + size, 0),
    };
  };
  const saving = await view(true);
  const plain = await view(false);
  const withRules = await servedInAView(path, false);
  const withRulesSaving = await servedInAView(path, true);
  return {
    path,
    aheadBytes: Math.max(0, plain.total - saving.total),
    prerenderedAheadBytes: Math.max(0, withRules - withRulesSaving),
    saveDataAheadBytes: saving.forAnotherPage,
  };
}

/**
 * What the server sent in a page view with the Speculation Rules on, as
 * Chromium loads it (its prerenders included), from the page's load until
 * LOOK_MS after it settled, in a fresh browser context. Read at the server: a
 * DevTools session of its own on the page would turn prerendering off. With
 * Save-Data (told through such a session) nothing is fetched ahead, so that
 * view's bytes are the page's own.
 */
async function servedInAView(path: string, saveData: boolean): Promise<number> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 390, height: 844, hasTouch: true, isMobile: true });
  await page.emulateCPUThrottling(CPU_SLOWDOWN);
  await page.emulateNetworkConditions(SLOW_4G_IN_BROWSER);
  if (saveData) {
    const devTools = await page.createCDPSession();
    await devTools.send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
  }
  const before = served.bytes;
  await page.goto(url(path));
  await hydrated(page);
  await pause(LOOK_MS);
  const bytes = served.bytes - before;
  await context.close();
  return bytes;
}

// The posts, newest first, as the index lists them.
const { posts: published } = writing;
const caseStudy = sitePages(writing, ROUTES).find((page) => page.path.startsWith("/projects/"));
const JOURNEYS = [
  { from: "/", to: "/resume" },
  ...(caseStudy ? [{ from: "/", to: caseStudy.path }] : []),
  ...(published.length > 0 ? [{ from: "/writing", to: `/writing/${published[0]!.slug}` }] : []),
  ...(published.length > 1
    ? [{ from: `/writing/${published[0]!.slug}`, to: `/writing/${published[1]!.slug}` }]
    : []),
];
const WAYS: Way[] = [
  "prerendered",
  "bare, prerendered",
  "within the app",
  "bare, swapped in",
  "page load",
];

/** The page views whose fetching ahead is weighed: one of each kind a visitor lands on. */
const VIEWS = [...new Set(["/", "/writing", ...JOURNEYS.map((journey) => journey.to)])];

const journeys = [];
const interactions = [];
const interactionFloor: number[] = [];
const aheadPerView: Array<Awaited<ReturnType<typeof bytesAheadPerView>>> = [];
try {
  for (const journey of options.interactions ? [] : JOURNEYS) {
    const times = Object.fromEntries(WAYS.map((way) => [way, [] as number[]])) as Record<
      Way,
      number[]
    >;
    // Round by round, every way in turn, so that each meets the machine as its floor does.
    for (let run = 0; run < RUNS; run++) {
      for (const way of WAYS) times[way].push(await tapToPaint(journey.from, journey.to, way));
    }
    journeys.push({
      ...journey,
      ways: Object.fromEntries(WAYS.map((way) => [way, spread(times[way])])) as Record<
        Way,
        ReturnType<typeof spread>
      >,
    });
  }
  for (const path of options.interactions ? [] : VIEWS) {
    aheadPerView.push(await bytesAheadPerView(path));
  }
  const runs = Object.fromEntries(INTERACTIONS.map(({ name }) => [name, [] as number[]]));
  const floorRuns = Object.fromEntries(INTERACTIONS.map(({ name }) => [name, [] as number[]]));
  for (let run = 0; run < RUNS; run++) {
    interactionFloor.push(
      await interactionToNextPaint(390, (page) => page.click("#floor-button"), { button: true }),
    );
    for (const { name, width, act, floor } of INTERACTIONS) {
      runs[name]!.push(await interactionToNextPaint(width, act));
      floorRuns[name]!.push(await interactionToNextPaint(width, act, { floor }));
    }
  }
  for (const { name, width, floorName } of INTERACTIONS) {
    interactions.push({
      name,
      width,
      floorName,
      inpMs: spread(runs[name]!),
      floorMs: spread(floorRuns[name]!),
    });
  }
} finally {
  await browser.close();
  server.close();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** Milliseconds later (+) or sooner (-) than what they are held against. */
const signed = (ms: number) =>
  new Intl.NumberFormat("en", { signDisplay: "exceptZero" }).format(Math.round(ms));
/** Each way's goal against its floor and a plain page load, as one line's verdict and words. */
function paintGoal(ways: Record<Way, { median: number; max: number }>, way: Way) {
  const aboveFloorGoal = ABOVE_FLOOR_GOALS[way];
  const floorWay = FLOORS[way];
  if (aboveFloorGoal === undefined || !floorWay) return undefined;
  const above = ways[way].median - ways[floorWay].median;
  const load = ways["page load"].median;
  return {
    met: above <= aboveFloorGoal && ways[way].median <= load,
    text: `${signed(above)} ms against its floor (goal: at most +${aboveFloorGoal}), ${signed(ways[way].median - load)} ms against a plain page load (goal: at most 0)`,
  };
}

if (!options.interactions) {
  console.log(
    `\nThe next page: from a tap's release to its first paint (median and worst of ${RUNS} rounds, every way in turn in each; Chromium, CPU ${CPU_SLOWDOWN}x slower, slow 4G, 390 px, a touch screen; the tap ${LOOK_MS / 1000} s after the page settled, ${TAP_MS} ms long)`,
  );
}
for (const journey of journeys) {
  console.log(`\n${journey.from} → ${journey.to}`);
  for (const way of WAYS) {
    const goal = paintGoal(journey.ways, way);
    console.log(
      `  ${goal ? check(goal.met) : "    "} ${way.padEnd(17)} ${ms(journey.ways[way])}${goal ? `: ${goal.text}` : ""}`,
    );
  }
}
if (!options.interactions) {
  console.log(
    `\nFetching ahead, per page view of a visitor who taps nothing (within the app, and with Chromium's Speculation Rules; ${LOOK_MS / 1000} s after the page settled; bytes on the wire)`,
  );
  for (const view of aheadPerView) {
    console.log(
      `  ${check(view.aheadBytes <= GOALS.aheadBytesPerView)} ${view.path.padEnd(30)} ${kb(view.aheadBytes)} (goal: at most ${kb(GOALS.aheadBytesPerView)})`,
    );
    console.log(
      `  ${check(view.prerenderedAheadBytes <= GOALS.aheadBytesPerView)} ${"  with Speculation Rules".padEnd(30)} ${kb(view.prerenderedAheadBytes)}, its prerenders included (goal: at most ${kb(GOALS.aheadBytesPerView)})`,
    );
    console.log(
      `  ${check(view.saveDataAheadBytes === 0)} ${"  with Save-Data".padEnd(30)} ${kb(view.saveDataAheadBytes)} of another page (goal: nothing)`,
    );
  }
}
console.log(
  `\nInteraction to Next Paint on the home page (median and worst of ${RUNS} rounds, each control and its floor in turn; CPU ${CPU_SLOWDOWN}x slower; Event Timing reports 16 ms and up, 0 is below)`,
);
console.log(
  `       a bare page's one button  ${ms(spread(interactionFloor))}, on the same machine`,
);
for (const { name, width, inpMs, floorMs, floorName } of interactions) {
  const above = inpMs.median - floorMs.median;
  console.log(
    `  ${check(above <= GOALS.inpAboveFloorMs)} ${name.padEnd(25)} ${ms(inpMs)} at ${width} px; its floor, ${floorName}, ${ms(floorMs)}: ${signed(above)} ms against it (goal: at most +${GOALS.inpAboveFloorMs})`,
  );
}
if (options.interactions) process.exit(0);
// Made by bench.ts too; this part also runs alone.
await mkdir("bench/results", { recursive: true });
await writeFile(
  "bench/results/clicks.json",
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      calibration: { benchmarkIndex, cpuSlowdown: CPU_SLOWDOWN },
      rounds: RUNS,
      goals: GOALS,
      journeys: journeys.map((journey) => ({
        ...journey,
        goals: Object.fromEntries(
          WAYS.flatMap((way) => {
            const goal = paintGoal(journey.ways, way);
            return goal ? [[way, goal]] : [];
          }),
        ),
      })),
      aheadPerView,
      interactionFloor,
      interactions,
    },
    null,
    2,
  )}\n`,
);
console.log("\nFigures written to bench/results/clicks.json");
