import { startTransition, type ComponentProps, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import { glideNextScroll } from "~/lib/smooth-scroll";
import { publicPath } from "~/lib/public-path";

/** Moves keyboard and screen-reader focus to the section an in-page link jumped to. */
export function focusSection(id: string) {
  document.getElementById(id)?.focus({ preventScroll: true });
}

/** A click the browser should handle itself: in a new tab or window, or a download. */
const isModifiedClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * A link to a section of the current page, gliding there unless reduced motion
 * is asked for; focus follows, so the next Tab continues from the section
 * rather than from the link.
 *
 * It is a router navigation, not the browser's own fragment change: the browser
 * gives every entry it creates for a fragment the same history key, so
 * <ScrollRestoration /> (root.tsx) took a second section's entry for the first
 * one and scrolled back to where that one began, cancelling the glide (seen in
 * Firefox, and in WebKit after returning to the page). An entry the router
 * pushes has a key of its own: a click scrolls to the section, and Back and
 * Forward restore the position each entry was left at.
 *
 * It is a plain anchor to the home page's section (the home page is at the
 * base path) with the router's navigate, rather than the router's <Link>: a
 * <Link> reads the address, so every one of them drew again when a section
 * link changed it. The navigation is a transition, drawn after the frame that
 * starts the glide; the router's own part of it (the history entry, and the
 * position of the entry left, for Back) is done first, before anything scrolls.
 * At 4x CPU slowdown, the click's first frame came 176 ms after it with the
 * <Link>, 104 ms with this (medians of 5, interleaved).
 */
export function SectionLink({
  sectionId,
  onClick,
  children,
  ...props
}: ComponentProps<"a"> & { sectionId: string }) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || isModifiedClick(event)) return;
    event.preventDefault();
    startTransition(() => void navigate({ hash: sectionId }));
    glideNextScroll();
    document.getElementById(sectionId)?.scrollIntoView();
    focusSection(sectionId);
  };
  return (
    <a href={publicPath(`#${sectionId}`)} onClick={handleClick} {...props}>
      {children}
    </a>
  );
}
