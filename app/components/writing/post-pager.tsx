import { ArrowLeft, ArrowRight } from "lucide-react";
import * as articleWords from "~/i18n/messages/article";
import type { PostSummary } from "~/content/schema";
import { cn } from "~/lib/cn";
import { PageLink } from "~/components/ui/page-link";

type Neighbour = Pick<PostSummary, "path" | "title">;

/** The previous (older) and next (newer) posts, at the end of a post. */
export function PostPager({ previous, next }: { previous?: Neighbour; next?: Neighbour }) {
  if (!previous && !next) return null;
  return (
    <nav
      aria-label={articleWords.morePosts}
      className="mt-14 border-t border-line pt-8 print:hidden"
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {previous ? <PagerLink post={previous} direction="previous" /> : null}
        {next ? <PagerLink post={next} direction="next" /> : null}
      </ul>
    </nav>
  );
}

function PagerLink({ post, direction }: { post: Neighbour; direction: "previous" | "next" }) {
  const isNext = direction === "next";
  const Arrow = isNext ? ArrowRight : ArrowLeft;
  return (
    // The next post keeps the right-hand column even when there is no previous one.
    <li className={cn(isNext && "sm:col-start-2 sm:text-end")}>
      <PageLink
        to={post.path}
        rel={isNext ? "next" : "prev"}
        className="group block h-full rounded-2xl border border-line bg-surface p-5 transition-colors hover:border-accent"
      >
        <span
          className={cn(
            "flex items-center gap-1.5 text-sm font-medium text-ink-muted",
            isNext && "sm:justify-end",
          )}
        >
          {isNext ? null : <Arrow aria-hidden className="size-4 rtl:-scale-x-100" />}
          {isNext ? articleWords.nextPost : articleWords.previousPost}
          {isNext ? <Arrow aria-hidden className="size-4 rtl:-scale-x-100" /> : null}
        </span>
        <span
          dir="auto"
          className="mt-2 block font-semibold text-balance text-ink group-hover:text-accent"
        >
          {post.title}
        </span>
      </PageLink>
    </li>
  );
}
