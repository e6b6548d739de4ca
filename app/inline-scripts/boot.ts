/**
 * The boot script: inlined in every page's <head> (root.tsx) and run before the
 * first paint. The build compiles it to the string whose hash the
 * Content-Security-Policy carries (pipeline/plugins/inline-scripts.ts). It
 * - writes the address as the page's canonical one: without a trailing
 *   "index.html" or ".html" (hosts serve /index.html and /resume.html too), and
 *   without a trailing slash below the base path (the build publishes each page
 *   at /writing/ as well, pipeline/finish/index.ts), so the router matches the
 *   page the HTML was prerendered for, and addresses in it resolve as there,
 *   with the state React Router keeps in the history entry, so that it does
 *   not write it again as the app starts (lib/boot-script.ts);
 * - adds the "js" class, which lets the reveal animation hide content until it
 *   scrolls into view (without script, everything simply shows), and takes it
 *   away again if the app fails or stalls (lib/boot-script.ts says when);
 * - shows the visitor's stored theme, so there is no flash of the system theme;
 * - sets the text in the web font when it is cached.
 */
import {
  BASE_PATH_ATTRIBUTE,
  canonicalPath,
  historyEntryOfTheApp,
  ARRIVAL_GRACE_MS,
  HYDRATION_GRACE_MS,
  WEB_FONT_ATTRIBUTE,
} from "~/lib/boot-script";
import { showStoredTheme } from "~/lib/theme";
import { setTextInCachedWebFont } from "~/lib/web-font";

const root = document.documentElement;
const webFontUrl = document.currentScript?.getAttribute(WEB_FONT_ATTRIBUTE);
const basePath = document.currentScript?.getAttribute(BASE_PATH_ATTRIBUTE) ?? "/";

const path = canonicalPath(location.pathname, basePath);
const entry = historyEntryOfTheApp(history.state);
if (path !== location.pathname || entry !== history.state) {
  try {
    history.replaceState(entry, "", path + location.search + location.hash);
  } catch {
    // An address the browser reads as another site's ("//example.com"): left as it is.
  }
}
root.classList.add("js");
// First, so that no failure below can leave content hidden for good.
const giveUp = () => {
  if (!("hydrated" in root.dataset)) root.classList.remove("js");
};
addEventListener("load", () => {
  setTimeout(() => {
    if (!("appArrived" in root.dataset)) giveUp();
  }, ARRIVAL_GRACE_MS);
  setTimeout(giveUp, HYDRATION_GRACE_MS);
});
const giveUpUnlessStarted = () => {
  if (!("appStarted" in root.dataset)) giveUp();
};
addEventListener("error", giveUpUnlessStarted);
addEventListener("unhandledrejection", giveUpUnlessStarted);
showStoredTheme();
if (webFontUrl) setTextInCachedWebFont(webFontUrl);
