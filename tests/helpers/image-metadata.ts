import { readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { listFiles } from "../../pipeline/content/list-files";

const IMAGE = /\.(webp|avif|jpe?g|png|gif|tiff?)$/i;

/**
 * Every raster image in a build, with the metadata blocks it still carries
 * (EXIF, which holds GPS positions, XMP, IPTC, comments): none, for a site
 * whose owner is a minor.
 */
export async function imageMetadataIn(root: string) {
  const images = (await listFiles(root)).filter((file) => IMAGE.test(file));
  return Promise.all(
    images.map(async (file) => {
      const { exif, xmp, iptc, comments } = await sharp(
        await readFile(join(root, file)),
      ).metadata();
      const blocks = { exif, xmp, iptc, comments };
      return {
        file,
        carries: Object.entries(blocks)
          .filter(([, value]) => value !== undefined)
          .map(([name]) => name),
      };
    }),
  );
}
