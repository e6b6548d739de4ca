// The phone photos the fixture's photo post shows (tests/fixtures/content/),
// made on the machine rather than kept in the repository (4 MB each): EXIF
// with a GPS position, stored sideways. Every build of the fixture content
// needs them, so Vitest's global setup makes them as the fixture build does.
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { writePhonePhoto } from "../../tools/phone-photo.ts";

export const FIXTURE_PHOTOS = ["posts/photos/IMG_0042.JPG", "posts/photos/Robot Arm.JPEG"].map(
  (path) => join("tests/fixtures/content", path),
);

/** Writes the fixture's phone photos where they are missing. */
export async function writeFixturePhotos() {
  for (const photo of FIXTURE_PHOTOS) {
    if (existsSync(photo)) continue;
    await mkdir(dirname(photo), { recursive: true });
    await writePhonePhoto(photo);
  }
}

/** Vitest's global setup. */
export default writeFixturePhotos;
