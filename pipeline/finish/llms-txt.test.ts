import { index } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { contentSet } from "../content/content-set";
import { sitePages } from "../content/pages";
import { loadContent } from "../content/store";
import { parsePage } from "./html-tree";
import { llmsTxt, pageTexts, siteLlmsTxt } from "./llms-txt";

const NO_WRITING = { posts: [], caseStudies: [], warnings: [] };
const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body></body></html>`;

describe("llms.txt", () => {
  it("writes llms.txt in the llmstxt.org shape: a title, a summary, details, then lists of links", () => {
    const text = llmsTxt({
      name: "Sam Rivera",
      summary: "Student developer",
      details: ["First paragraph.", "Second paragraph."],
      links: [
        {
          heading: "Pages",
          items: [{ title: "Home", url: "https://a.example/", note: "Start here" }],
        },
        { heading: "Writing", items: [] },
        { heading: "Files", items: [{ title: "Feed [Atom]", url: "https://a.example/feed.xml" }] },
      ],
    });
    expect(text).toBe(
      [
        "# Sam Rivera",
        "",
        "> Student developer",
        "",
        "First paragraph.",
        "",
        "Second paragraph.",
        "",
        "## Pages",
        "",
        "- [Home](https://a.example/): Start here",
        "",
        "## Files",
        "",
        "- [Feed \\[Atom\\]](https://a.example/feed.xml)",
        "",
      ].join("\n"),
    );
  });

  it("reads what a page says of itself from its head", () => {
    const tree = parsePage(
      page(
        '<title>Talks &amp; notes — Sam</title><meta name="description" content="Slides, &quot;notes&quot; and recordings."/>',
      ),
    );
    expect(pageTexts(tree)).toEqual({
      title: "Talks & notes — Sam",
      description: 'Slides, "notes" and recordings.',
    });
    expect(pageTexts(parsePage(page("")))).toEqual({});
  });

  it("stops at a page without a title, naming its file and its route", async () => {
    const [home] = sitePages(NO_WRITING, [index("routes/home.tsx")]);
    const content = await loadContent(contentSet("tests/fixtures/content"));
    expect(() => siteLlmsTxt(content, [{ ...home!, description: "Hi" }])).toThrow(
      "index.html: no <title>, which llms.txt lists the page at / by; its route (app/routes/home.tsx) needs a meta() that gives one",
    );
  });
});
