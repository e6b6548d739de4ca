import { cn } from "~/lib/cn";

/** A post's tags, as quiet labels. */
export function TagList({ tags, className }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className={cn("flex flex-wrap gap-1.5", className)}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full border border-line px-2.5 py-0.5 text-xs font-medium text-ink-muted"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
