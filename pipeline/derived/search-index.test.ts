import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import { findPosts, searchSettings, type SearchDocument } from "../../app/lib/post-search";
import { parseMdx, textOf } from "../content/read-mdx";
import type { Post } from "../content/writing";
import { searchIndex } from "./search-index";

const post = (slug: string, { body = "Some text.", ...fields }: Partial<Post>): Post =>
  ({
    slug,
    title: "A title",
    summary: "A summary.",
    tags: ["Notes"],
    body,
    // What readWriting reads of the body.
    text: textOf(parseMdx(body)),
    ...fields,
  }) as Post;

const posts = [
  post("kappa", {
    title: "Agreement between markers",
    body: "## Why\n\nWe measured quadratic weighted kappa on every criterion.\n\n```python\nscore = 1\n```",
  }),
  post("workshops", { title: "Running workshops", tags: ["Nonprofit", "Education"] }),
  post("formulas", { body: "The mean is $\\mu = 3.1$ and {/* a comment */} more text." }),
  post("cart", { body: "The laptop cart had no chargers." }),
  post("card", { body: "Each student got a card to fill in." }),
];
const load = (indexed = posts, language = "en") =>
  MiniSearch.loadJSON<SearchDocument>(searchIndex(indexed, language), searchSettings(language));
const find = (query: string) => findPosts(load(), query);

describe("searchIndex", () => {
  it("finds a post by a word of its text, its title, its tags, its summary", () => {
    expect(find("quadratic")).toEqual(["kappa"]);
    expect(find("agreement")).toEqual(["kappa"]);
    expect(find("nonprofit")).toEqual(["workshops"]);
    expect(find("summary")).toHaveLength(posts.length);
  });

  it("finds as the reader types, forgives a typo, and needs every word", () => {
    expect(find("quadr")).toEqual(["kappa"]);
    expect(find("workshosp")).toEqual(["workshops"]);
    expect(find("running kappa")).toEqual([]);
  });

  it("forgives a typo only when the words as typed find nothing", () => {
    expect(find("card")).toEqual(["card"]);
    expect(find("cart")).toEqual(["cart"]);
    expect(find("carx").toSorted()).toEqual(["card", "cart"]);
  });

  it("reads the text as a reader does: code and formulas, not markup", () => {
    expect(find("score")).toEqual(["kappa"]);
    expect(find("comment")).toEqual([]);
    expect(find("why")).toEqual(["kappa"]);
  });
});

describe("a post in a language written without spaces", () => {
  const japanese = [
    post("kaizen", {
      title: "授業の改善",
      body: "生徒の作文を採点するために形態素解析を使いました。",
    }),
    post("other", { title: "別の記事", body: "今日は天気がいいです。" }),
  ];
  const findIn = (query: string) => findPosts(load(japanese, "ja"), query);

  it("finds a word inside a sentence, by the words Intl.Segmenter breaks it into", () => {
    expect(findIn("採点")).toEqual(["kaizen"]);
    expect(findIn("天気")).toEqual(["other"]);
    expect(findIn("改善")).toEqual(["kaizen"]);
  });
});
