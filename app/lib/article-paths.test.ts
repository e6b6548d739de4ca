import { describe, expect, it } from "vitest";
import { tagPath, tagSlug, tagsOf } from "./article-paths";

describe("a tag's address", () => {
  it("is its words in lowercase joined by hyphens, Latin accents dropped, other scripts whole", () => {
    expect(tagSlug("AI in education")).toBe("ai-in-education");
    expect(tagSlug("  C++ / Python!  ")).toBe("c-plus-plus-python");
    expect(tagSlug("Café")).toBe("cafe");
    expect(tagSlug("ガラス")).toBe("ガラス");
    expect(tagSlug("ガラス")).not.toBe(tagSlug("カラス"));
    expect(tagSlug("हिंदी")).toBe("हिंदी");
    expect(tagPath("Machine learning")).toBe("/writing/tags/machine-learning");
  });

  it("reads a plus and a sharp after a letter as words, so C++, C# and C are three tags", () => {
    expect(new Set(["C++", "C#", "C", "F#"].map(tagSlug))).toEqual(
      new Set(["c-plus-plus", "c-sharp", "c", "f-sharp"]),
    );
    expect(tagSlug("#hashtag")).toBe("hashtag");
    expect(tagSlug("A+B testing")).toBe("a-plus-b-testing");
  });

  it("is listed once per tag, in alphabetical order", () => {
    expect(tagsOf([{ tags: ["Python", "AI"] }, { tags: ["AI", "Notes"] }])).toEqual([
      "AI",
      "Notes",
      "Python",
    ]);
  });
});
