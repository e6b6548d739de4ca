import { describe, expect, it } from "vitest";
import { relatedPosts } from "./related-posts";

/** Posts newest first, as the writing index lists them. */
const posts = [
  { slug: "e", tags: ["AI"] },
  { slug: "d", tags: ["AI", "Python"] },
  { slug: "c", tags: ["Notes"] },
  { slug: "b", tags: ["AI", "Python", "Assessment"] },
  { slug: "a", tags: ["AI"] },
  { slug: "this", tags: ["AI", "Python", "Assessment"] },
];
const slugs = (found: Array<{ slug: string }>) => found.map((post) => post.slug);

describe("relatedPosts", () => {
  it("lists up to three others by tags shared, the newer first on a tie", () => {
    expect(slugs(relatedPosts(posts, posts.at(-1)!))).toEqual(["b", "d", "e"]);
  });

  it("leaves out the post itself and posts that share no tag", () => {
    expect(slugs(relatedPosts(posts, posts[2]!))).toEqual([]);
    expect(slugs(relatedPosts(posts, posts[0]!))).toEqual(["d", "b", "a"]);
  });
});
