import { expect, type Page, test } from "@playwright/test";
import { expectSizedFromItsFile, pauseClock, scrollToY, waitForHydration } from "./support";
import { ARRIVAL_GRACE_MS, HYDRATION_GRACE_MS } from "../../app/lib/boot-script";
import { FIXTURE, PAGES } from "./fixture-site";

/** The resources the page has requested so far whose URL matches `pattern`. */
function requested(page: Page, pattern: string) {
  return page.evaluate(
    (source) =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => new RegExp(source).test(entry.name))
        .map(({ name, startTime }) => ({ name, startTime })),
    pattern,
  );
}

test.describe("loading order: the HTML paints alone, then styles and scripts, images only when near", () => {
  for (const { path, inlinesItsCss } of PAGES) {
    const alone = inlinesItsCss ? "the HTML" : "the HTML and its stylesheet";
    test(`${path}: nothing but ${alone} is requested before the first paint, and the page still hydrates`, async ({
      page,
    }) => {
      await page.goto(`.${path}`);
      await waitForHydration(page);
      const firstPaint = await page.evaluate(
        () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
      );
      // The icons the head names are the browser's own requests, for its tab
      // and home screen, on its own schedule (Firefox asks for them while it
      // parses); the picture that is the first screen's largest element
      // (fetchpriority=high) is asked for as soon as it is read, which the
      // pictures tests show does not hold up the text's paint.
      const icons = await page
        .locator('head link[rel~="icon"], head link[rel="apple-touch-icon"]')
        .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
      const largest = await page
        .locator('img[fetchpriority="high"]')
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc));
      // A lazy picture is fetched once layout finds it near the window, which
      // the browser may do before it presents the first paint (seen under load
      // for a case study's first figure); the text's paint never waits for it,
      // and "project images load only as their cards come near" below shows
      // lazy pictures far from the window are not fetched.
      const lazy = await page.locator('img[loading="lazy"]').evaluateAll((images) =>
        images.flatMap((image) => {
          const sources = [image, ...(image.closest("picture")?.querySelectorAll("source") ?? [])];
          return sources.flatMap((element) => {
            const source = element as HTMLImageElement | HTMLSourceElement;
            const candidates = source.srcset.split(",").map((each) => each.trim().split(" ")[0]!);
            return [source instanceof HTMLImageElement ? source.src : "", ...candidates]
              .filter(Boolean)
              .map((url) => new URL(url, document.baseURI).href);
          });
        }),
      );
      const all = (await requested(page, ".")).filter(
        ({ name }) => !icons.includes(name) && !largest.includes(name) && !lazy.includes(name),
      );
      expect(firstPaint).toBeGreaterThan(0);
      expect((await requested(page, "\\.js$")).length).toBeGreaterThan(2);
      expect(await requested(page, "\\.css$")).toHaveLength(1);
      for (const resource of all.filter(({ name }) => inlinesItsCss || !/\.css$/.test(name)))
        expect(
          resource.startTime,
          `${resource.name} at ${resource.startTime}, first paint at ${firstPaint}`,
        ).toBeGreaterThan(firstPaint);
    });
  }

  for (const post of FIXTURE.writing.posts.filter((entry) => entry.cover)) {
    test(`${post.path}: its cover is not preloaded, is fetched first, and keeps its space`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`.${post.path}`);
      await waitForHydration(page);
      await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0);
      const cover = page.getByRole("img", { name: post.cover!.alt });
      // The largest thing on the first screen: fetched at once, before other pictures.
      await expect(cover).not.toHaveAttribute("loading", "lazy");
      await expect(cover).toHaveAttribute("fetchpriority", "high");
      await expect(cover).toHaveAttribute("decoding", "async");
      await expect
        .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete))
        .toBe(true);
      await expectSizedFromItsFile(cover);
    });
  }

  test("project images load only as their cards come near the viewport", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("./");
    await waitForHydration(page);
    // Every rendition any card may choose, by its address.
    const renditions = (
      await page
        .locator("#projects img")
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).srcset))
    )
      .flatMap((srcset) => srcset.split(",").map((candidate) => candidate.trim().split(" ")[0]!))
      .map((path) => new URL(path, page.url()).href);
    expect(renditions.length).toBeGreaterThan(0);
    const requestedPictures = async () =>
      (await requested(page, ".")).filter(({ name }) => renditions.includes(name));
    expect(await requestedPictures()).toEqual([]);

    const projectsTop = await page
      .locator("#projects")
      .evaluate((element) => (element as HTMLElement).offsetTop);
    await scrollToY(page, projectsTop);
    await expect.poll(async () => (await requestedPictures()).length).toBeGreaterThan(0);
  });
});

