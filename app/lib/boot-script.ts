import { PAGE_COLORS } from "./design-tokens";
import { CHOSEN_THEME_COLOR_ID, THEME_STORAGE_KEY } from "./theme";

/** How long after the page's load event the app has to hydrate before the boot script gives up on it. */
const HYDRATION_GRACE_MS = 3000;

/**
 * Runs in <head> before the first paint:
 * - applies the visitor's stored theme, so there is no flash of the system theme,
 *   and gives the browser's bars its colour;
 * - adds the "js" class, which lets the reveal animation hide content until it
 *   scrolls into view (without script, everything simply shows);
 * - takes that class away again if the app has not hydrated (marked by
 *   markHydrated) soon after load, say because its bundle failed to arrive, so
 *   no content stays hidden;
 * - drops a trailing "index.html" or ".html" from the address (hosts serve
 *   /index.html and /resume.html too), so the router matches the page the HTML
 *   was prerendered for.
 */
export const BOOT_SCRIPT = `(function(d,l){var p=l.pathname.replace(/\\/index\\.html$/,"/").replace(/\\.html$/,"");if(p!==l.pathname)history.replaceState(history.state,"",p+l.search+l.hash);d.classList.add("js");try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t==="light"||t==="dark"){d.dataset.theme=t;var m=document.createElement("meta");m.name="theme-color";m.id="${CHOSEN_THEME_COLOR_ID}";m.content=${JSON.stringify(PAGE_COLORS)}[t];document.head.prepend(m)}}catch(e){}addEventListener("load",function(){setTimeout(function(){if(!("hydrated" in d.dataset))d.classList.remove("js")},${HYDRATION_GRACE_MS})})})(document.documentElement,location)`;

/** Tells the boot script that the app is running, and restores the "js" class if it gave up on a slow bundle. */
export function markHydrated() {
  const root = document.documentElement;
  root.classList.add("js");
  root.dataset.hydrated = "";
}
