// A photo as a phone saves it: a large JPEG of a scene with detail at every
// scale, as a real one has (so it weighs what a real one weighs at full size
// and again once scaled down for a page), with the sensor's grain, taken
// sideways with an EXIF orientation to turn it upright, and carrying the
// camera's EXIF with a GPS position: the metadata the image pipeline must
// strip before anything is published.
import sharp from "sharp";

/** EXIF orientation 6: the pixels are stored turned left, to be shown turned right. */
export const SIDEWAYS = 6;

/** The GPS block, IFD3 in libvips' numbering (IFD0 is the image, IFD2 the camera). */
const GPS_POSITION = {
  GPSLatitudeRef: "N",
  GPSLatitude: "47/1 15/1 0/1",
  GPSLongitudeRef: "W",
  GPSLongitude: "122/1 26/1 0/1",
};

/**
 * The scene: random fields with cells from 4 px to 512 px, each scaled
 * smoothly to the photo's size and added, finer ones a little weaker, for the
 * falling spectrum of a natural image. Cells of 64 px and more vary in
 * colour, the finer ones in brightness only. The sum is made at a quarter of
 * the photo's pixels (cells of 2 px), then scaled up once.
 */
const GRID_CELL = 2;
const OCTAVES = [4, 8, 16, 32, 64, 128, 256, 512];
const COLOUR_FROM_CELL = 64;
/** How far the coarse cells' colours stray from grey, against their brightness. */
const COLOUR = 0.4;
const strength = (cell: number) => 0.6 * (cell / 512) ** 0.15;
/** The sensor's own grain, pixel by pixel (standard deviation, in 8-bit levels). */
const GRAIN = 5;

/** A field of `cell`-sized random values, scaled smoothly to `width` by `height`. */
async function field(width: number, height: number, cell: number): Promise<Buffer> {
  const [cellsWide, cellsHigh] = [Math.ceil(width / cell) + 1, Math.ceil(height / cell) + 1];
  const noise = await sharp({
    create: {
      width: cellsWide,
      height: cellsHigh,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .extractChannel(0)
    .raw()
    .toBuffer();
  return sharp(noise, { raw: { width: cellsWide, height: cellsHigh, channels: 1 } })
    .resize(width, height, { kernel: "cubic", fit: "fill" })
    .raw()
    .toBuffer();
}

/** Writes a `width` by `height` JPEG (as stored, before turning) to `file`. */
export async function writePhonePhoto(file: string, { width = 4032, height = 3024 } = {}) {
  const [gridWidth, gridHeight] = [Math.ceil(width / GRID_CELL), Math.ceil(height / GRID_CELL)];
  const cells = gridWidth * gridHeight;
  const scene = new Float32Array(cells * 3);
  // Lit from above: brighter and cooler at the top, warmer below.
  for (let y = 0; y < gridHeight; y += 1) {
    const t = y / gridHeight;
    for (let x = 0; x < gridWidth; x += 1) {
      const i = (y * gridWidth + x) * 3;
      scene[i] = 150 - 40 * t;
      scene[i + 1] = 155 - 50 * t;
      scene[i + 2] = 170 - 80 * t;
    }
  }
  for (const cell of OCTAVES) {
    // One field for brightness, or one a channel for colour.
    const channels = cell >= COLOUR_FROM_CELL ? 3 : 1;
    const fields = await Promise.all(
      Array.from({ length: channels }, () => field(gridWidth, gridHeight, cell / GRID_CELL)),
    );
    const weight = strength(cell);
    const [red, green = red, blue = red] = fields as [Buffer, Buffer?, Buffer?];
    for (let p = 0; p < cells; p += 1) {
      const values = [red[p]! - 128, green[p]! - 128, blue[p]! - 128] as const;
      const light = (values[0] + values[1] + values[2]) / 3;
      for (let c = 0; c < 3; c += 1) {
        scene[p * 3 + c] = scene[p * 3 + c]! + (light + COLOUR * (values[c]! - light)) * weight;
      }
    }
  }
  const smooth = await sharp(Buffer.from(Uint8ClampedArray.from(scene)), {
    raw: { width: gridWidth, height: gridHeight, channels: 3 },
  })
    .resize(width, height, { kernel: "cubic", fit: "fill" })
    .raw()
    .toBuffer();
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: GRAIN },
    },
  })
    .raw()
    .toBuffer();
  for (let i = 0; i < smooth.length; i += 1) {
    smooth[i] = Math.max(0, Math.min(255, smooth[i]! + grain[i]! - 128));
  }
  await sharp(smooth, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: "Phone", Model: "Camera" }, IFD3: GPS_POSITION })
    .withMetadata({ orientation: SIDEWAYS })
    .toFile(file);
}

/** Whether an EXIF block holds a GPS position (the GPS IFD's pointer tag, 0x8825). */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}
