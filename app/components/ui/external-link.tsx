import type { ComponentProps } from "react";
import * as siteWords from "~/i18n/messages/site";
import { printAddress } from "~/lib/format";

/**
 * A link that leaves the site (web or mailto). It opens in a new tab
 * with no opener and no referrer, and says so to screen readers, whether the
 * link is named by its text or by an aria-label. On paper, where it cannot be
 * followed, its address is printed after it (app.css).
 */
export function ExternalLink({
  children,
  "aria-label": ariaLabel,
  ...props
}: Omit<ComponentProps<"a">, "target" | "rel"> & { href: string }) {
  return (
    <a
      {...props}
      data-print-address={printAddress(props.href)}
      aria-label={ariaLabel ? ariaLabel + siteWords.newTabNote : undefined}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
      <span className="sr-only">{siteWords.newTabNote}</span>
    </a>
  );
}
