import { type ComponentProps, type MouseEvent, startTransition } from "react";
import { useHref, useLinkClickHandler } from "react-router";
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
 *
 * The navigation is a transition. React Router's HydratedRouter keeps the
 * location in state of its own; set from the click, that state was rendered
 * at once, before the frame, through every link on the page: at 12x CPU
 * slowdown, 130 ms of the click's script (a CPU profile of the click). The
 * router has saved the position to come back to when `navigate` returns, so
 * the glide starts right after it, in the click, rather than once the router
 * has rendered the new address.
 */
export function SectionLink({
  sectionId,
  onClick,
  children,
  ...props
}: Omit<ComponentProps<"a">, "href"> & { sectionId: string }) {
  const to = { hash: sectionId };
  const href = useHref(to);
  const followLink = useLinkClickHandler<HTMLAnchorElement>(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    // It prevents the browser's own jump only for a plain click: a modified
    // one (a new tab) is left to the browser.
    startTransition(() => followLink(event));
    if (!event.defaultPrevented) return;
    glideNextScroll();
    document.getElementById(sectionId)?.scrollIntoView();
    focusSection(sectionId);
  };
  return (
    // The anchor and the click handler that <Link> would make, without the
    // rest of what it does for other pages (prefetching, view transitions):
    // the menu renders each of these links when it opens.
    <a href={href} onClick={handleClick} {...props}>
      {children}
    </a>
  );
}
