/**
 * What the boot script (app/inline-scripts/boot.ts), which runs in <head> before
 * the first paint, shares with the app and the build.
 */
import { WEB_FONT_CLASS } from "./web-font";

/** The classes the boot script can put on <html> before the first paint. */
export const BOOT_CLASSES = ["js", WEB_FONT_CLASS];

/*
 * The boot script gives up on the app, taking the "js" class away so that no
 * content stays hidden and no control shows that needs the app, when
 * - the app's modules have not all arrived ARRIVAL_GRACE_MS after the page's
 *   load event;
 * - a script fails, by an uncaught error or rejection, before the app starts
 *   hydrating: a module that cannot run, say in a browser too old for its
 *   syntax, or one that failed to arrive;
 * - the app has not hydrated HYDRATION_GRACE_MS after load, however it went:
 *   a stall no error reports.
 * Modules that have arrived are otherwise waited for: a slow phone may take
 * seconds to run them, and giving up meanwhile would hide the page's controls
 * only to show them again once it hydrates. markHydrated() restores the class
 * whenever the app does hydrate.
 */

/** How long after the page's load event the app's modules have to arrive. */
export const ARRIVAL_GRACE_MS = 3000;

/** How long after the page's load event the app has to hydrate: far beyond a slow phone's run of it. */
export const HYDRATION_GRACE_MS = 30_000;

/** Tells the boot script that every module the page needs has arrived (after-first-paint.ts). */
export function markAppArrived() {
  document.documentElement.dataset.appArrived = "";
}

/** Tells the boot script that the app starts hydrating: an error from here on is React's to show. */
export function markAppStarted() {
  document.documentElement.dataset.appStarted = "";
}

/** The boot script's data attribute (`data-web-font`) that gives it the web font's address. */
export const WEB_FONT_ATTRIBUTE = "data-web-font";

/** The boot script's data attribute (`data-base`) that gives it the site's base path, "/" or "/portfolio/". */
export const BASE_PATH_ATTRIBUTE = "data-base";

/** Tells the boot script that the app is running, and restores the "js" class if it gave up on a slow bundle. */
export function markHydrated() {
  const root = document.documentElement;
  root.classList.add("js");
  root.dataset.hydrated = "";
}

/**
 * The page's canonical path for the address the browser was given, which the
 * boot script writes (app/inline-scripts/boot.ts says which addresses and why).
 *
 * It works with string methods, not regular expressions: the boot script runs
 * it before the first paint, and there the first regular expression a page runs
 * cost about 0.8 ms of a fresh page's script on a desktop CPU (against 0.2 ms),
 * which a phone, and the bench's CPU slowdown, multiply.
 */
export function canonicalPath(pathname: string, basePath: string): string {
  let path = pathname;
  if (path.endsWith("/index.html")) path = path.slice(0, -"index.html".length);
  else if (path.endsWith(".html")) path = path.slice(0, -".html".length);
  let end = path.length;
  while (end > 0 && path[end - 1] === "/") end--;
  const withoutSlash = path.slice(0, end);
  return path.length > basePath.length && withoutSlash.startsWith(basePath) ? withoutSlash : path;
}

/**
 * The state React Router keeps in a page's history entry: a key, which the
 * script of its ScrollRestoration (root.tsx) adds as the body ends, and an
 * index, which its history adds as the router starts, inside the task where
 * React begins to hydrate the page and a tap waits. Each adds its part by
 * writing the entry's state anew, a change of address to the browser. The
 * boot script writes both at once, in the head, where the page has nothing
 * yet to update, and neither has anything left to add. An entry that already
 * has both (a reload, Back to a page) is returned as it is.
 */
export function historyEntryOfTheApp(state: unknown): unknown {
  const entry = (typeof state === "object" && state !== null ? state : {}) as {
    key?: unknown;
    idx?: unknown;
  };
  if (entry.key != null && entry.idx != null) return state;
  return {
    ...entry,
    key: entry.key ?? Math.random().toString(36).slice(2, 10),
    idx: entry.idx ?? 0,
  };
}
