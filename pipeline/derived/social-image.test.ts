import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { dictionary as he } from "../../app/i18n/he/index";
import { dictionary as ja } from "../../app/i18n/ja/index";
import { SHARE_IMAGE } from "../../app/lib/site-files";
import { renderSocialImage } from "./social-image";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The fixture content's mark. */
const mark = readFileSync("tests/fixtures/content/public/favicon.svg", "utf8");

const card = {
  mark,
  title: "Sam Rivera",
  text: "Student developer who builds learning tools for classrooms",
  kicker: "Student developer · AI for education",
  footer: "sam-rivera.github.io",
};

const tooLong = "building AI products for education and running free STEAM workshops ".repeat(8);
const overlongCard = {
  mark,
  title: "Maximiliana Alexandra Zoë Łukasiewicz-Fairweather of Somewhere Quite Far Away",
  text: tooLong,
  kicker: tooLong,
  footer: "a-very-long-subdomain-for-a-portfolio-site-with-a-long-name.github.io",
};

/** A title in each script beyond Latin that Inter lacks or shares with a fallback font. */
const SCRIPTS = {
  greek: "Ελένη Παππά",
  cyrillic: "Анна Смирнова",
  hebrew: "שלום עולם",
  arabic: "مرحبا بالعالم",
  devanagari: "हिन्दी में स्वागत",
  chinese: "王伟",
  japanese: "山田たろう",
  korean: "김민준",
  emoji: "🚀 🎉 👩‍💻",
};

/** A character no font has: Satori draws it as Inter's .notdef box, "tofu". */
const TOFU = "\uE000";

/**
 * The shapes of ink between the kicker and the divider, as their boxes and
 * the share of each box they fill: connected pixels of ink, each a glyph or
 * part of one.
 */
async function shapesOf(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [top, bottom] = [130, 480];
  const isInk = (x: number, y: number) => data[(y * info.width + x) * info.channels]! > 120;
  const seen = new Uint8Array(info.width * info.height);
  const shapes: Array<{ width: number; height: number; fill: number }> = [];
  for (let y = top; y < bottom; y++) {
    for (let x = 0; x < info.width; x++) {
      if (seen[y * info.width + x] || !isInk(x, y)) continue;
      seen[y * info.width + x] = 1;
      const stack = [[x, y] as const];
      let [minX, maxX, minY, maxY, count] = [x, x, y, y, 0];
      while (stack.length > 0) {
        const [px, py] = stack.pop()!;
        count++;
        [minX, maxX, minY, maxY] = [
          Math.min(minX, px),
          Math.max(maxX, px),
          Math.min(minY, py),
          Math.max(maxY, py),
        ];
        for (const [nx, ny] of [
          [px + 1, py],
          [px - 1, py],
          [px, py + 1],
          [px, py - 1],
        ] as const) {
          if (nx < 0 || nx >= info.width || ny < top || ny >= bottom) continue;
          if (seen[ny * info.width + nx] || !isInk(nx, ny)) continue;
          seen[ny * info.width + nx] = 1;
          stack.push([nx, ny]);
        }
      }
      const [width, height] = [maxX - minX + 1, maxY - minY + 1];
      shapes.push({ width, height, fill: count / (width * height) });
    }
  }
  return shapes;
}

/** Whether `shape` is the box of `tofu`, within a pixel or two of anti-aliasing. */
const isLike =
  (tofu: { width: number; height: number; fill: number }) =>
  (shape: { width: number; height: number; fill: number }) =>
    Math.abs(shape.width - tofu.width) <= 2 &&
    Math.abs(shape.height - tofu.height) <= 2 &&
    Math.abs(shape.fill - tofu.fill) <= 0.06;

/** Share cards use the 1.91:1 Open Graph size; anything else is cropped. */
async function expectShareCard(png: Buffer) {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  const { format, width, height } = await sharp(png).metadata();
  expect({ format, width, height }).toEqual({ format: "png", width: 1200, height: 630 });
}

async function pixelsOf(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const offset = (y * info.width + x) * info.channels;
    return [data[offset]!, data[offset + 1]!, data[offset + 2]!] as const;
  };
  // Everything the card writes (ink, muted ink, accent, the mark's glyph) has a
  // red channel above 120; the page, the glow, the accent strip and the divider
  // stay below 70.
  const inkIn = (left: number, top: number, width: number, height: number) => {
    let count = 0;
    for (let y = top; y < top + height; y++) {
      for (let x = left; x < left + width; x++) if (at(x, y)[0] > 120) count++;
    }
    return count;
  };
  /** The first row, below the name, drawn in the divider's colour (#272e3f) above the footer. */
  const dividerRow = () => {
    for (let y = 300; y < info.height; y++) {
      const [r, g, b] = at(info.width / 2, y);
      if (Math.abs(r - 0x27) + Math.abs(g - 0x2e) + Math.abs(b - 0x3f) <= 12) return y;
    }
    return -1;
  };
  return { at, inkIn, dividerRow };
}

