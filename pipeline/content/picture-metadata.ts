// Which pictures carry metadata: what the content step refuses in public/
// (pipeline/plugins/images.ts) and the last finishing step refuses anywhere in
// the built site (pipeline/finish/index.ts), the owner being a minor.
import { existsSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { listFiles } from "./list-files.ts";

const RASTER = /\.(avif|gif|heif|heic|jpe?g|png|tiff?|webp)$/i;

/** The pictures in a folder, and below it, that carry metadata (EXIF, GPS positions among it, XMP, IPTC, comments). */
export async function picturesWithMetadata(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const found: string[] = [];
  for (const file of (await listFiles(folder)).filter((name) => RASTER.test(name))) {
    const path = join(folder, file);
    const { exif, xmp, iptc, comments } = await sharp(path).metadata();
    if (exif || xmp || iptc || comments) found.push(path);
  }
  return found;
}
