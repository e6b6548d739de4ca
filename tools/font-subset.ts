// `npm run fonts`: cuts Inter down to the characters the site's text uses, so
// the one preloaded font file is 29 KB instead of 48 KB. Any other Latin
// character still renders in Inter: app.css serves it from the full Latin file,
// which browsers fetch only for pages that need it. The output is committed.
import { createRequire } from "node:module";
import { readFile, writeFile } from "node:fs/promises";
import subsetFont from "subset-font";

/** The code points in the subset: printable ASCII and the typography the content uses. */
export const SUBSET_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0xa0], // no-break space
  [0xa9, 0xa9], // ©
  [0xb7, 0xb7], // ·
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
];

export const SUBSET_FILE = "app/fonts/inter-basic-wght.woff2";

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");

/** The ranges as a CSS unicode-range value. */
export const unicodeRange = (ranges: ReadonlyArray<readonly [number, number]>) =>
  ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(", ");

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
