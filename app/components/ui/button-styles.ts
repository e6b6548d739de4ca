import { cn } from "~/lib/cn";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold transition-colors duration-200";

const variants = {
  primary: "bg-accent text-on-accent shadow-sm hover:bg-accent-strong",
  secondary: "border border-line bg-surface text-ink hover:border-accent hover:text-accent",
  ghost: "text-ink-muted hover:bg-surface-muted hover:text-ink",
} as const;

export type ButtonVariant = keyof typeof variants;

/** Class names for anything that looks like a button, whether <a> or <button>. */
export function buttonStyles(variant: ButtonVariant, className?: string): string {
  return cn(base, variants[variant], className);
}
