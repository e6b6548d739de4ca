import type { ComponentProps, MouseEvent } from "react";
import { glideNextScroll } from "~/lib/smooth-scroll";

/** Moves keyboard and screen-reader focus to the section an in-page link jumped to. */
export function focusSection(id: string) {
  document.getElementById(id)?.focus({ preventScroll: true });
}

/**
 * A link to a section of the current page. The browser scrolls to it, gliding
 * unless reduced motion is asked for; focus follows, so the next Tab continues
 * from the section rather than from the link.
 */
export function SectionLink({
  sectionId,
  onClick,
  children,
  ...props
}: Omit<ComponentProps<"a">, "href"> & { sectionId: string }) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    glideNextScroll();
    focusSection(sectionId);
  };
  return (
    <a href={`#${sectionId}`} onClick={handleClick} {...props}>
      {children}
    </a>
  );
}
