// The next page before the click: prerendered where the browser has
// Speculation Rules (Chromium), its data and modules fetched by the router
// elsewhere (components/ui/page-link.tsx, pipeline/finish/speculation-rules.ts).
import { expect, test, chromium as playwrightChromium } from "@playwright/test";
import puppeteer, { type Target } from "puppeteer-core";
import { CHROMIUM_ARGS, findHeadlessChromium } from "../../tools/chromium";
import { tagged } from "./engines";
import {
  changesPageAsDocument,
  markPage,
  recordProblems,
  routeModule,
  routerPrefetches,
  stayedOnPage,
  waitForHydration,
} from "./support";
import { BASE_PATH, site } from "./fixture-site";

const RESUME = `${BASE_PATH}resume`;

test("pointing at a link to another page fetches that page before the click, and no file", async ({
  page,
}) => {
  const problems = recordProblems(page);
  const prefetched: string[] = [];
  const asDocument = await changesPageAsDocument(page);
  if (asDocument) {
    // The browser fetches the page for the rules, which DevTools reports.
    const devTools = await page.context().newCDPSession(page);
    devTools.on("Preload.prefetchStatusUpdated", ({ key, status }) => {
      if (status === "Ready") prefetched.push(new URL(key.url).pathname);
    });
    await devTools.send("Preload.enable");
  }
  await page.goto("./");
  await waitForHydration(page);
  const askedAhead = () => page.evaluate(routerPrefetches);
  const resumeModule = await page.evaluate(routeModule, "routes/resume");
  await page.getByRole("contentinfo").getByRole("link", { name: "Feed" }).hover();
  const resume = page.getByRole("link", { name: "See Resume" });
  await resume.hover();
  if (asDocument) {
    await expect.poll(() => prefetched.includes(RESUME)).toBe(true);
    expect(prefetched.filter((path) => path.includes("."))).toEqual([]);
  } else {
    // In view, or pointed at (fetch-ahead.spec.ts tells the two apart).
    await expect.poll(askedAhead).toContain(resumeModule);
  }
  await resume.click();
  await expect(page).toHaveURL(new RegExp(`${RESUME}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.owner.name);
  expect(problems).toEqual([]);
});

test(
  "in Chromium, a visitor saving data, for whom it prerenders nothing, changes page within the app",
  tagged("@chromium-apis"),
  async ({ page }) => {
    const problems = recordProblems(page);
    const devTools = await page.context().newCDPSession(page);
    await devTools.send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
    await page.goto("./");
    await waitForHydration(page);
    expect(await page.evaluate(() => HTMLScriptElement.supports("speculationrules"))).toBe(true);
    await markPage(page);
    await page.getByRole("link", { name: "See Resume" }).click();
    await expect(page).toHaveURL(new RegExp(`${RESUME}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.owner.name);
    expect(await stayedOnPage(page)).toBe(true);
    expect(problems).toEqual([]);
  },
);

test(
  "in Chromium, the page a visitor reaches for is prerendered: the click shows it painted and working",
  tagged("@chromium-apis"),
  async ({ baseURL }) => {
    // Playwright attaches to pages in a way that turns Chromium's prerendering
    // off (PrerenderingDisabledByDevTools); Puppeteer attaches as Chromium allows.
    const browser = await puppeteer.launch({
      executablePath: findHeadlessChromium() ?? playwrightChromium.executablePath(),
      headless: true,
      args: CHROMIUM_ARGS,
    });
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on("console", (message) => {
        if (["error", "warn"].includes(message.type())) problems.push(message.text());
      });
      await page.goto(new URL("./", baseURL).href);
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
      const link = (await page.$(`a[href="${RESUME}"]`))!;
      // The browser's list of its pages, which shows a prerendered page as one
      // of them once it has started (a session on the browser, not on the tab,
      // which leaves prerendering on).
      const discovery = await browser.target().createCDPSession();
      const prerendered = new Promise<string>((resolve) =>
        discovery.on("Target.targetInfoChanged", ({ targetInfo }) => {
          const { subtype, url, title } = targetInfo as typeof targetInfo & { subtype?: string };
          // Its title once its HTML is read.
          if (subtype === "prerender" && URL.parse(url)?.pathname === RESUME && title !== url) {
            resolve(targetInfo.targetId);
          }
        }),
      );
      await discovery.send("Target.setDiscoverTargets", { discover: true });
      await link.hover();
      const prerender = await prerendered;
      // While still prerendered, out of sight, it fetches its modules and runs
      // none: React's evaluation and hydration, still running when the page is
      // shown, would hold back the frame that shows it.
      const { sessionId } = await discovery.send("Target.attachToTarget", {
        targetId: prerender,
        flatten: true,
      });
      const inPrerender = discovery.connection()!.session(sessionId)!;
      const fetchedButNotRun = async () => {
        const { result } = await inPrerender.send("Runtime.evaluate", {
          expression: `((preloads) => document.prerendering &&
            preloads.length > 0 &&
            preloads.every((link) =>
              performance.getEntriesByName(link.href, "resource").some((entry) => entry.responseEnd > 0)) &&
            !("__reactRouterRouteModules" in window) &&
            !document.documentElement.hasAttribute("data-hydrated")
          )([...document.querySelectorAll('link[rel="modulepreload"]')])`,
          returnByValue: true,
        });
        return result.value as boolean;
      };
      await expect.poll(fetchedButNotRun).toBe(true);
      await link.click();
      const isResume = (target: Target) =>
        target.type() === "page" && URL.parse(target.url())?.pathname === RESUME;
      await expect.poll(() => browser.targets().some(isResume)).toBe(true);
      // The page that took the tab, asked through a DevTools session of its own:
      // Puppeteer's page object can lose its frame when a prerendered page takes the tab.
      const ask = async <T>(expression: string): Promise<T> => {
        const session = await browser.targets().find(isResume)!.createCDPSession();
        try {
          const { result } = await session.send("Runtime.evaluate", {
            expression,
            returnByValue: true,
            awaitPromise: true,
          });
          return result.value as T;
        } finally {
          await session.detach();
        }
      };
      await expect
        .poll(() => ask<string>("location.pathname + ' ' + document.readyState"))
        .toBe(`${RESUME} complete`);
      expect(
        await ask<number>('performance.getEntriesByType("navigation")[0].activationStart'),
        "the page was prerendered before the click",
      ).toBeGreaterThan(0);
      expect(await ask<string>('document.querySelector("h1").textContent')).toBe(site.owner.name);
      // Hydrated once shown, from the modules it already has: its controls work.
      await expect
        .poll(() => ask<boolean>('document.documentElement.hasAttribute("data-hydrated")'))
        .toBe(true);
      const theme = () => ask<string | undefined>("document.documentElement.dataset.theme");
      const before = await theme();
      await ask('document.getElementById("theme-toggle").click()');
      await expect.poll(theme).not.toBe(before);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  },
);
