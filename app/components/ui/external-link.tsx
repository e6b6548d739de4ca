import type { ComponentProps } from "react";

const NEW_TAB_NOTE = " (opens in a new tab)";

/**
 * A link that leaves the site (web or mailto). Spec 4: it opens in a new tab
 * with no opener and no referrer, and says so to screen readers, whether the
 * link is named by its text or by an aria-label.
 */
export function ExternalLink({
  children,
  "aria-label": ariaLabel,
  ...props
}: Omit<ComponentProps<"a">, "target" | "rel">) {
  return (
    <a
      {...props}
      aria-label={ariaLabel ? ariaLabel + NEW_TAB_NOTE : undefined}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
      <span className="sr-only">{NEW_TAB_NOTE}</span>
    </a>
  );
}
