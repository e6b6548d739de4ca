import { useState, useSyncExternalStore } from "react";
import { nextTask } from "./next-task";
import {
  scrollMetrics,
  scrollMetricsIfRead,
  type ScrollMetrics,
  subscribeToScroll,
} from "./scroll-position";

/** What the prerendered HTML assumes: the top of a page of unknown length. */
const PRERENDER_METRICS: ScrollMetrics = { scrollY: 0, viewportHeight: 0, documentHeight: 0 };

/**
 * Subscribes to the scroll position through a selector, so a component
 * re-renders only when the value it derives (usually a boolean) changes,
 * not on every scroll event.
 *
 * The selector runs when the scroll metrics are read (lib/scroll-position.ts),
 * never while React renders: it may measure the page (the next-section button
 * finds where each section is), and measuring a page that React is changing
 * makes the browser lay it out there and then.
 */
export function useScrollDerived<T extends string | number | boolean | null>(
  select: (metrics: ScrollMetrics) => T,
): T {
  // The first render's selector serves for the component's life: selectors
  // derive from the scroll metrics and the page, never from props.
  const [store] = useState(() => selectionStore(select));
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => select(PRERENDER_METRICS));
}

/**
 * The value `select` derives, kept from one reading of the scroll metrics to
 * the next. Until the first reading, it is the prerendered page's value: React
 * asks for it as it commits a hydrated page, and reading the metrics there
 * would lay the page out inside that task, where a tap waits; the first
 * reading comes at the start of the next frame, and each reading that changes
 * the value has React render it in the task after.
 */
function selectionStore<T>(select: (metrics: ScrollMetrics) => T) {
  let selected: { value: T } | undefined;
  const prerendered = select(PRERENDER_METRICS);
  return {
    subscribe: (onChange: () => void) =>
      subscribeToScroll(() => {
        const value = select(scrollMetrics());
        if (selected?.value === value) return;
        selected = { value };
        // React renders the change in a task of its own, not in the reading's,
        // on every reading: the first comes in the frame after the page has
        // hydrated, where reading, measuring and rendering in one task made
        // the home page's longest task after hydration. A change shows a
        // frame later, and each of these values starts a fade.
        void nextTask().then(onChange);
      }),
    getSnapshot: () => {
      const metrics = scrollMetricsIfRead();
      if (!selected && !metrics) return prerendered;
      return (selected ??= { value: select(metrics!) }).value;
    },
  };
}
