import { useLayoutEffect, useRef } from "react";
import * as writingWords from "~/i18n/messages/writing";
import type { PostSummary } from "~/content/schema";
import { usePostSearch } from "~/lib/use-post-search";
import { PostList } from "./post-list";
import { PostSearch } from "./post-search";

/**
 * The writing index's posts with the search box above them. Typing hides the
 * full list, kept for when the box is emptied, and shows what was found: the
 * first RESULTS_PER_PAGE, best first, and a button that shows as many more. A
 * new query starts again from the first.
 */
export function SearchablePostList({ posts }: { posts: readonly PostSummary[] }) {
  const { query, found, results, more, status, prepare, search, showMore } = usePostSearch(posts);
  const resultList = useRef<HTMLOListElement>(null);
  /** The first result "Show more" added, which takes the focus once it is rendered. */
  const firstAdded = useRef<number | null>(null);

  // Before the frame that shows the added results, so focus never lands on the button first.
  // Not flushSync in the handler: that import alone kept react-dom's entry in a chunk of its own,
  // which every page loaded (0.2 KB gzip).
  useLayoutEffect(() => {
    if (firstAdded.current === null) return;
    resultList.current?.children[firstAdded.current]?.querySelector("a")?.focus();
    firstAdded.current = null;
  });

  return (
    <>
      <PostSearch query={query} status={status} onSearch={search} onFocus={prepare} />
      <div hidden={found !== null}>
        <PostList posts={posts} skipsOffscreen />
      </div>
      {results.length > 0 ? <PostList ref={resultList} idPrefix="found" posts={results} /> : null}
      {more > 0 ? (
        <button
          type="button"
          onClick={() => {
            firstAdded.current = results.length;
            showMore();
          }}
          className="mt-6 inline-flex min-h-11 items-center rounded-full border border-line px-5 text-sm font-semibold text-ink transition-colors hover:border-accent hover:text-accent print:hidden"
        >
          {writingWords.showMore(more)}
        </button>
      ) : null}
    </>
  );
}
