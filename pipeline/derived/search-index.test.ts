import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import { SEARCH_SETTINGS, type SearchDocument } from "../../app/lib/post-search";
import type { Post } from "../content/writing";
import { searchIndex } from "./search-index";

const post = (slug: string, fields: Partial<Post>): Post =>
  ({
    slug,
    title: "A title",
    summary: "A summary.",
    tags: ["Notes"],
    body: "Some text.",
    ...fields,
  }) as Post;

const posts = [
  post("kappa", {
    title: "Agreement between markers",
    body: "## Why\n\nWe measured quadratic weighted kappa on every criterion.\n\n```python\nscore = 1\n```",
  }),
  post("workshops", { title: "Running workshops", tags: ["Nonprofit", "Education"] }),
  post("formulas", { body: "The mean is $\\mu = 3.1$ and {/* a comment */} more text." }),
];
const load = () => MiniSearch.loadJSON<SearchDocument>(searchIndex(posts), SEARCH_SETTINGS);
const find = (query: string) =>
  load()
    .search(query)
    .map((result) => result.id);

describe("searchIndex", () => {
  it("finds a post by a word of its text, its title, its tags, its summary", () => {
    expect(find("quadratic")).toEqual(["kappa"]);
    expect(find("agreement")).toEqual(["kappa"]);
    expect(find("nonprofit")).toEqual(["workshops"]);
    expect(find("summary")).toHaveLength(3);
  });

  it("finds as the reader types, forgives a typo, and needs every word", () => {
    expect(find("quadr")).toEqual(["kappa"]);
    expect(find("workshosp")).toEqual(["workshops"]);
    expect(find("running kappa")).toEqual([]);
  });

  it("reads the text as a reader does: code and formulas, not markup", () => {
    expect(find("score")).toEqual(["kappa"]);
    expect(find("comment")).toEqual([]);
    expect(find("why")).toEqual(["kappa"]);
  });
});
