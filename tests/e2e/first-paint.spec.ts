import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import { WEB_FONT_CLASS, WEB_FONT_STORAGE_KEY } from "../../app/lib/web-font";
import { expectMediaQuery, PAGES, nextFrames, waitForHydration } from "./support";
import { tagged } from "./engines";

const FONT_FILE = /\.woff2$/;
const STYLESHEET = /\/assets\/app-[^/]+\.css$/;

/** Records every layout shift from the start of each load, for layoutShifts(). */
async function recordLayoutShifts(page: Page) {
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
const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts?: string[] }).layoutShifts ?? null);

/** The font families Chromium drew the text of the first `selector` with. */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

/** Waits until Inter's subset face has stopped loading: "loaded" or "error". */
function interSettled(page: Page) {
  return page.waitForFunction(() =>
    [...document.fonts].some(
      (face) =>
        face.family.replaceAll('"', "") === "Inter Variable" &&
        face.unicodeRange.startsWith("U+20-7E") &&
        (face.status === "loaded" || face.status === "error"),
    ),
  );
}

const storedFont = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), WEB_FONT_STORAGE_KEY);

test.describe("the web font never holds up or moves the text", tagged("@chromium-apis"), () => {
  test.beforeEach(({ page }) => recordLayoutShifts(page));

  test("a first visit paints in the fallback and fetches Inter only after its first paint, for the next page load", async ({
    page,
  }) => {
    await page.goto("./");
    await waitForHydration(page);
    await expect.poll(() => storedFont(page)).toMatch(/\/assets\/inter-basic-wght-[\w-]+\.woff2$/);
    expect(await page.locator("html").getAttribute("class")).not.toContain(WEB_FONT_CLASS);
    expect(await renderedFonts(page, "h1")).not.toContain("Inter");
    const { firstPaint, fonts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
      fonts: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".woff2"))
        .map((entry) => entry.startTime),
    }));
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toBeGreaterThan(firstPaint);
    expect(await layoutShifts(page)).toEqual([]);
  });

  test("the next page load sets its text in Inter from the first paint, from the one subset file", async ({
    page,
  }) => {
    await page.goto("./");
    await expect.poll(() => storedFont(page)).not.toBeNull();
    // Watched through the protocol, which says where each response came from.
    // Not page.route(): routing any request turns Chromium's HTTP cache off.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    const fonts = new Map<string, { path: string; fromCache: boolean }>();
    cdp.on("Network.responseReceived", ({ requestId, response }) => {
      if (FONT_FILE.test(response.url)) {
        fonts.set(requestId, {
          path: new URL(response.url).pathname,
          fromCache: response.fromDiskCache ?? false,
        });
      }
    });
    await page.goto("./resume");
    await waitForHydration(page);
    await interSettled(page);
    await cdp.detach();
    expect(await page.locator("html").getAttribute("class")).toContain(WEB_FONT_CLASS);
    expect(await renderedFonts(page, "h1")).toEqual(["Inter"]);
    expect(
      [...fonts.values()],
      "text outside the font subset: add its characters to SUBSET_RANGES (app/lib/font-faces.ts), then npm run fonts",
    ).toEqual([{ path: await storedFont(page), fromCache: true }]);
    // Optional faces never swap, so no shift means the first paint was set in Inter too.
    expect(await layoutShifts(page)).toEqual([]);
    // The first paint has only the page's own inlined CSS: that alone must choose Inter.
    await page.evaluate(() => {
      for (const link of document.querySelectorAll("link[rel=stylesheet]")) link.remove();
    });
    expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
    expect(await renderedFonts(page, "h1")).toEqual(["Inter"]);
  });

  const failures: Array<[string, Parameters<Page["route"]>[1]]> = [
    [
      "arrives a second late",
      async (route) => {
        // The network's delay, not the test's: the font answers long after its 100 ms block period.
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      },
    ],
    ["is missing", (route) => route.fulfill({ status: 404, body: "" })],
    ["is blocked", (route) => route.abort("blockedbyclient")],
  ];
  for (const [what, answer] of failures) {
    test(`when the font a page expects from the cache ${what}, the text stays in the fallback and nothing moves`, async ({
      page,
    }) => {
      await page.goto("./");
      await expect.poll(() => storedFont(page)).not.toBeNull();
      // A routed request skips the HTTP cache, as an evicted font would.
      await page.route(FONT_FILE, answer);
      await page.goto("./writing");
      await waitForHydration(page);
      expect(await page.locator("html").getAttribute("class")).toContain(WEB_FONT_CLASS);
      await interSettled(page);
      await nextFrames(page);
      expect(await renderedFonts(page, "h1")).not.toContain("Inter");
      expect(await layoutShifts(page)).toEqual([]);
    });
  }
});

/** Each element's box and colours, in document order. */
function layoutOf(page: Page) {
  return page.evaluate(() =>
    [...document.body.querySelectorAll("*")].map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return [
        element.tagName,
        element.id,
        box.x,
        box.y,
        box.width,
        box.height,
        style.color,
        style.backgroundColor,
      ].join(" ");
    }),
  );
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

/** How long the network holds back the rest of a page's HTML, as a slow one may. */
const STALL_MS = 400;

/**
 * A proxy in front of the served site whose connection stalls for STALL_MS
 * right after the first icon in a page's nav bar, the moment a half-built bar
 * could be painted, then sends the rest. Every other file passes through.
 */
async function stallingProxy(origin: string) {
  const server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url!, origin));
    const type = upstream.headers.get("content-type") ?? "";
    response.writeHead(upstream.status, { "content-type": type });
    if (!type.startsWith("text/html")) {
      response.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    const html = await upstream.text();
    // Where the bytes pause, not an edit: the page arrives whole.
    const cut = html.indexOf("</svg>", html.indexOf("<header")) + "</svg>".length;
    response.write(html.slice(0, cut));
    setTimeout(() => response.end(html.slice(cut)), STALL_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

test.describe("a page painted before all its HTML has arrived", tagged("@chromium-apis"), () => {
  // Holding the first paint for the nav bar is <link rel="expect" blocking="render">
  // (app/root.tsx), which Chromium has; other engines paint what they have.
  for (const { path } of PAGES) {
    for (const width of [390, 1280]) {
      test(`${path} at ${width} px: the nav bar is never painted half-built, so nothing in it slides aside`, async ({
        browser,
      }) => {
        const served = new URL(test.info().project.use.baseURL!);
        const proxy = await stallingProxy(served.origin);
        const context = await browser.newContext({ viewport: { width, height: 844 } });
        try {
          const page = await context.newPage();
          await recordLayoutShifts(page);
          await page.goto(new URL(`.${path}`, proxy.url + served.pathname).href);
          await waitForHydration(page);
          await nextFrames(page);
          expect(await page.locator("header nav").isVisible()).toBe(true);
          expect(await layoutShifts(page)).toEqual([]);
        } finally {
          await context.close();
          proxy.close();
        }
      });
    }
  }
});
