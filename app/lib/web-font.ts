/**
 * Inter reaches a page's text only when it is already in the browser's cache,
 * so no page waits for it and no text is ever set twice before a reader's eyes.
 *
 * A first visit paints in "Inter Fallback" (a local font stretched to Inter's
 * metrics, font-faces.ts) and, once the app is running, fetches the font into the
 * HTTP cache and records its address. Every later page load finds the record in
 * the boot script, which adds WEB_FONT_CLASS to <html> before the first paint;
 * the text then starts in Inter. Its faces are `font-display: optional`, so a
 * font evicted from the cache meanwhile leaves the fallback in place rather
 * than swapping in late.
 */
import interOtherLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import interSubset from "../fonts/inter-basic-wght.woff2?url";
import { WEB_FONT_STORAGE_KEY } from "./boot-script";
import { fontFacesCss } from "./font-faces";

/** The subset of Inter that covers all of the site's own text (npm run fonts). */
export const WEB_FONT_URL = interSubset;

export const FONT_FACES_CSS = fontFacesCss({ subset: interSubset, otherLatin: interOtherLatin });

/** After the first paint: puts the font in the cache for the next page load. */
export function cacheWebFont(): void {
  try {
    if (localStorage.getItem(WEB_FONT_STORAGE_KEY) === WEB_FONT_URL) return;
  } catch {
    return; // No storage: the boot script could never read the record.
  }
  fetch(WEB_FONT_URL)
    .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject()))
    .then(() => localStorage.setItem(WEB_FONT_STORAGE_KEY, WEB_FONT_URL))
    .catch(() => {});
}
