import { useRef } from "react";
import * as writingWords from "~/i18n/messages/writing";
import { flushSync } from "react-dom";
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
            // The first result it adds takes the focus: rendered at once
            // (flushSync), it is there to focus before the handler returns.
            const firstAdded = results.length;
            flushSync(showMore);
            resultList.current?.children[firstAdded]?.querySelector("a")?.focus();
          }}
          className="mt-6 inline-flex min-h-11 items-center rounded-full border border-line px-5 text-sm font-semibold text-ink transition-colors hover:border-accent hover:text-accent print:hidden"
        >
          {writingWords.showMore(more)}
        </button>
      ) : null}
    </>
  );
}
