// A photo as a phone saves it: a large JPEG of sensor-like noise (which makes
// it as heavy as a real one, and averages out when it is scaled down), taken sideways with an EXIF orientation to turn it
// upright, and carrying the camera's EXIF with a GPS position: the metadata the
// image pipeline must strip before anything is published.
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

/** Writes a `width` by `height` JPEG (as stored, before turning) to `file`. */
export async function writePhonePhoto(file: string, { width = 4032, height = 3024 } = {}) {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 10 },
    },
  })
    .png()
    .toBuffer();
  await sharp(noise)
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
