import { memo, type Ref } from "react";
import * as entriesWords from "~/i18n/messages/entries";
import type { PostSummary } from "~/content/schema";
import { PageLink } from "~/components/ui/page-link";
import { TagList } from "./tag-list";

/**
 * A list of posts: each one's title, date, reading time, summary and tags.
 * Its props rarely change while a reader searches, so it is memoised: a key
 * re-renders the results alone.
 */
export const PostList = memo(function PostList({
  posts,
  currentTag,
  idPrefix = "post",
  skipsOffscreen = false,
  ref,
}: {
  posts: readonly PostSummary[];
  /** On a tag's page, that tag: its chips are marked as the current page. */
  currentTag?: string;
  /** Starts each entry's heading id, distinct for each list on a page. */
  idPrefix?: string;
  /**
   * For a list that can be long: the browser lays out and paints only the
   * entries near the screen (`content-visibility: auto`), holding each one's
   * last height, so the whole list costs little to show, when the page opens
   * and when a search hands it back.
   */
  skipsOffscreen?: boolean;
  ref?: Ref<HTMLOListElement>;
}) {
  return (
    <ol ref={ref} className="divide-y divide-line border-y border-line">
      {posts.map((post) => (
        <li
          key={post.slug}
          className={
            skipsOffscreen
              ? "[contain-intrinsic-size:auto_16rem] [content-visibility:auto] print:[content-visibility:visible]"
              : undefined
          }
        >
          <article aria-labelledby={`${idPrefix}-${post.slug}`} className="py-8">
            <p className="flex flex-wrap gap-x-2 text-sm text-ink-muted">
              <time dateTime={post.date}>{post.shownDate}</time>
              <span aria-hidden>·</span>
              <span>{post.shownReadingTime}</span>
              {post.draft ? (
                <span className="font-semibold text-warning">{entriesWords.draft}</span>
              ) : null}
            </p>
            <h2
              dir="auto"
              lang={post.language}
              id={`${idPrefix}-${post.slug}`}
              className="mt-2 text-xl font-bold tracking-tight text-balance sm:text-2xl"
            >
              <PageLink
                to={post.path}
                className="text-ink underline-offset-4 hover:text-accent hover:underline"
              >
                {post.title}
              </PageLink>
            </h2>
            {/* Held to about 70 characters a line, as the posts themselves are,
                and set at the start of its own direction, as the title is (me-
                is the summary's own end, not the page's). */}
            <p
              dir="auto"
              lang={post.language}
              className="mt-3 me-auto max-w-[33rem] text-pretty text-ink-muted"
            >
              {post.summary}
            </p>
            <TagList tags={post.tags} current={currentTag} className="mt-4" />
          </article>
        </li>
      ))}
    </ol>
  );
});
