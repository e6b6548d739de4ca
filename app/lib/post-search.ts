import type MiniSearch from "minisearch";
import type { Options } from "minisearch";

/**
 * How the writing index searches the posts: the fields read, and how a query
 * matches. The build makes the index with these settings
 * (pipeline/derived/search-index.ts) and the browser loads it with the same
 * (app/lib/use-post-search.ts), as MiniSearch requires.
 */
export interface SearchDocument {
  slug: string;
  title: string;
  summary: string;
  tags: string[];
  /** The post's text, as a reader reads it. */
  text: string;
}

/**
 * The words of a text, as the language's word breaker finds them
 * (Intl.Segmenter): in Chinese and Japanese, written without spaces, a word
 * is found within a sentence, in the index and in the query alike.
 */
const wordsIn = (language: string) => {
  const segmenter = new Intl.Segmenter(language, { granularity: "word" });
  return (text: string) =>
    Array.from(segmenter.segment(text), (part) => (part.isWordLike ? part.segment : "")).filter(
      Boolean,
    );
};

export const searchSettings = (language: string): Options<SearchDocument> => ({
  idField: "slug",
  tokenize: wordsIn(language),
  fields: ["title", "summary", "tags", "text"],
  // Tags are a list; each is searched as words.
  extractField: (document, field) => {
    const value = document[field as keyof SearchDocument];
    return Array.isArray(value) ? value.join(" ") : value;
  },
  searchOptions: {
    // As the reader types: "calib" finds "calibration".
    prefix: true,
    // Every word of the query must be found, the title and tags counting most.
    combineWith: "AND",
    boost: { title: 3, tags: 2, summary: 1.5 },
  },
});

/**
 * How many results the writing index shows at once, and adds with each
 * "Show more": what a key costs then stays the same however many posts match.
 */
export const RESULTS_PER_PAGE = 5;

/** How far a typed word may be from a word of the posts: one letter wrong in five. */
const TYPO_TOLERANCE = 0.2;

/**
 * The slugs of the posts that match `query`, the best match first. The words
 * as typed are looked up first; only when they find nothing is a typo
 * forgiven, so a word that is there is never drowned by its near misses, and
 * the dearer typo-tolerant lookup runs only when it is needed.
 */
export function findPosts(index: MiniSearch<SearchDocument>, query: string): string[] {
  const exact = index.search(query);
  const results = exact.length > 0 ? exact : index.search(query, { fuzzy: TYPO_TOLERANCE });
  return results.map((result) => String(result.id));
}
