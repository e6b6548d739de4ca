/**
 * The boot script: inlined in every page's <head> (root.tsx) and run before the
 * first paint. The build compiles it to the string whose hash the
 * Content-Security-Policy carries (pipeline/plugins/inline-scripts.ts). It
 * - drops a trailing "index.html" or ".html" from the address (hosts serve
 *   /index.html and /resume.html too), so the router matches the page the HTML
 *   was prerendered for;
 * - adds the "js" class, which lets the reveal animation hide content until it
 *   scrolls into view (without script, everything simply shows), and takes it
 *   away again if the app has not hydrated soon after load, say because its
 *   bundle failed to arrive, so no content stays hidden;
 * - shows the visitor's stored theme, so there is no flash of the system theme;
 * - sets the text in the web font when it is cached.
 */
import { HYDRATION_GRACE_MS, WEB_FONT_ATTRIBUTE } from "~/lib/boot-script";
import { showStoredTheme } from "~/lib/theme";
import { setTextInCachedWebFont } from "~/lib/web-font";

const root = document.documentElement;
const webFontUrl = document.currentScript?.getAttribute(WEB_FONT_ATTRIBUTE);

const path = location.pathname.replace(/\/index\.html$/, "/").replace(/\.html$/, "");
if (path !== location.pathname) {
  history.replaceState(history.state, "", path + location.search + location.hash);
}
root.classList.add("js");
// First, so that no failure below can leave content hidden for good.
addEventListener("load", () => {
  setTimeout(() => {
    if (!("hydrated" in root.dataset)) root.classList.remove("js");
  }, HYDRATION_GRACE_MS);
});
showStoredTheme();
if (webFontUrl) setTextInCachedWebFont(webFontUrl);
