// Renders public/favicon.svg to the PNG icons that browsers and phones ask for
// (tabs, iOS home screens, Android), and builds the web app manifest that
// points Android at them. Pages link only the PNGs: docs/decisions/png-favicons.md.
import sharp from "sharp";
import { textDirection } from "../../app/i18n/languages.ts";
import { ICON_FILES } from "../../app/lib/site-files.ts";

/**
 * `inset` marks the opaque icons: iOS fills transparency with black, and a
 * maskable icon must keep its art inside the central 80% that every mask shape
 * leaves visible, so both get the icon at 80% on a solid tile.
 */
export const ICONS: ReadonlyArray<{ file: string; size: number; inset?: number }> = [
  { file: ICON_FILES.favicon32, size: 32 },
  { file: ICON_FILES.appleTouch, size: 180, inset: 0.1 },
  { file: ICON_FILES.icon192, size: 192 },
  { file: ICON_FILES.icon512, size: 512 },
  { file: ICON_FILES.maskable512, size: 512, inset: 0.1 },
];

export async function renderIcons(svg: string): Promise<Array<{ file: string; data: Buffer }>> {
  const source = Buffer.from(svg);
  const { width: drawnSize = 64 } = await sharp(source).metadata();
  // Rasterised at each target size rather than scaled from one bitmap, so 32 px stays sharp.
  const rasterise = (size: number) =>
    sharp(source, { density: (72 * size) / drawnSize }).resize(size, size);

  // The tile's colour, from the middle of its left edge, where neither the
  // rounded corners nor the glyph reach. Padding in it makes the opaque icons
  // read as one tile.
  const { data: tile } = await rasterise(64)
    .extract({ left: 2, top: 32, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const background = { r: tile[0]!, g: tile[1]!, b: tile[2]! };

  return Promise.all(
    ICONS.map(async ({ file, size, inset }) => {
      if (inset === undefined) {
        return { file, data: await rasterise(size).png({ compressionLevel: 9 }).toBuffer() };
      }
      const inner = Math.round(size * (1 - 2 * inset));
      const before = Math.floor((size - inner) / 2);
      const after = size - inner - before;
      const data = await rasterise(inner)
        .extend({ top: before, bottom: after, left: before, right: after, background })
        .flatten({ background })
        .png({ compressionLevel: 9 })
        .toBuffer();
      return { file, data };
    }),
  );
}

/**
 * The web app manifest. `display: "browser"` because this is a website: adding
 * it to a home screen should open it in the browser, not as a standalone app.
 */
export function webManifest(input: {
  name: string;
  shortName: string;
  description: string;
  /** The site's language and its direction, which the manifest's name and description are in. */
  language: string;
  basePath: string;
  themeColor: string;
  backgroundColor: string;
}): string {
  const { basePath } = input;
  if (!basePath.startsWith("/") || !basePath.endsWith("/")) {
    throw new Error(`basePath must start and end with "/", got "${basePath}"`);
  }
  const icon = (file: string, size: number, purpose: "any" | "maskable") => ({
    src: `${basePath}${file}`,
    sizes: `${size}x${size}`,
    type: "image/png",
    purpose,
  });
  const manifest = {
    name: input.name,
    short_name: input.shortName,
    description: input.description,
    lang: input.language,
    dir: textDirection(input.language),
    start_url: basePath,
    scope: basePath,
    display: "browser",
    theme_color: input.themeColor,
    background_color: input.backgroundColor,
    icons: [
      icon(ICON_FILES.icon192, 192, "any"),
      icon(ICON_FILES.icon512, 512, "any"),
      icon(ICON_FILES.maskable512, 512, "maskable"),
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
