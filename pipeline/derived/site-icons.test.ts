import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { ICON_FILES } from "../../app/lib/site-files";
import { renderIcons, webManifest } from "./site-icons";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The RGBA value of one pixel. */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data } = await sharp(png)
    .ensureAlpha()
    .extract({ left: x, top: y, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data];
}

describe("renderIcons", () => {
  let icons: Map<string, Buffer>;
  beforeAll(async () => {
    const rendered = await renderIcons(await readFile("public/favicon.svg", "utf8"));
    icons = new Map(rendered.map(({ file, data }) => [file, data]));
  });
  const icon = (file: string) => {
    const data = icons.get(file);
    if (!data) throw new Error(`${file} was not rendered`);
    return data;
  };

  it("renders each icon as a PNG at its size", async () => {
    const expected: Array<[string, number]> = [
      [ICON_FILES.favicon32, 32],
      [ICON_FILES.appleTouch, 180],
      [ICON_FILES.icon192, 192],
      [ICON_FILES.icon512, 512],
      [ICON_FILES.maskable512, 512],
    ];
    expect([...icons.keys()].sort()).toEqual(expected.map(([file]) => file).sort());
    for (const [file, size] of expected) {
      const data = icon(file);
      expect(data.subarray(0, 8).equals(PNG_SIGNATURE), file).toBe(true);
      const { format, width, height } = await sharp(data).metadata();
      expect({ file, format, width, height }).toEqual({
        file,
        format: "png",
        width: size,
        height: size,
      });
    }
  });

  it("keeps the any-purpose icons' rounded corners transparent", async () => {
    for (const file of [ICON_FILES.favicon32, ICON_FILES.icon192, ICON_FILES.icon512]) {
      expect((await pixel(icon(file), 0, 0))[3], file).toBe(0);
    }
  });

  it("makes the apple-touch and maskable icons opaque, padded in the tile's own colour", async () => {
    const indigo = [0x43, 0x38, 0xca, 255];
    for (const file of [ICON_FILES.appleTouch, ICON_FILES.maskable512]) {
      const data = icon(file);
      const { hasAlpha, width = 0 } = await sharp(data).metadata();
      expect(hasAlpha, file).toBe(false);
      // Along the diagonal, through the padding and the tile's rounded corner to
      // the glyph's edge, the colour stays the tile's: no seam, no dark fringe.
      // Blending the corner's edge may round a channel by one step, which no eye sees.
      for (let step = 0; step < width * 0.25; step++) {
        const rgba = await pixel(data, step, step);
        const drift = Math.max(...rgba.map((value, channel) => Math.abs(value - indigo[channel]!)));
        expect(drift, `${file} at ${step},${step}: ${rgba.join(",")}`).toBeLessThanOrEqual(1);
      }
    }
  });

  it("keeps the maskable icon's glyph inside the central 80% safe zone", async () => {
    const { data, info } = await sharp(icon(ICON_FILES.maskable512))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const centre = info.width / 2;
    const safeRadius = info.width * 0.4;
    let glyphPixels = 0;
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        // The glyph is white; anything brighter than the indigo tile belongs to it.
        if (data[(y * info.width + x) * info.channels + 1]! > 0x80) {
          glyphPixels++;
          expect(Math.hypot(x + 0.5 - centre, y + 0.5 - centre)).toBeLessThan(safeRadius);
        }
      }
    }
    expect(glyphPixels).toBeGreaterThan(1000);
  });
});

describe("webManifest", () => {
  const input = {
    name: "Sam Rivera — Portfolio",
    shortName: "Sam Rivera",
    description: "Portfolio of Sam Rivera.",
    language: "en",
    themeColor: "#4338ca",
    backgroundColor: "#f7f8fb",
  };

  it("describes the site as a website with its icons", () => {
    const manifest = JSON.parse(webManifest({ ...input, basePath: "/" }));
    expect(manifest).toEqual({
      name: "Sam Rivera — Portfolio",
      short_name: "Sam Rivera",
      description: "Portfolio of Sam Rivera.",
      lang: "en",
      dir: "ltr",
      start_url: "/",
      scope: "/",
      display: "browser",
      theme_color: "#4338ca",
      background_color: "#f7f8fb",
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    });
  });

  it("scopes the start URL and icon paths to a project site's base path", () => {
    const manifest = JSON.parse(webManifest({ ...input, basePath: "/portfolio/" }));
    expect(manifest.start_url).toBe("/portfolio/");
    expect(manifest.scope).toBe("/portfolio/");
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual([
      "/portfolio/icon-192.png",
      "/portfolio/icon-512.png",
      "/portfolio/icon-maskable-512.png",
    ]);
  });

  it("gives the language of its name and description, and its direction", () => {
    const manifest = JSON.parse(webManifest({ ...input, language: "ar", basePath: "/" }));
    expect([manifest.lang, manifest.dir]).toEqual(["ar", "rtl"]);
  });

  it("rejects a base path without its slashes", () => {
    expect(() => webManifest({ ...input, basePath: "/portfolio" })).toThrow(/basePath/);
    expect(() => webManifest({ ...input, basePath: "portfolio/" })).toThrow(/basePath/);
  });
});
