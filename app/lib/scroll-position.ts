export interface ScrollMetrics {
  scrollY: number;
  viewportHeight: number;
  documentHeight: number;
}

function readScrollMetrics(): ScrollMetrics {
  return {
    scrollY: window.scrollY,
    viewportHeight: window.innerHeight,
    documentHeight: document.documentElement.scrollHeight,
  };
}

/**
 * The page's scroll metrics as last read, on a scroll, a resize or a change of
 * the page's length (the browser has laid the page out by then). Reading them
 * anywhere else, such as while React renders or commits, would make the
 * browser lay out a page that script has just changed: at 4x CPU slowdown a
 * section link's click spent 61 ms there (a DevTools CPU profile of the click).
 */
let lastRead: ScrollMetrics | undefined;
const listeners = new Set<() => void>();
/** The animation frame that takes the first reading once a listener has subscribed. */
let firstReading = 0;
const resizeObserver =
  typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(() => refresh());

function refresh() {
  lastRead = readScrollMetrics();
  for (const listener of listeners) listener();
}

/** The page's scroll metrics as last read (read now if never yet). */
export function scrollMetrics(): ScrollMetrics {
  return (lastRead ??= readScrollMetrics());
}

/**
 * The page's scroll metrics if they have been read, else undefined: the first
 * reading comes in the frame after the first listener subscribed, and reaches
 * every listener.
 */
export function scrollMetricsIfRead(): ScrollMetrics | undefined {
  return lastRead;
}

/** Calls `onChange` after each new reading of the scroll metrics; one set of listeners serves all. */
export function subscribeToScroll(onChange: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener("scroll", refresh, { passive: true });
    window.addEventListener("resize", refresh, { passive: true });
    // Expanding a card or loading an image changes the page's length without a scroll.
    resizeObserver?.observe(document.body);
    // The first reading, at the start of the next frame, whose layout it does
    // early: not in the ResizeObserver's first report, after that layout,
    // where a listener that changes the page's length would start another.
    firstReading = requestAnimationFrame(refresh);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    window.removeEventListener("scroll", refresh);
    window.removeEventListener("resize", refresh);
    resizeObserver?.disconnect();
    cancelAnimationFrame(firstReading);
    lastRead = undefined;
  };
}

/** Distance in px between the bottom of the viewport and the end of the page. */
export function distanceToPageEnd({
  scrollY,
  viewportHeight,
  documentHeight,
}: ScrollMetrics): number {
  return documentHeight - (scrollY + viewportHeight);
}

/** Share of the page scrolled, from 0 at the top to 1 at the end. */
export function scrollProgress({ scrollY, viewportHeight, documentHeight }: ScrollMetrics): number {
  const scrollable = documentHeight - viewportHeight;
  return scrollable > 0 ? Math.min(1, Math.max(0, scrollY / scrollable)) : 0;
}
