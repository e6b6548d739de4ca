import { cn } from "~/lib/cn";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-200";

const variants = {
  primary: "bg-accent text-on-accent shadow-sm hover:bg-accent-strong",
  secondary: "border border-line bg-surface text-ink hover:border-accent hover:text-accent",
} as const;

/** Both sizes keep the 44 px touch target; `lg` is for a page's one closing call to action. */
const sizes = {
  md: "min-h-11 px-5 text-sm",
  lg: "min-h-12 px-7 text-base",
} as const;

/**
 * Class names for anything that looks like a button, whether <a> or <button>.
 * `className` places the button (margins, print visibility); its look and size
 * come from `variant` and `size` alone.
 */
export function buttonStyles({
  variant,
  size = "md",
  className,
}: {
  variant: keyof typeof variants;
  size?: keyof typeof sizes;
  className?: string;
}): string {
  return cn(base, variants[variant], sizes[size], className);
}
