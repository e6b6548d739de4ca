// `npm run fonts`: cuts Inter down to the characters the site's text uses
// (SUBSET_RANGES in app/lib/font-faces.ts), so the one font file a page needs
// is 29 KB instead of 48 KB. Any other Latin character still renders in Inter,
// from the full Latin file, which browsers fetch only for pages that need it.
// The output is committed.
import { createRequire } from "node:module";
import { readFile, writeFile } from "node:fs/promises";
import subsetFont from "subset-font";
import { SUBSET_RANGES, unicodeRange } from "../app/lib/font-faces.ts";

export const SUBSET_FILE = "app/fonts/inter-basic-wght.woff2";

export async function makeSubset(): Promise<Buffer> {
  const source = createRequire(import.meta.url).resolve(
    "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  );
  const text = SUBSET_RANGES.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, offset) => String.fromCodePoint(from + offset)),
  ).join("");
  return subsetFont(await readFile(source), text, { targetFormat: "woff2" });
}

if (import.meta.main) {
  const subset = await makeSubset();
  await writeFile(SUBSET_FILE, subset);
  console.log(
    `${SUBSET_FILE}: ${subset.length} bytes, unicode-range ${unicodeRange(SUBSET_RANGES)}`,
  );
}
