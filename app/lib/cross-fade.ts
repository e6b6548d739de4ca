import { useLayoutEffect } from "react";
import { useLocation } from "react-router";

/**
 * The cross-fade of a change of page within the app whose next page is
 * already here (fetched ahead): started by the click itself, so the browser
 * captures the old page at its next frame, and the router then changes page
 * inside it. React Router's own (`viewTransition`) starts the transition
 * only after its state has gone through two renders and two effects of the
 * old page (docs/decisions/cross-fade-from-the-click.md).
 */

/** Pages whose whole chain (modules, data and body) has arrived ahead (lib/fetch-ahead.ts). */
const arrived = new Set<string>();

/** Called once the whole chain of the page at `path` (no trailing slash) has arrived ahead. */
export const markArrived = (path: string) => arrived.add(path);

/** Whether the page a link to `url` leads to has arrived ahead: no round trip before it shows. */
export const hasArrived = (url: string) =>
  arrived.has(new URL(url, location.href).pathname.replace(/(.)\/$/, "$1"));

/** Ends the cross-fade under way, once the page it leads to is committed. */
let endCrossFade: (() => void) | undefined;

/**
 * Changes page by `changePage` (a navigation, resolved once the router has
 * its new state) inside a view transition, which ends once React has
 * committed the new page: the browser then captures it and cross-fades.
 */
export function crossFade(changePage: () => void | Promise<void>): void {
  // One still under way (a second click during the first) ends as it is.
  endCrossFade?.();
  const committed = new Promise<void>((resolve) => (endCrossFade = resolve));
  const from = location.href;
  const transition = document.startViewTransition(async () => {
    await changePage();
    // A navigation that went nowhere (stopped by another) commits nothing.
    if (location.href !== from) await committed;
  });
  // A second tap before this one's page showed skips this cross-fade: the
  // page still changes, and there is nothing to report.
  transition.ready.catch(() => {});
}

/** Ends the cross-fade under way as each page is committed; used once, by the root. */
export function useCrossFadeEnd(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    endCrossFade?.();
    endCrossFade = undefined;
  }, [pathname]);
}
