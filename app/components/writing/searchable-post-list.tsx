import { useEffect, useRef, useState } from "react";
import type { PostSummary } from "~/content/schema";
import { RESULTS_PER_PAGE } from "~/lib/post-search";
import { PostList } from "./post-list";
import { PostSearch } from "./post-search";

/**
 * The writing index's posts with the search box above them. Typing hides the
 * full list, kept for when the box is emptied, and shows what was found: the
 * first RESULTS_PER_PAGE, best first, and a button that shows as many more. A
 * new query starts again from the first. The search's state lives here, so a
 * key re-renders only this.
 */
export function SearchablePostList({ posts }: { posts: readonly PostSummary[] }) {
  // The slugs a search found, best first (null lists every post), and how many are shown.
  const [search, setSearch] = useState<{ found: string[] | null; shown: number }>({
    found: null,
    shown: RESULTS_PER_PAGE,
  });
  const { found, shown } = search;

  const results = useRef<HTMLOListElement>(null);
  // The result to focus once "Show more" has shown it.
  const focusResult = useRef<number | null>(null);
  useEffect(() => {
    if (focusResult.current === null) return;
    results.current?.children[focusResult.current]?.querySelector("a")?.focus();
    focusResult.current = null;
  });

  const bySlug = new Map(posts.map((post) => [post.slug, post]));
  const more = found ? Math.min(RESULTS_PER_PAGE, found.length - shown) : 0;
  return (
    <>
      <PostSearch onFound={(slugs) => setSearch({ found: slugs, shown: RESULTS_PER_PAGE })} />
      <div hidden={found !== null}>
        <PostList posts={posts} skipsOffscreen />
      </div>
      {found?.length ? (
        <PostList
          ref={results}
          idPrefix="found"
          posts={found.slice(0, shown).map((slug) => bySlug.get(slug)!)}
        />
      ) : null}
      {more > 0 ? (
        <button
          type="button"
          onClick={() => {
            focusResult.current = shown;
            setSearch({ found, shown: shown + RESULTS_PER_PAGE });
          }}
          className="mt-6 inline-flex min-h-11 items-center rounded-full border border-line px-5 text-sm font-semibold text-ink transition-colors hover:border-accent hover:text-accent print:hidden"
        >
          Show {more} more
        </button>
      ) : null}
    </>
  );
}
