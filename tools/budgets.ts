import { FIRST_ROUND_TRIP_BYTES } from "../pipeline/finish/paint-first.ts";

/** Byte budgets of the built site, so it stays fast on a cheap phone, in bytes, gzip unless named raw. */
export const BUDGETS = {
  /** The home page's HTML must fit the first round trip (about 14 KB) so it paints at once. */
  homeHtmlGzip: FIRST_ROUND_TRIP_BYTES,
  /**
   * Every script a page loads, the owner's words and the list of routes
   * included: a goal `npm run bench` measures, since it grows with the content.
   */
  pageJsGzip: 130 * 1024,
  /**
   * The code of any page, without the owner's words or the list of routes:
   * what no content changes, so it holds on every owner's build. React and the
   * router take about 106 KB of it.
   */
  codeJsGzip: 126 * 1024,
  cssGzip: 15 * 1024,
  preloadedFonts: 2,
  resumePdfRaw: 100 * 1024,
} as const;
