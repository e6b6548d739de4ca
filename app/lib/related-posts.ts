import type { PostSummary } from "~/content/schema";

/** How many related posts a post lists at its end. */
export const RELATED_POSTS = 3;

/**
 * The posts to read after `post`: up to RELATED_POSTS others that share the
 * most tags with it, the newer first where they share as many, and none that
 * shares no tag. `posts` is newest first, as the writing index lists them.
 */
export function relatedPosts<T extends Pick<PostSummary, "slug" | "tags">>(
  posts: readonly T[],
  post: T,
): T[] {
  const tags = new Set(post.tags);
  return posts
    .filter((other) => other.slug !== post.slug)
    .map((other, newness) => ({
      other,
      newness,
      shared: other.tags.filter((tag) => tags.has(tag)).length,
    }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || a.newness - b.newness)
    .slice(0, RELATED_POSTS)
    .map(({ other }) => other);
}
