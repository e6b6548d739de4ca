import type { Options } from "minisearch";

/**
 * How the writing index searches the posts: the fields read, and how a query
 * matches. The build makes the index with these settings
 * (pipeline/derived/search-index.ts) and the browser loads it with the same
 * (app/components/writing/post-search.tsx), as MiniSearch requires.
 */
export interface SearchDocument {
  slug: string;
  title: string;
  summary: string;
  tags: string[];
  /** The post's text, as a reader reads it. */
  text: string;
}

export const SEARCH_SETTINGS: Options<SearchDocument> = {
  idField: "slug",
  fields: ["title", "summary", "tags", "text"],
  // Tags are a list; each is searched as words.
  extractField: (document, field) => {
    const value = document[field as keyof SearchDocument];
    return Array.isArray(value) ? value.join(" ") : value;
  },
  searchOptions: {
    // As the reader types: "calib" finds "calibration", and a typo or two is forgiven.
    prefix: true,
    fuzzy: 0.2,
    // Every word of the query must be found, the title and tags counting most.
    combineWith: "AND",
    boost: { title: 3, tags: 2, summary: 1.5 },
  },
};
