/**
 * Inter reaches a page's text only when it is already in the browser's cache,
 * so no page waits for it and no text is ever set twice before a reader's eyes.
 *
 * A first visit paints in "Inter Fallback" (a local font stretched to Inter's
 * metrics, font-faces.ts) and, once the app is running, fetches the font into the
 * HTTP cache and records its address. Every later page load finds the record in
 * the boot script (app/inline-scripts/boot.ts), which adds WEB_FONT_CLASS to
 * <html> before the first paint; the text then starts in Inter. Its faces are
 * `font-display: optional`, so a font evicted from the cache meanwhile leaves
 * the fallback in place rather than swapping in late. The font's files and
 * faces are app/fonts/inter.ts.
 */
/** Where the address of the cached web font is recorded. */
export const WEB_FONT_STORAGE_KEY = "web-font";

/** Set on <html> by the boot script when the web font is cached: app.css then sets text in it. */
export const WEB_FONT_CLASS = "web-font";

/** After the first paint: puts the font at `url` in the cache for the next page load. */
export function cacheWebFont(url: string): void {
  try {
    if (localStorage.getItem(WEB_FONT_STORAGE_KEY) === url) return;
  } catch {
    return; // No storage: the boot script could never read the record.
  }
  fetch(url)
    .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject()))
    .then(() => localStorage.setItem(WEB_FONT_STORAGE_KEY, url))
    .catch(() => {});
}

/**
 * Before the first paint: sets the text in Inter if the font at `url` was
 * cached on an earlier visit, and preloads it, since Chromium waits for an
 * optional font only when it is preloaded.
 */
export function setTextInCachedWebFont(url: string): void {
  try {
    if (localStorage.getItem(WEB_FONT_STORAGE_KEY) !== url) return;
  } catch {
    return;
  }
  document.documentElement.classList.add(WEB_FONT_CLASS);
  document.head.append(
    Object.assign(document.createElement("link"), {
      rel: "preload",
      as: "font",
      type: "font/woff2",
      crossOrigin: "",
      href: url,
    }),
  );
}
