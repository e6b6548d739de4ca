import { createElement } from "react";
import type { LucideProps } from "lucide-react";
import { resolveIcon } from "~/lib/icons";

/** The icon the content names (unknown names show the default icon), hidden from screen readers. */
export function NamedIcon({ name, ...props }: LucideProps & { name: string }) {
  const iconProps: LucideProps & { "data-icon": string } = {
    ...props,
    "aria-hidden": true,
    "data-icon": name,
  };
  return createElement(resolveIcon(name), iconProps);
}
