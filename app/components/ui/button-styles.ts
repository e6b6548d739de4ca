import { cn } from "~/lib/cn";

// On paper a button is a plain link, its address printed after it.
const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-200 print:justify-start print:rounded-none print:border-0 print:bg-transparent print:px-0 print:text-black print:shadow-none";

const variants = {
  primary: "bg-accent text-on-accent shadow-sm hover:bg-accent-strong",
  secondary: "border border-line bg-surface text-ink hover:border-accent hover:text-accent",
} as const;

/** `md` and `lg` keep the 44 px touch target; `lg` is for a page's one closing call to action, `sm` for a card's actions. */
const sizes = {
  sm: "min-h-10 px-4 text-sm print:min-h-0",
  md: "min-h-11 px-5 text-sm print:min-h-0",
  lg: "min-h-12 px-7 text-base print:min-h-0",
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
