import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import { WEB_FONT_CLASS, WEB_FONT_STORAGE_KEY } from "../../app/lib/web-font";
import { layoutShifts, nextFrames, recordLayoutShifts, waitForHydration } from "./support";
import { PAGES } from "./fixture-site";
import { tagged } from "./engines";

const FONT_FILE = /\.woff2$/;

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
