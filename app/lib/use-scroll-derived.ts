import { useSyncExternalStore } from "react";
import { readScrollMetrics, type ScrollMetrics, subscribeToScroll } from "./scroll-position";

/** What the prerendered HTML assumes: the top of a page of unknown length. */
const PRERENDER_METRICS: ScrollMetrics = { scrollY: 0, viewportHeight: 0, documentHeight: 0 };

/**
 * Subscribes to the scroll position through a selector, so a component
 * re-renders only when the value it derives (usually a boolean) changes,
 * not on every scroll event.
 */
export function useScrollDerived<T extends string | number | boolean | null>(
  select: (metrics: ScrollMetrics) => T,
): T {
  return useSyncExternalStore(
    subscribeToScroll,
    () => select(readScrollMetrics()),
    () => select(PRERENDER_METRICS),
  );
}
