import { useEffect, useRef } from "react";
import { scrollMetrics, scrollProgress, subscribeToScroll } from "~/lib/scroll-position";

/**
 * The bar across the top of the page that fills as the visitor scrolls. It is
 * written straight to the DOM on scroll rather than through React state, so
 * scrolling never re-renders anything.
 */
export function ScrollProgress() {
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const update = () => {
      barRef.current?.style.setProperty("--progress", String(scrollProgress(scrollMetrics())));
    };
    // No reading now, while React commits (it would lay the page out there):
    // the first reading, in the next frame, calls `update`.
    return subscribeToScroll(update);
  }, []);

  return (
    <div aria-hidden className="fixed inset-x-0 top-0 z-[60] h-1 print:hidden">
      <div
        ref={barRef}
        className="h-full origin-left bg-accent rtl:origin-right [transform:scaleX(var(--progress,0))]"
      />
    </div>
  );
}
