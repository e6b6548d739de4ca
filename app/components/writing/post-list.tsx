import type { PostSummary } from "~/content/schema";
import { formatDay, formatReadingTime } from "~/lib/format";
import { PageLink } from "~/components/ui/page-link";
import { TagList } from "./tag-list";

/** The writing index: each post's title, date, reading time, summary and tags. */
export function PostList({
  posts,
  currentTag,
  isSearchResult = false,
}: {
  posts: readonly PostSummary[];
  /** On a tag's page, that tag: its chips are marked as the current page. */
  currentTag?: string;
  /** The posts a search found: when none, the search box says so. */
  isSearchResult?: boolean;
}) {
  if (posts.length === 0) {
    return isSearchResult ? null : (
      <p className="text-ink-muted">Nothing published yet. The first post is on its way.</p>
    );
  }
  return (
    <ol className="divide-y divide-line border-y border-line">
      {posts.map((post) => (
        <li key={post.slug}>
          <article aria-labelledby={`post-${post.slug}`} className="py-8">
            <p className="flex flex-wrap gap-x-2 text-sm text-ink-muted">
              <time dateTime={post.date}>{formatDay(post.date)}</time>
              <span aria-hidden>·</span>
              <span>{formatReadingTime(post.readingMinutes)}</span>
              {post.draft ? <span className="font-semibold text-warning">Draft</span> : null}
            </p>
            <h2
              id={`post-${post.slug}`}
              className="mt-2 text-xl font-bold tracking-tight text-balance sm:text-2xl"
            >
              <PageLink
                to={post.path}
                className="text-ink underline-offset-4 hover:text-accent hover:underline"
              >
                {post.title}
              </PageLink>
            </h2>
            {/* Held to about 70 characters a line, as the posts themselves are. */}
            <p className="mt-3 max-w-[33rem] text-pretty text-ink-muted">{post.summary}</p>
            <TagList tags={post.tags} current={currentTag} className="mt-4" />
          </article>
        </li>
      ))}
    </ol>
  );
}
