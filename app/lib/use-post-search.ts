import type MiniSearch from "minisearch";
import * as siteWords from "~/i18n/messages/site";
import * as writingWords from "~/i18n/messages/writing";
import { useMemo, useState } from "react";
import type { PostSummary } from "~/content/schema";
import { loadOnce } from "./load-once";
import { findPosts, RESULTS_PER_PAGE, searchSettings, type SearchDocument } from "./post-search";
import { publicPath } from "./public-path";
import { SEARCH_INDEX_FILE } from "./site-files";

/**
 * MiniSearch and the posts' index (pipeline/derived/search-index.ts), fetched
 * once, the first time the box is used: no other page, and no visitor who
 * does not search, loads either. A failed fetch is tried again next time.
 */
const loadIndex = loadOnce(async () => {
  const [{ default: MiniSearch }, index] = await Promise.all([
    import("minisearch"),
    fetch(publicPath(SEARCH_INDEX_FILE)).then((response) => {
      if (!response.ok) throw new Error(`${SEARCH_INDEX_FILE}: ${response.status}`);
      return response.text();
    }),
  ]);
  return MiniSearch.loadJSON<SearchDocument>(index, searchSettings(siteWords.language));
});

/**
 * The writing index's search: what the reader typed, and from it the posts
 * found, best first, the first `shown` of them, and what the status line says.
 * Until the index has loaded, and while the box is empty, nothing is found
 * (null) and the index lists every post.
 */
export function usePostSearch(posts: readonly PostSummary[]) {
  // A new query starts again from the first page of results.
  const [{ query, shown }, setSearch] = useState({ query: "", shown: RESULTS_PER_PAGE });
  const [index, setIndex] = useState<MiniSearch<SearchDocument> | null>(null);
  const [failed, setFailed] = useState(false);

  const bySlug = useMemo(() => new Map(posts.map((post) => [post.slug, post])), [posts]);
  // A key's results are found with the key itself: the list shows a few at a
  // time (RESULTS_PER_PAGE), so the work is small however many posts match.
  const found = useMemo(
    () => (index && query.trim() ? findPosts(index, query).map((slug) => bySlug.get(slug)!) : null),
    [index, query, bySlug],
  );

  const load = () =>
    loadIndex().then((loaded) => {
      setIndex(loaded);
      setFailed(false);
    });

  return {
    query,
    /** The posts found, best first, or null to list every post. */
    found,
    /** The results shown: the first pages of `found`. */
    results: found?.slice(0, shown) ?? [],
    /** How many more the next page of results adds. */
    more: found ? Math.min(RESULTS_PER_PAGE, found.length - shown) : 0,
    status: failed ? writingWords.searchFailed : found ? writingWords.postsFound(found.length) : "",
    /** Starts loading the index before the first key, as the box is focused. */
    prepare: () => void load().catch(() => {}),
    search: (typed: string) => {
      setSearch({ query: typed, shown: RESULTS_PER_PAGE });
      if (!index && typed.trim()) load().catch(() => setFailed(true));
    },
    showMore: () => setSearch((search) => ({ ...search, shown: search.shown + RESULTS_PER_PAGE })),
  };
}
