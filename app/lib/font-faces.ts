/**
 * The site's font faces, declared once in the <head> of every page (root.tsx)
 * rather than in app.css: the full stylesheet arrives after the first paint,
 * and a second declaration of a face there would start its load afresh and
 * swap the text under the reader's eyes (see web-font.ts).
 */

/** The code points in Inter's subset file: printable ASCII and the typography the content uses. */
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

/** The rest of Fontsource's Latin file, which a browser fetches only for a page that needs it. */
const OTHER_LATIN_RANGE =
  "U+0000-001F, U+007F-009F, U+00A1-00A8, U+00AA-00B6, U+00B8-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-2012, U+2015-2017, U+201A-201B, U+201E-2021, U+2023-2025, U+2027-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");

/** Ranges as a CSS unicode-range value. */
export const unicodeRange = (ranges: ReadonlyArray<readonly [number, number]>) =>
  ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(", ");

const interFace = (url: string, range: string) =>
  `@font-face{font-family:"Inter Variable";font-style:normal;font-weight:100 900;` +
  // Optional: a page never waits for Inter nor swaps it in late (web-font.ts).
  `font-display:optional;src:url(${JSON.stringify(url)}) format("woff2");unicode-range:${range}}`;

/**
 * Arial stretched to Inter's metrics: Capsize's overrides for the pair, to a
 * hundredth of a percent, as font-faces.test.ts computes them. Written out so
 * that Capsize stays out of app/, whose modules ship to browsers.
 */
export const INTER_FALLBACK_OVERRIDES = {
  ascentOverride: "90.44%",
  descentOverride: "22.52%",
  lineGapOverride: "0%",
  sizeAdjust: "107.12%",
};

/**
 * Inter's two files, and a local font stretched to Inter's metrics, in which a
 * page paints until Inter is cached.
 */
export const fontFacesCss = (files: { subset: string; otherLatin: string }) =>
  interFace(files.subset, unicodeRange(SUBSET_RANGES)) +
  interFace(files.otherLatin, OTHER_LATIN_RANGE) +
  `@font-face{font-family:"Inter Fallback";src:local("Arial"),local("Liberation Sans"),local("Helvetica");` +
  `ascent-override:${INTER_FALLBACK_OVERRIDES.ascentOverride};` +
  `descent-override:${INTER_FALLBACK_OVERRIDES.descentOverride};` +
  `line-gap-override:${INTER_FALLBACK_OVERRIDES.lineGapOverride};` +
  `size-adjust:${INTER_FALLBACK_OVERRIDES.sizeAdjust}}`;
