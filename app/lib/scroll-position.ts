export interface ScrollMetrics {
  scrollY: number;
  viewportHeight: number;
  documentHeight: number;
}

export function readScrollMetrics(): ScrollMetrics {
  return {
    scrollY: window.scrollY,
    viewportHeight: window.innerHeight,
    documentHeight: document.documentElement.scrollHeight,
  };
}

export function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener("scroll", onChange, { passive: true });
  window.addEventListener("resize", onChange, { passive: true });
  // Expanding a card or loading an image changes the page's length without a scroll.
  const resizeObserver = new ResizeObserver(onChange);
  resizeObserver.observe(document.body);
  return () => {
    window.removeEventListener("scroll", onChange);
    window.removeEventListener("resize", onChange);
    resizeObserver.disconnect();
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
