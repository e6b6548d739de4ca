import { PageLink } from "~/components/ui/page-link";
import * as entriesWords from "~/i18n/messages/entries";
import { tagPath } from "~/lib/article-paths";
import { cn } from "~/lib/cn";

/** A post's tags, as quiet labels, each a link to the page of its posts. */
export function TagList({
  tags,
  current,
  className,
}: {
  tags: readonly string[];
  /** The tag whose page this is, marked as the current page. */
  current?: string;
  className?: string;
}) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={entriesWords.tags} className={cn("flex flex-wrap gap-1.5", className)}>
      {tags.map((tag) => (
        <li key={tag}>
          <PageLink
            to={tagPath(tag)}
            aria-current={tag === current ? "page" : undefined}
            className="inline-flex min-h-6 items-center rounded-full border border-line px-2.5 text-xs font-medium text-ink-muted transition-colors hover:border-accent hover:text-accent aria-[current=page]:border-accent aria-[current=page]:text-accent"
          >
            {tag}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
