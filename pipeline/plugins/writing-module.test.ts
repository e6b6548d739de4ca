import { describe, expect, it } from "vitest";
import type { CaseStudy, Post } from "../content/writing";
import { caseStudyForPages, postForPages } from "./writing-module";

/** What the content step knows of a file that the pages must not: where it is and what it says. */
const file = {
  file: "app/content/posts/a.mdx",
  absolutePath: "/home/owner/portfolio/app/content/posts/a.mdx",
  body: "The body.",
  source: "---\ntitle: A\n---\n\nThe body.",
  text: "The body.",
  pictures: [],
};
const article = {
  title: "A",
  date: "2026-03-14",
  shownDate: "March 14, 2026",
  summary: "S.",
  draft: false,
  readingMinutes: 1,
  shownReadingTime: "1 min read",
};

describe("the writing the pages import", () => {
  it("holds each post's summary and nothing of its file, nor a field the pages were not given", () => {
    const post = {
      ...file,
      ...article,
      slug: "a",
      tags: ["AI"],
      path: "/writing/a",
      // A field the content step might add for the build alone.
      wordCount: 3,
    } satisfies Post & { wordCount: number };
    expect(postForPages(post)).toEqual({
      ...article,
      slug: "a",
      tags: ["AI"],
      path: "/writing/a",
    });
  });

  it("holds each case study's summary and nothing of its file", () => {
    const study = {
      ...file,
      ...article,
      projectId: "app",
      projectTitle: "App",
      path: "/projects/app",
    } satisfies CaseStudy;
    expect(caseStudyForPages(study)).toEqual({
      ...article,
      projectId: "app",
      projectTitle: "App",
      path: "/projects/app",
    });
  });
});
