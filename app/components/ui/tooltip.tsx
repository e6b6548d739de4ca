import { type ReactElement, useEffect, useId, useRef } from "react";
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "~/constants";

/** Gap between the trigger and its tooltip, and between a tooltip and the window's edge. */
export const TOOLTIP_GAP_PX = 8;

/** When any tooltip last closed: within the skip delay after it, the next opens at once. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * The page's one tooltip element, a manual popover in the top layer. One shows
 * at a time, so every trigger shares it: made at its first use, after
 * hydration, and never part of the prerendered HTML.
 */
let popover: HTMLDivElement | undefined;
/** The trigger's wrapper the tooltip is shown for, and how to stop following it. */
let shown: { wrapper: HTMLElement; stopFollowing: () => void } | undefined;

function sharedPopover() {
  if (!popover?.isConnected) {
    popover = document.createElement("div");
    popover.popover = "manual";
    popover.setAttribute("role", "tooltip");
    // `inset-auto`: the popover's own `inset: 0` would otherwise win over
    // `left` in a right-to-left page, where an over-constrained box drops it.
    popover.className =
      "pointer-events-none fixed inset-auto m-0 max-w-64 overflow-visible rounded-lg bg-ink px-3 py-1.5 text-xs font-medium text-page shadow-lg";
    document.body.append(popover);
  }
  return popover;
}

/** Puts the shown tooltip above its trigger, or below it near the window's top. */
function place(element: HTMLElement, trigger: Element) {
  const anchor = trigger.getBoundingClientRect();
  const tooltip = element.getBoundingClientRect();
  const above = anchor.top - tooltip.height - TOOLTIP_GAP_PX;
  const top = above >= TOOLTIP_GAP_PX ? above : anchor.bottom + TOOLTIP_GAP_PX;
  const centred = anchor.left + anchor.width / 2 - tooltip.width / 2;
  const left = Math.min(
    Math.max(centred, TOOLTIP_GAP_PX),
    window.innerWidth - tooltip.width - TOOLTIP_GAP_PX,
  );
  // Viewport coordinates, which have no reading direction.
  Object.assign(element.style, { top: `${top}px`, left: `${left}px` });
}

function show(wrapper: HTMLElement, id: string, label: string) {
  const trigger = wrapper.firstElementChild;
  if (!trigger) return;
  if (shown && shown.wrapper !== wrapper) hide(shown.wrapper);
  const element = sharedPopover();
  element.id = id;
  element.textContent = label;
  if (shown?.wrapper === wrapper) return place(element, trigger);
  element.showPopover();
  place(element, trigger);
  // While shown, it describes its trigger to screen readers.
  trigger.setAttribute("aria-describedby", id);
  const follow = () => place(element, trigger);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") hide(wrapper);
  };
  window.addEventListener("scroll", follow, { passive: true });
  window.addEventListener("resize", follow);
  document.addEventListener("keydown", onKeyDown);
  // Its size can still change once shown: opened before the page's full
  // stylesheet has arrived (every page but the home page defers it), it takes
  // its padding and type size only then.
  const resized = new ResizeObserver(follow);
  resized.observe(element, { box: "border-box" });
  shown = {
    wrapper,
    stopFollowing() {
      trigger.removeAttribute("aria-describedby");
      window.removeEventListener("scroll", follow);
      window.removeEventListener("resize", follow);
      document.removeEventListener("keydown", onKeyDown);
      resized.disconnect();
    },
  };
}

/** Hides the tooltip if it is shown for `wrapper`'s trigger. */
function hide(wrapper: HTMLElement) {
  if (shown?.wrapper !== wrapper) return;
  shown.stopFollowing();
  shown = undefined;
  popover?.hidePopover();
  lastClosedAt = Date.now();
}

/**
 * A short text shown above (or, near the top of the window, below) its child:
 * after TOOLTIP_OPEN_DELAY_MS of hover, at once within TOOLTIP_SKIP_DELAY_MS of
 * another tooltip closing, and at once on keyboard focus; Escape, a press or
 * leaving closes it. The child must be one focusable element with its own name;
 * the tooltip describes it (aria-describedby) while shown.
 *
 * Shown and placed through the DOM, in the event that opens it, with no React
 * state: a render would come between the key press and its frame, and the
 * bench holds that frame to a bare popover's (tools/bench-clicks.ts). Written
 * here rather than taken from Radix Tooltip, which weighed 23 KB gzip with its
 * positioning engine: more than the page's whole budget for its own code
 * (tools/budgets.ts).
 */
export function Tooltip({ label, children }: { label: string; children: ReactElement }) {
  const id = useId();
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const openTimer = useRef<number | undefined>(undefined);
  // Read when the tooltip opens, which may be an open delay after this render.
  const labelRef = useRef(label);

  const open = () => {
    window.clearTimeout(openTimer.current);
    if (wrapperRef.current) show(wrapperRef.current, id, labelRef.current);
  };
  const close = () => {
    window.clearTimeout(openTimer.current);
    if (wrapperRef.current) hide(wrapperRef.current);
  };
  const openAfterDelay = () => {
    if (Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) return open();
    window.clearTimeout(openTimer.current);
    openTimer.current = window.setTimeout(open, TOOLTIP_OPEN_DELAY_MS);
  };

  // A label that changes while shown (the next-section button's destination) is shown at once.
  useEffect(() => {
    labelRef.current = label;
    const wrapper = wrapperRef.current;
    if (wrapper && shown?.wrapper === wrapper) show(wrapper, id, label);
  }, [id, label]);

  // A trigger that goes away (a change of page) takes its tooltip with it.
  useEffect(() => {
    const wrapper = wrapperRef.current;
    return () => {
      window.clearTimeout(openTimer.current);
      if (wrapper) hide(wrapper);
    };
  }, []);

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
    </span>
  );
}
