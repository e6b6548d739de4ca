import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { imageMetadataIn } from "../helpers/image-metadata";
import { hasGpsTag } from "../../tools/phone-photo";
import { FIXTURE_PHOTOS } from "../setup/fixture-photos";
import { expectSizedFromItsFile, waitForHydration } from "./support";
import { FIXTURE } from "./fixture-site";
import { tagged } from "./engines";

/** The fixture's post whose cover and body picture are phone photos. */
const photoPost = FIXTURE.writing.posts.find((post) => /\.jpe?g$/i.test(post.cover?.src ?? ""))!;

/** The layout shifts the page has seen, summed as CLS counts them. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
            total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );

test.describe("pictures", () => {
  test.describe("a post with two phone photos, on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

    test(
      "downloads at most 300 KB of pictures, both sharp and upright, paints its text first and moves nothing",
      tagged("@chromium-apis"),
      async ({ page }) => {
        // Pictures answer late, as on a slow network: the text must not wait for them.
        const imageBytes = new Map<string, number>();
        await page.route(/\.(webp|avif|jpe?g|png|gif)$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 400));
          await route.continue();
        });
        page.on("response", async (response) => {
          if (response.request().resourceType() === "image") {
            imageBytes.set(response.url(), (await response.body()).length);
          }
        });
        await page.goto(`.${photoPost.path}`);
        await waitForHydration(page);
        const cover = page.getByRole("img", { name: photoPost.cover!.alt });
        const pictures = page.locator(".article-body img, article img");
        await expect
          .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete))
          .toBe(true);
        const firstPaint = await page.evaluate(
          () => performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
        );
        const firstPicture = await page.evaluate(() =>
          Math.min(
            ...performance
              .getEntriesByType("resource")
              .filter((entry) => /\.(webp|avif)$/.test(entry.name))
              .map((entry) => (entry as PerformanceResourceTiming).responseStart),
          ),
        );
        expect(firstPaint).toBeLessThan(firstPicture);

        const body = page.locator(".article-body img");
        await body.scrollIntoViewIfNeeded();
        await expect
          .poll(() => body.evaluate((image: HTMLImageElement) => image.complete))
          .toBe(true);
        for (const image of await pictures.all()) {
          const { fileWidth, chosen, naturalWidth, naturalHeight, shownWidth } =
            await image.evaluate((element: HTMLImageElement) => ({
              // The width of the rendition the browser chose, from its srcset
              // descriptor: in the <picture>'s AVIF source, or the image's own WebP.
              fileWidth: Number(
                [...element.parentElement!.querySelectorAll("source, img")]
                  .flatMap((offer) => (offer.getAttribute("srcset") ?? "").split(","))
                  .map((candidate) => candidate.trim().split(" "))
                  .find(([url]) => new URL(url!, location.href).href === element.currentSrc)?.[1]
                  ?.slice(0, -1),
              ),
              chosen: new URL(element.currentSrc).pathname,
              naturalWidth: element.naturalWidth,
              naturalHeight: element.naturalHeight,
              shownWidth: element.getBoundingClientRect().width,
            }));
          // A photo is offered in AVIF, smaller than WebP for it, which the browser takes.
          expect(chosen).toMatch(/\.avif$/);
          // Sharp: at least as many pixels as the screen shows at 2x.
          expect(fileWidth).toBeGreaterThanOrEqual(Math.round(shownWidth * 2));
          // Upright: the photos were taken sideways, so portrait once turned.
          expect(naturalHeight).toBeGreaterThan(naturalWidth);
        }
        const total = [...imageBytes.values()].reduce((sum, bytes) => sum + bytes, 0);
        expect(total).toBeLessThanOrEqual(300 * 1024);
        expect(await layoutShift(page)).toBe(0);
      },
    );
  });

  test(
    "every picture the site ships is stripped of its metadata, though the photos carried a GPS position",
    tagged("@built-files"),
    async () => {
      for (const photo of FIXTURE_PHOTOS) {
        expect(hasGpsTag((await sharp(await readFile(photo)).metadata()).exif), photo).toBe(true);
      }
      const images = await imageMetadataIn(FIXTURE.root);
      expect(images.length).toBeGreaterThan(FIXTURE_PHOTOS.length);
      expect(images.filter((image) => image.carries.length > 0)).toEqual([]);
    },
  );

  test(
    "project images come from the pipeline: several widths, their size from the file",
    tagged("@built-files"),
    async ({ page }) => {
      await page.goto("./");
      const images = page.locator("#projects article img");
      expect(await images.count()).toBeGreaterThan(0);
      for (const image of await images.all()) {
        await expect(image).toHaveAttribute("srcset", /\d+w, .+\d+w/);
        await expect(image).toHaveAttribute("sizes", /.+/);
        await expect(image).toHaveAttribute("loading", "lazy");
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((element: HTMLImageElement) => element.complete))
          .toBe(true);
        await expectSizedFromItsFile(image);
      }
    },
  );
});