describe("renderSocialImage", () => {
  it("renders a 1200x630 PNG, small enough for link previews", async () => {
    expect([SHARE_IMAGE.width, SHARE_IMAGE.height]).toEqual([1200, 630]);
    const png = await renderSocialImage(card);
    await expectShareCard(png);
    expect(png.length).toBeLessThan(100_000);
  });

  it("gives byte-identical output for the same input, and different output for different text", async () => {
    const [first, second, other] = await Promise.all([
      renderSocialImage(card),
      renderSocialImage(card),
      renderSocialImage({ ...card, title: "Sam Rivra" }),
    ]);
    expect(first.equals(second)).toBe(true);
    expect(first.equals(other)).toBe(false);
  });

  it("writes the text on the site's dark page colour", async () => {
    const pixels = await pixelsOf(await renderSocialImage(card));
    // The name alone covers tens of thousands of pixels; a blank card has none.
    expect(pixels.inkIn(0, 0, 1200, 630)).toBeGreaterThan(10_000);
    expect(pixels.at(0, 629)).toEqual([0x0a, 0x0c, 0x12]);
  });

  it.each(Object.entries(SCRIPTS))(
    "draws %s with a font that has its letters, never as tofu",
    async (_script, text) => {
      // The tofu of the title's size, and of the text's: each card's two tall
      // shapes (the specks beside them are the anti-aliased words inside a box).
      const reference = (
        await shapesOf(await renderSocialImage({ ...card, title: TOFU, text: TOFU }))
      ).filter((shape) => shape.height >= 20);
      expect(reference).toHaveLength(2);
      const shapes = await shapesOf(await renderSocialImage({ ...card, title: text, text }));
      expect(shapes.length).toBeGreaterThan(0);
      for (const tofu of reference) expect(shapes.filter(isLike(tofu))).toEqual([]);
    },
  );

  it.each([
    ["Hebrew", he],
    ["Japanese", ja],
  ])("draws a site's own words in %s, as its cards carry them, never as tofu", async (_, words) => {
    const reference = (
      await shapesOf(await renderSocialImage({ ...card, title: TOFU, text: TOFU }))
    ).filter((shape) => shape.height >= 20);
    const shapes = await shapesOf(
      await renderSocialImage({
        ...card,
        kicker: words.writing.heading,
        title: words.article.caseStudyKicker("Markwise"),
        text: `${words.build.caseStudyTag} · ${words.site.feedTitle("Riley Chen")}`,
      }),
    );
    expect(shapes.length).toBeGreaterThan(0);
    for (const tofu of reference) expect(shapes.filter(isLike(tofu))).toEqual([]);
  });

  it("draws every emoji of a title, none left blank", async () => {
    const pixels = await pixelsOf(await renderSocialImage({ ...card, title: SCRIPTS.emoji }));
    // The emoji stand apart, a space between each: count the runs of columns
    // with ink, parted by a gap wider than any inside one emoji.
    let runs = 0;
    let gap = Infinity;
    for (let x = 0; x < 1200; x++) {
      if (pixels.inkIn(x, 170, 1, 140) === 0) {
        gap++;
        continue;
      }
      if (gap > 20) runs++;
      gap = 0;
    }
    expect(runs).toBe(
      [...new Intl.Segmenter().segment(SCRIPTS.emoji)].filter((g) => g.segment !== " ").length,
    );
  });

  it("sets a Hebrew or Arabic title against the right margin, and a Latin one against the left", async () => {
    const inkColumns = async (title: string) => {
      const pixels = await pixelsOf(await renderSocialImage({ ...card, title }));
      const columns = Array.from({ length: 1200 }, (_, x) => pixels.inkIn(x, 210, 1, 100) > 0);
      return { first: columns.indexOf(true), last: columns.lastIndexOf(true) };
    };
    const latin = await inkColumns("Sam Rivera");
    const hebrew = await inkColumns(SCRIPTS.hebrew);
    expect(latin.first).toBeLessThan(110);
    expect(latin.last).toBeLessThan(800);
    expect(hebrew.first).toBeGreaterThan(400);
    expect(hebrew.last).toBeGreaterThan(1090);
  });

  it("wraps and clamps text far too long for the card, inside its margins", async () => {
    const png = await renderSocialImage(overlongCard);
    await expectShareCard(png);
    const pixels = await pixelsOf(png);
    const divider = pixels.dividerRow();
    // The footer stays where it is on a card with short text...
    expect(divider).toBe((await pixelsOf(await renderSocialImage(card))).dividerRow());
    expect(divider).toBeGreaterThan(400);
    // ...the name and tagline stop short of it, and nothing reaches the edges.
    expect(pixels.inkIn(0, divider - 20, 1200, 20)).toBe(0);
    expect(pixels.inkIn(1200 - 80, 0, 80, 630)).toBe(0);
    expect(pixels.inkIn(0, 630 - 48, 1200, 48)).toBe(0);
  });
});
