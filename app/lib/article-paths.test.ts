import { describe, expect, it } from "vitest";
import { tagPath, tagSlug, tagsOf } from "./article-paths";

describe("a tag's address", () => {
  it("is its words in lowercase joined by hyphens, Latin accents dropped, other scripts whole", () => {
    expect(tagSlug("AI in education")).toBe("ai-in-education");
    expect(tagSlug("  C++ / Python!  ")).toBe("c-python");
    expect(tagSlug("Café")).toBe("cafe");
    expect(tagSlug("ガラス")).toBe("ガラス");
    expect(tagSlug("ガラス")).not.toBe(tagSlug("カラス"));
    expect(tagSlug("हिंदी")).toBe("हिंदी");
    expect(tagPath("Machine learning")).toBe("/writing/tags/machine-learning");
  });

  it("is listed once per tag, in alphabetical order", () => {
    expect(tagsOf([{ tags: ["Python", "AI"] }, { tags: ["AI", "Notes"] }])).toEqual([
      "AI",
      "Notes",
      "Python",
    ]);
  });
});
