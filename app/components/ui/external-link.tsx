import type { ComponentProps } from "react";

/**
 * A link that leaves the site (web or mailto). Spec 4: it opens in a new tab
 * with no opener and no referrer, and says so to screen readers.
 */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
