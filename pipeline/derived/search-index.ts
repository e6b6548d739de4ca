/**
 * The posts' search index for the writing index's search box: each post's
 * title, summary, tags and text, indexed by MiniSearch with the settings the
 * page loads it with (app/lib/post-search.ts), serialized as JSON.
 */
import MiniSearch from "minisearch";
import { searchSettings, type SearchDocument } from "../../app/lib/post-search.ts";
import type { Post } from "../content/writing.ts";

export function searchIndex(posts: readonly Post[], language: string): string {
  const search = new MiniSearch<SearchDocument>(searchSettings(language));
  search.addAll(
    posts.map((post) => ({
      slug: post.slug,
      title: post.title,
      summary: post.summary,
      tags: post.tags,
      text: post.text,
    })),
  );
  return JSON.stringify(search);
}
