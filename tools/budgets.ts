import { FIRST_ROUND_TRIP_BYTES } from "../pipeline/paint-first.ts";

/** Byte budgets of the built site (issue: fast on a cheap phone), in bytes, gzip unless named raw. */
export const BUDGETS = {
  /** The home page's HTML must fit the first round trip (about 14 KB) so it paints at once. */
  homeHtmlGzip: FIRST_ROUND_TRIP_BYTES,
  /** Every script a page loads: React and the router take about 106 KB of it. */
  pageJsGzip: 130 * 1024,
  cssGzip: 15 * 1024,
  preloadedFonts: 2,
  resumePdfRaw: 100 * 1024,
} as const;
