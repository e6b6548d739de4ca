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
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./chromium.ts";
import { INTERACTION_FLOOR_PATH, bareCopyPath, serveOverTls } from "./bench-server.ts";
import { calibrateIn, calibrationLine } from "./bench-calibration.ts";
import { ROUTES } from "../app/route-table.ts";
import { thisContent } from "../pipeline/content/store.ts";
import { basePathOf } from "../app/lib/site-url.ts";
import { sitePages } from "../pipeline/content/pages.ts";

/** The owner's content, which the built site was made from. */
const { site, writing } = await thisContent();

/** `--interactions`: Interaction to Next Paint alone, while working on a control. */
const { values: options } = parseArgs({ options: { interactions: { type: "boolean" } } });

const CLIENT = "build/client";
const BASE_PATH = basePathOf(site.seo.siteUrl);
const RUNS = 5;

/** Lighthouse's mobile preset: slow 4G. */
const SLOW_4G = { latency: 150, download: (1.6 * 1024 * 1024) / 8, upload: (750 * 1024) / 8 };
/** How long a visitor looks at the page, once it has settled, before tapping a link. */
const LOOK_MS = 2500;
/** How long a finger rests on the screen in a tap. */
const TAP_MS = 80;
/**
 * From a tap's release to the first frame that shows the next page (its
 * cross-fade's first frame), medians; and how far above the bare page's
 * button a control's Interaction to Next Paint may be, medians.
 */
const GOALS = { prerenderedPaintMs: 100, withinTheAppPaintMs: 200, inpAboveFloorMs: 40 };
const PAINT_GOALS: Partial<Record<Way, number>> = {
  prerendered: GOALS.prerenderedPaintMs,
  "within the app": GOALS.withinTheAppPaintMs,
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

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const spread = (values: number[]) => ({ median: median(values), max: Math.max(...values) });
const ms = ({ median, max }: { median: number; max: number }) =>
  `${Math.round(median)} ms (worst ${Math.round(max)} ms)`;
const check = (ok: boolean) => (ok ? "ok  " : "MISS");
const pause = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay));

const { server, origin } = await serveOverTls(CLIENT, BASE_PATH);
const browser = await puppeteer.launch({
  executablePath: findChromium() ?? chromium.executablePath(),
  headless: true,
  args: ["--ignore-certificate-errors", ...CHROMIUM_ARGS],
});

/** The machine's speed, read in a blank tab, and the CPU slowdown that follows from it. */
const { benchmarkIndex, cpuSlowdown: CPU_SLOWDOWN } = await (async () => {
  const tab = await browser.newPage();
  try {
    return await calibrateIn((script) => tab.evaluate(script) as Promise<number>);
  } finally {
    await tab.close();
  }
})();
console.log(calibrationLine(benchmarkIndex, CPU_SLOWDOWN));

/** A fresh tab as a slow phone would have it, at `width` CSS pixels, with a touch screen if `touch`. */
async function slowPage(browser: Browser, width: number, way?: Way, touch = false): Promise<Page> {
  // A tab of the one browser profile: a prerendered page is handed over to the
  // tab only there (in a context of its own, Puppeteer loses the tab's frame).
  // Its cache holds the site's styles and scripts after the first run, as a
  // visitor's does once the first page has loaded.
  const page = await browser.newPage();
  await page.setViewport({ width, height: 844, hasTouch: touch, isMobile: touch });
  await page.emulateCPUThrottling(CPU_SLOWDOWN);
  await page.emulateNetworkConditions(SLOW_4G);
  // Where the browser has no Speculation Rules, the site's links change page within the app.
  if (way === "within the app") {
    await page.evaluateOnNewDocument(() => {
      HTMLScriptElement.supports = (type: string) => type !== "speculationrules";
    });
  }
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
  await page.touchscreen.touchStart(box.x + box.width / 2, box.y + box.height / 2);
  await pause(TAP_MS);
  // A prerendered page can take the tab before the release is acknowledged.
  await page.touchscreen.touchEnd().catch((error: unknown) => {
    if (!(error instanceof Error && error.name === "TargetCloseError")) throw error;
  });
  const shown = await shownPage(page, path, isWithinThePage(way)).catch((error: unknown) => {
    throw new Error(`${from} → ${to} (${way})`, { cause: error });
  });
  if (isPrerendered(way) !== shown.activationStart > 0) {
    throw new Error(
      `${from} → ${to} (${way}): the page was ${shown.activationStart > 0 ? "" : "not "}prerendered`,
    );
  }
  await page.close();
  return shown.paintedAt - shown.releasedAt;
}

