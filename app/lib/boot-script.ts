import { PAGE_COLORS } from "./design-tokens";
import { CHOSEN_THEME_COLOR_ID, THEME_STORAGE_KEY } from "./theme";

/** Where the address of the cached web font is recorded (see web-font.ts). */
export const WEB_FONT_STORAGE_KEY = "web-font";

/** Set on <html> by the boot script when the web font is cached: app.css then sets text in it. */
export const WEB_FONT_CLASS = "web-font";

/** The classes the boot script can put on <html> before the first paint. */
export const BOOT_CLASSES = ["js", WEB_FONT_CLASS];

/** How long after the page's load event the app has to hydrate before the boot script gives up on it. */
const HYDRATION_GRACE_MS = 3000;

/**
 * Runs in <head> before the first paint:
 * - applies the visitor's stored theme, so there is no flash of the system theme,
 *   and gives the browser's bars its colour;
 * - adds WEB_FONT_CLASS when the web font at `webFontUrl` has been cached, and
 *   preloads it: Chromium waits for an optional font only when it is preloaded;
 * - adds the "js" class, which lets the reveal animation hide content until it
 *   scrolls into view (without script, everything simply shows);
 * - takes that class away again if the app has not hydrated (marked by
 *   markHydrated) soon after load, say because its bundle failed to arrive, so
 *   no content stays hidden;
 * - drops a trailing "index.html" or ".html" from the address (hosts serve
 *   /index.html and /resume.html too), so the router matches the page the HTML
 *   was prerendered for.
 */
export const bootScript = (webFontUrl: string) =>
  `(function(d,l){var p=l.pathname.replace(/\\/index\\.html$/,"/").replace(/\\.html$/,"");if(p!==l.pathname)history.replaceState(history.state,"",p+l.search+l.hash);d.classList.add("js");try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t==="light"||t==="dark"){d.dataset.theme=t;var m=document.createElement("meta");m.name="theme-color";m.id="${CHOSEN_THEME_COLOR_ID}";m.content=${JSON.stringify(PAGE_COLORS)}[t];document.head.prepend(m)}if(localStorage.getItem("${WEB_FONT_STORAGE_KEY}")===${JSON.stringify(webFontUrl)}){d.classList.add("${WEB_FONT_CLASS}");var f=document.createElement("link");f.rel="preload";f.as="font";f.type="font/woff2";f.crossOrigin="";f.href=${JSON.stringify(webFontUrl)};document.head.append(f)}}catch(e){}addEventListener("load",function(){setTimeout(function(){if(!("hydrated" in d.dataset))d.classList.remove("js")},${HYDRATION_GRACE_MS})})})(document.documentElement,location)`;

/** Tells the boot script that the app is running, and restores the "js" class if it gave up on a slow bundle. */
export function markHydrated() {
  const root = document.documentElement;
  root.classList.add("js");
  root.dataset.hydrated = "";
}
