import { Link, type LinkProps } from "react-router";
import { usePrefersReducedMotion } from "~/lib/use-prefers-reduced-motion";

/** Asked before passing viewTransition, which React Router warns about where the API is missing. */
const hasViewTransitions = () =>
  typeof document !== "undefined" && "startViewTransition" in document;

/**
 * A link to another of the site's pages that cross-fades to it with the View
 * Transitions API where the browser has it (React Router starts it), and
 * changes page at once where it does not or the visitor asked for less motion.
 * The choice changes no markup, so the prerendered link hydrates as it is.
 */
export function PageLink(props: LinkProps) {
  const prefersReducedMotion = usePrefersReducedMotion();
  return <Link viewTransition={!prefersReducedMotion && hasViewTransitions()} {...props} />;
}
