import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { constants, gunzipSync, gzipSync } from "node:zlib";
import { select } from "hast-util-select";
import { expect, test } from "@playwright/test";
import { OWNER } from "./owner-site";
import { contentFeatures } from "./content-features";
import { BUDGETS } from "../../../tools/budgets";
import { listFiles } from "../../../pipeline/content/list-files";
import { pageWeight } from "../../../tools/page-weight";
import { imageMetadataIn } from "../../helpers/image-metadata";
import { parsePage } from "../../../pipeline/finish/html-tree";
import { toHtml } from "hast-util-to-html";
import { FIRST_ROUND_TRIP_BYTES } from "../../../pipeline/finish/paint-first";
import { toString } from "hast-util-to-string";

const { site } = OWNER;

/** Byte budgets checked on the built files: deterministic, so a change that breaks one fails. */
const CLIENT = OWNER.root;
const PAGES = OWNER.allPages.map((page) => page.file);

test.describe("byte budgets of the build", () => {
  for (const page of PAGES) {
    test(`${page}: code, styles and fonts within budget`, async () => {
      const weight = await pageWeight(CLIENT, page, OWNER.basePath);
      // The owner's words and the list of routes grow with the content: the
      // bench weighs them; the code must not grow with it.
      expect(
        weight.jsParts.code.gzip,
        `JS files: ${weight.files.js.join(", ")}`,
      ).toBeLessThanOrEqual(BUDGETS.codeJsGzip);
      expect(weight.css.gzip).toBeLessThanOrEqual(BUDGETS.cssGzip);
      expect(weight.files.fonts.length).toBeLessThanOrEqual(BUDGETS.preloadedFonts);
      for (const font of weight.files.fonts) expect(font).toMatch(/\.woff2$/);
    });
  }

  test("the home page's HTML holds its content, not only the scripts that draw it", async () => {
    const text = toString(parsePage(await readFile(join(CLIENT, "index.html"), "utf8")));
    expect(text).toContain(site.owner.tagline);
    expect(text).toContain(OWNER.words.home.contactTitle);
  });

  test("the home page's first round trip, gzipped, holds its head, its heading and its rubric", async () => {
    // What a browser has after the first round trip: the first 14 KB of the
    // page as a host gzips it (zlib's default level), inflated as far as it goes.
    const html = await readFile(join(CLIENT, "index.html"));
    const firstFlight = gunzipSync(gzipSync(html).subarray(0, FIRST_ROUND_TRIP_BYTES), {
      finishFlush: constants.Z_SYNC_FLUSH,
    }).toString();
    const [arrived, whole] = [parsePage(firstFlight), parsePage(html.toString())];
    // Its CSS, font faces and inline scripts: the whole <head>, and so the first paint's styles.
    expect(toHtml(select("head", arrived)!)).toBe(toHtml(select("head", whole)!));
    // The markup of the first screen, whole: the heading and the rubric that proves it.
    for (const selector of ["h1", "figure.rubric"]) {
      const part = select(selector, whole);
      expect(part, selector).toBeDefined();
      expect(toString(select(selector, arrived) ?? { type: "root", children: [] }), selector).toBe(
        toString(part!),
      );
    }
  });

  test("no script blocks rendering: the only scripts in <head> are inline or modules", async () => {
    for (const page of PAGES) {
      const html = await readFile(join(CLIENT, page), "utf8");
      const external = [...html.matchAll(/<script([^>]*)\ssrc=/g)].map((match) => match[1]!);
      for (const attributes of external) expect(attributes).toMatch(/type="module"|defer|async/);
    }
  });

  test("a page that links its stylesheet plainly asks for it before its head's first script", async () => {
    // Its first paint waits for that stylesheet, and the parser reaches the
    // link only after running the scripts before it.
    for (const page of PAGES) {
      const head = select("head", parsePage(await readFile(join(CLIENT, page), "utf8")))!;
      const plain = head.children.find(
        (node) =>
          node.type === "element" &&
          node.tagName === "link" &&
          String(node.properties.rel) === "stylesheet" &&
          node.properties.disabled === undefined,
      );
      if (!plain || plain.type !== "element") continue;
      const order = head.children.filter((node) => node.type === "element");
      const preload = order.findIndex(
        (node) =>
          node.tagName === "link" &&
          String(node.properties.rel) === "preload" &&
          node.properties.as === "style" &&
          node.properties.href === plain.properties.href,
      );
      const firstScript = order.findIndex((node) => node.tagName === "script");
      expect(preload, `${page}: a preload of ${String(plain.properties.href)}`).not.toBe(-1);
      if (firstScript !== -1) expect(preload, page).toBeLessThan(firstScript);
    }
  });

  test("fonts are WOFF2 and the home page's images have their sizes set", async () => {
    const files = await listFiles(CLIENT);
    for (const file of files.filter((name) => /\.(woff2?|ttf|otf)$/.test(name))) {
      expect(file).toMatch(/\.woff2$/);
    }
    const html = await readFile(join(CLIENT, "index.html"), "utf8");
    const images = [...html.matchAll(/<img [^>]*>/g)];
    for (const [tag] of images) {
      expect(tag).toMatch(/ width="\d+"/);
      expect(tag).toMatch(/ height="\d+"/);
      expect(tag).toMatch(/ loading="lazy"/);
    }
    const features = contentFeatures("the home page's images");
    if (images.length > 0) features.used(`${images.length} images on the home page`);
    else features.absent("images on the home page");
  });

  test("no page preloads an image: the text of every page paints first", async ({ page }) => {
    for (const { path, isNotFound } of OWNER.allPages) {
      if (isNotFound) continue;
      await page.goto(`.${path}`);
      await expect(page.locator('link[rel="preload"][as="image"]'), path).toHaveCount(0);
    }
  });

  test("no picture the site ships carries metadata (EXIF with a GPS position, XMP, IPTC, comments)", async () => {
    const images = await imageMetadataIn(CLIENT);
    expect(images.filter((image) => image.carries.length > 0)).toEqual([]);
  });

  test("the resume PDF is under 100 KB", async () => {
    const pdf = await readFile(join(CLIENT, site.resume.pdf.fileName));
    expect(pdf.length).toBeLessThan(BUDGETS.resumePdfRaw);
  });
});
