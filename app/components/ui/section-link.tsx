import type { MouseEvent } from "react";
import { Link, type LinkProps } from "react-router";
import { glideNextScroll } from "~/lib/smooth-scroll";

/** Moves keyboard and screen-reader focus to the section an in-page link jumped to. */
export function focusSection(id: string) {
  document.getElementById(id)?.focus({ preventScroll: true });
}

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
 */
export function SectionLink({
  sectionId,
  onClick,
  children,
  ...props
}: Omit<LinkProps, "to"> & { sectionId: string }) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    glideNextScroll();
    focusSection(sectionId);
  };
  return (
    <Link to={{ hash: sectionId }} onClick={handleClick} {...props}>
      {children}
    </Link>
  );
}
