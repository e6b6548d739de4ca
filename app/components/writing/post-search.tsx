import { type ChangeEvent, useRef, useState } from "react";
import { findPosts, SEARCH_SETTINGS, type SearchDocument } from "~/lib/post-search";
import { publicPath } from "~/lib/public-path";
import { SEARCH_INDEX_FILE } from "~/lib/site-files";

/** Finds posts: the slugs of those that match a query, the best match first. */
type SearchEngine = (query: string) => string[];

let engine: Promise<SearchEngine> | undefined;
/** The engine, once loaded: a key then searches and shows its results in one go. */
let loadedEngine: SearchEngine | undefined;

/**
 * MiniSearch and the posts' index (pipeline/derived/search-index.ts), fetched
 * once, the first time the box is used: no other page, and no visitor who
 * does not search, loads either. A failed fetch is tried again next time.
 */
function loadEngine(): Promise<SearchEngine> {
  engine ??= Promise.all([
    import("minisearch"),
    fetch(publicPath(SEARCH_INDEX_FILE)).then((response) => {
      if (!response.ok) throw new Error(`${SEARCH_INDEX_FILE}: ${response.status}`);
      return response.text();
    }),
  ]).then(
    ([{ default: MiniSearch }, index]) => {
      const search = MiniSearch.loadJSON<SearchDocument>(index, SEARCH_SETTINGS);
      loadedEngine = (query) => findPosts(search, query);
      return loadedEngine;
    },
    (error: unknown) => {
      engine = undefined;
      throw error;
    },
  );
  return engine;
}

const foundText = (count: number) =>
  count === 0 ? "No posts found" : `${count} ${count === 1 ? "post" : "posts"} found`;

/**
 * The writing index's search box: it finds posts by their title, summary,
 * tags and text as the reader types, and says how many it found, to screen
 * readers too. It needs script, so without it the box is not shown and the
 * index lists every post, as it does until the reader types.
 */
export function PostSearch({ onFound }: { onFound: (slugs: string[] | null) => void }) {
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef("");

  const show = (slugs: string[]) => {
    setFailed(false);
    onFound(slugs);
    setFound(slugs.length);
  };

  // A key's results are shown with the key itself: the list shows a few
  // results at a time (RESULTS_PER_PAGE), so the work is small and the same
  // however many posts match.
  const search = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    setQuery(typed);
    latest.current = typed;
    if (!typed.trim()) {
      onFound(null);
      setFound(null);
    } else if (loadedEngine) {
      show(loadedEngine(typed));
    } else {
      loadEngine().then(
        // Only the last query typed shows its results.
        (find) => latest.current === typed && show(find(typed)),
        () => setFailed(true),
      );
    }
  };

  return (
    <form
      role="search"
      onSubmit={(event) => event.preventDefault()}
      className="mb-8 hidden js:block print:hidden"
    >
      <label htmlFor="post-search" className="block text-sm font-semibold text-ink">
        Search posts
      </label>
      <input
        id="post-search"
        type="search"
        value={query}
        onChange={search}
        onFocus={() => void loadEngine().catch(() => {})}
        autoComplete="off"
        className="mt-2 block min-h-11 w-full rounded-xl border border-line bg-surface px-4 text-base text-ink placeholder:text-ink-muted focus:border-accent"
        placeholder="A title, a tag, a word"
      />
      <p role="status" className="mt-2 min-h-5 text-sm text-ink-muted">
        {failed
          ? "Search could not load; every post is listed below"
          : found === null
            ? ""
            : foundText(found)}
      </p>
    </form>
  );
}
