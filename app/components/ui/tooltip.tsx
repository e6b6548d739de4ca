import {
  type ReactElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "~/constants";

/** Gap between the trigger and its tooltip, and between a tooltip and the window's edge. */
export const TOOLTIP_GAP_PX = 8;

/** When any tooltip last closed: within the skip delay after it, the next opens at once. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * A short text shown above (or, near the top of the window, below) its child:
 * after TOOLTIP_OPEN_DELAY_MS of hover, at once within TOOLTIP_SKIP_DELAY_MS of
 * another tooltip closing, and at once on keyboard focus; Escape, a press or
 * leaving closes it. The child must be one focusable element with its own name;
 * the tooltip describes it (aria-describedby) while shown.
 *
 * Written here rather than taken from Radix Tooltip, which did the same but
 * weighed 23 KB gzip with its positioning engine: more than the page's whole
 * budget for its own code (tools/budgets.ts).
 */
export function Tooltip({ label, children }: { label: string; children: ReactElement }) {
  const [isOpen, setIsOpen] = useState(false);
  const tooltipId = useId();
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const tooltipRef = useRef<HTMLDivElement>(null);
  const openTimer = useRef<number | undefined>(undefined);

  const open = useCallback(() => {
    window.clearTimeout(openTimer.current);
    setIsOpen(true);
  }, []);

  const close = useCallback(() => {
    window.clearTimeout(openTimer.current);
    setIsOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  }, []);

  const openAfterDelay = () => {
    if (Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) return open();
    window.clearTimeout(openTimer.current);
    openTimer.current = window.setTimeout(open, TOOLTIP_OPEN_DELAY_MS);
  };

  useEffect(() => () => window.clearTimeout(openTimer.current), []);

  // While shown, the tooltip describes its trigger to screen readers.
  useEffect(() => {
    const trigger = wrapperRef.current?.firstElementChild;
    if (!isOpen || !trigger) return;
    trigger.setAttribute("aria-describedby", tooltipId);
    return () => trigger.removeAttribute("aria-describedby");
  }, [isOpen, tooltipId]);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [isOpen, close]);

  // Placed beside the trigger once its size is known, before it is first
  // painted, and kept there while the page scrolls or its size changes. The
  // position is written to the element itself: nothing else renders from it.
  useLayoutEffect(() => {
    const element = tooltipRef.current;
    if (!isOpen || !element) return;
    const place = () => {
      const trigger = wrapperRef.current?.firstElementChild?.getBoundingClientRect();
      if (!trigger) return;
      const tooltip = element.getBoundingClientRect();
      const above = trigger.top - tooltip.height - TOOLTIP_GAP_PX;
      const top = above >= TOOLTIP_GAP_PX ? above : trigger.bottom + TOOLTIP_GAP_PX;
      const centred = trigger.left + trigger.width / 2 - tooltip.width / 2;
      const left = Math.min(
        Math.max(centred, TOOLTIP_GAP_PX),
        window.innerWidth - tooltip.width - TOOLTIP_GAP_PX,
      );
      Object.assign(element.style, { top: `${top}px`, left: `${left}px` });
    };
    place();
    window.addEventListener("scroll", place, { passive: true });
    window.addEventListener("resize", place);
    // Its size can still change once shown: opened before the page's full
    // stylesheet has arrived (every page but the home page defers it), it takes
    // its padding and type size only then.
    const resized = new ResizeObserver(place);
    resized.observe(element, { box: "border-box" });
    return () => {
      window.removeEventListener("scroll", place);
      window.removeEventListener("resize", place);
      resized.disconnect();
    };
  }, [isOpen]);

  return (
    // Events of the child bubble here; `contents` keeps this wrapper out of the layout.
    <span
      ref={wrapperRef}
      className="contents"
      onPointerEnter={(event) => {
        if (event.pointerType !== "touch") openAfterDelay();
      }}
      onPointerLeave={close}
      onPointerDown={close}
      onFocus={(event) => {
        if (event.target.matches(":focus-visible")) open();
      }}
      onBlur={close}
    >
      {children}
      {isOpen
        ? createPortal(
            <div
              ref={tooltipRef}
              id={tooltipId}
              role="tooltip"
              className="pointer-events-none fixed z-50 max-w-64 rounded-lg bg-ink px-3 py-1.5 text-xs font-medium text-page shadow-lg"
            >
              {label}
            </div>,
            document.body,
          )
        : null}
    </span>
  );
}