test("a page the browser prerenders fetches its scripts while hidden and runs them once shown", async ({
  page,
}) => {
  // A prerendered page reports document.prerendering until the visitor is
  // shown it, which it learns from a prerenderingchange event.
  await page.addInitScript(() => {
    let prerendering = true;
    Object.defineProperty(document, "prerendering", { get: () => prerendering });
    Object.assign(window, {
      showPrerenderedPage() {
        prerendering = false;
        document.dispatchEvent(new Event("prerenderingchange"));
      },
    });
  });
  await page.goto("./writing");
  // While hidden, every module the page needs arrives...
  await expect
    .poll(() =>
      page.evaluate(() => {
        const preloads = [
          ...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
        ];
        return (
          preloads.length > 0 &&
          preloads.every((link) =>
            (
              performance.getEntriesByName(link.href, "resource") as PerformanceResourceTiming[]
            ).some((entry) => entry.responseEnd > 0),
          )
        );
      }),
    )
    .toBe(true);
  // ...and none runs: the router's script has not gone past its wait, which
  // would name the route modules for the entry.
  expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  await page.evaluate(() =>
    (window as unknown as { showPrerenderedPage(): void }).showPrerenderedPage(),
  );
  await waitForHydration(page);
});

test.describe("a fresh page's history entry is written once, in its head, and the app starts without writing it again", () => {
  for (const { path } of PAGES) {
    test(path, async ({ page }) => {
      // React Router's scroll restoration and history each write the entry's
      // state of a fresh page, the second inside the task where React starts
      // to hydrate it, which a tap waits for; the boot script writes what both
      // need before there is a body to update (lib/boot-script.ts).
      await page.addInitScript(() => {
        const writes: string[] = [];
        const replaceState = History.prototype.replaceState;
        History.prototype.replaceState = function (...args) {
          writes.push(document.body ? "after the head" : "in the head");
          return replaceState.apply(this, args);
        };
        Object.assign(window, { historyWrites: writes });
      });
      await page.goto(`.${path}`);
      await waitForHydration(page);
      expect(
        await page.evaluate(() => (window as unknown as { historyWrites: string[] }).historyWrites),
      ).toEqual(["in the head"]);
    });
  }
});

test.describe("a page whose app is slow to arrive, slow to run or cannot run", () => {
  const ENTRY = /\/assets\/entry\.client-[^/]+\.js$/;
  /** The page's "js" class, which hides content until it reveals and shows the controls that need the app. */
  const scripted = (page: Page) =>
    page.evaluate(() => document.documentElement.classList.contains("js"));
  // A clock that stands still from before the page loads: its timers fire
  // only as the test moves it, however busy the machine.
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await pauseClock(page);
  });

  test("keeps what needs the app while a slow phone runs the modules that arrived, up to the hydration grace", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const held = new Promise((resolve) => Object.assign(window, { runApp: resolve }));
      Object.assign(window, { appHeld: held });
    });
    // The router's entry arrives whole, but runs only when the test says:
    // a phone too slow to run it within the grace.
    await page.route(ENTRY, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `await window.appHeld;\n${await response.text()}` });
    });
    await page.goto("./writing");
    await expect(page.locator("html")).toHaveAttribute("data-app-arrived", "");
    await page.clock.runFor(ARRIVAL_GRACE_MS * 2);
    expect(await scripted(page)).toBe(true);
    await expect(page.locator("#theme-toggle")).toBeVisible();
    // A stall that no error reports is given up on at last...
    await page.clock.runFor(HYDRATION_GRACE_MS - ARRIVAL_GRACE_MS * 2 - 1);
    expect(await scripted(page)).toBe(true);
    await page.clock.runFor(1);
    expect(await scripted(page)).toBe(false);
    await expect(page.locator("#theme-toggle")).toBeHidden();
    // ...and the app, hydrating after all, takes it back.
    await page.evaluate(() => (window as unknown as { runApp(): void }).runApp());
    await waitForHydration(page);
    expect(await scripted(page)).toBe(true);
  });

  test("gives up what needs the app at once when a module arrives but cannot run", async ({
    page,
  }) => {
    await page.route(ENTRY, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        body: `throw new Error("not run");\n${await response.text()}`,
      });
    });
    await page.goto("./writing");
    // No timer gives up, the clock standing still and the modules arrived: the failure does.
    await expect.poll(() => scripted(page)).toBe(false);
    await expect(page.locator("html")).toHaveAttribute("data-app-arrived", "");
    await expect(page.locator("#theme-toggle")).toBeHidden();
  });

  test("gives up what needs the app when its modules have not arrived by the grace, and takes it back once they have", async ({
    page,
  }) => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await page.route(ENTRY, async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto("./writing");
    await page.clock.runFor(ARRIVAL_GRACE_MS - 1);
    expect(await scripted(page)).toBe(true);
    await page.clock.runFor(1);
    expect(await scripted(page)).toBe(false);
    await expect(page.locator("#theme-toggle")).toBeHidden();
    arrive();
    await waitForHydration(page);
    expect(await scripted(page)).toBe(true);
    await expect(page.locator("#theme-toggle")).toBeVisible();
  });
});