/** The home page's controls, and how a visitor uses each. */
const INTERACTIONS: Array<{ name: string; width: number; act: (page: Page) => Promise<void> }> = [
  { name: "theme toggle", width: 390, act: (page) => page.click("#theme-toggle") },
  { name: "mobile menu", width: 390, act: (page) => page.click('button[aria-label="Menu"]') },
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
  },
  {
    name: "section link",
    width: 1280,
    act: (page) => page.click('header nav a[href$="#projects"]'),
  },
];

/** Starts counting the page's interactions afresh. */
const startMeasuring = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __inp: number }).__inp = 0));

/**
 * The longest interaction (Event Timing) while `act` runs on a freshly loaded
 * page: the home page, or `floor`, the bare page with one button.
 */
async function interactionToNextPaint(
  width: number,
  act: (page: Page) => Promise<void>,
  { floor = false } = {},
) {
  const page = await slowPage(browser, width);
  if (floor) await page.goto(`${origin}${INTERACTION_FLOOR_PATH}`);
  else {
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

const journeys = [];
const interactions = [];
const interactionFloor: number[] = [];
try {
  for (const journey of options.interactions ? [] : JOURNEYS) {
    const times = Object.fromEntries(WAYS.map((way) => [way, [] as number[]])) as Record<
      Way,
      number[]
    >;
    for (let run = 0; run < RUNS; run++) {
      for (const way of WAYS) times[way].push(await tapToPaint(journey.from, journey.to, way));
    }
    journeys.push({
      ...journey,
      ways: Object.fromEntries(WAYS.map((way) => [way, spread(times[way])])),
    });
  }
  for (let run = 0; run < RUNS; run++) {
    interactionFloor.push(
      await interactionToNextPaint(390, (page) => page.click("#floor-button"), { floor: true }),
    );
  }
  for (const { name, width, act } of INTERACTIONS) {
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await interactionToNextPaint(width, act));
    interactions.push({ name, width, inpMs: spread(runs) });
  }
} finally {
  await browser.close();
  server.close();
}

if (!options.interactions) {
  console.log(
    `\nThe next page: from a tap's release to its first paint (median and worst of ${RUNS} runs; Chromium, CPU ${CPU_SLOWDOWN}x slower, slow 4G, 390 px, a touch screen; the tap ${LOOK_MS / 1000} s after the page settled, ${TAP_MS} ms long)`,
  );
}
for (const journey of journeys) {
  console.log(`\n${journey.from} → ${journey.to}`);
  for (const way of WAYS) {
    const times = journey.ways[way]!;
    const limit = PAINT_GOALS[way];
    const goal = limit === undefined ? "    " : check(times.median <= limit);
    const floor = FLOORS[way] && journey.ways[FLOORS[way]]!;
    const aboveFloor = floor
      ? `, ${Math.round(times.median - floor.median)} ms above its floor`
      : "";
    console.log(
      `  ${goal} ${way.padEnd(17)} ${ms(times)}${limit === undefined ? "" : ` (goal: median at most ${limit} ms${aboveFloor})`}`,
    );
  }
}
console.log(
  `\nInteraction to Next Paint on the home page (median and worst of ${RUNS} runs; CPU ${CPU_SLOWDOWN}x slower; Event Timing reports 16 ms and up, 0 is below)`,
);
console.log(
  `       floor                     ${ms(spread(interactionFloor))}: a bare page's one button, on the same machine`,
);
const floorInp = spread(interactionFloor);
for (const { name, width, inpMs } of interactions) {
  const above = inpMs.median - floorInp.median;
  console.log(
    `  ${check(above <= GOALS.inpAboveFloorMs)} ${name.padEnd(25)} ${ms(inpMs)} at ${width} px: ${Math.round(above)} ms above the floor (goal: at most ${GOALS.inpAboveFloorMs})`,
  );
}
if (options.interactions) process.exit(0);
await writeFile(
  "bench/results/clicks.json",
  `${JSON.stringify({ date: new Date().toISOString(), goals: GOALS, journeys, interactionFloor, interactions }, null, 2)}\n`,
);
console.log("\nFigures written to bench/results/clicks.json");
