import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
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
