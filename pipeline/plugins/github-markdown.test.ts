import { evaluate } from "@mdx-js/mdx";
import { createElement } from "react";
import * as runtime from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { dictionary as en } from "../../app/i18n/en/index";
import { bodyWordsOf, mdxOptions } from "./compile-mdx";

/** A post's body as the page draws it (or, `forFeed`, as the feed carries it). */
async function html(markdown: string, { forFeed = false } = {}) {
  const { default: Content } = await evaluate(
    { value: markdown, path: "/content/posts/post.mdx" },
    {
      ...mdxOptions({ siteUrl: "https://example.org", words: bodyWordsOf(en), forFeed }),
      ...runtime,
    },
  );
  return renderToStaticMarkup(createElement(Content));
}

describe("GitHub's Markdown in a post", () => {
  it("puts a table in a named box that scrolls, its header cells scoped, its alignment as classes", async () => {
    const page = await html("| Model | Accuracy |\n| :-: | --: |\n| A | 0.91 |\n");
    expect(page).toContain(
      '<div class="table-scroll" role="region" aria-label="Table: Model, Accuracy" tabindex="0"><table>',
    );
    expect(page).toContain('<th class="align-center" scope="col">Model</th>');
    expect(page).toContain('<td class="align-right">0.91</td>');
    expect(page).not.toContain("style=");
  });

  it("labels each task's read-only checkbox with its words", async () => {
    const page = await html("- [x] Done\n- [ ] To do\n");
    expect(page).toContain('<label><input type="checkbox" disabled="" checked=""/> Done</label>');
    expect(page).toContain('<label><input type="checkbox" disabled=""/> To do</label>');
  });

  it("numbers footnotes under a heading every reader sees, with a text arrow back", async () => {
    const page = await html("A claim.[^1]\n\n[^1]: Its source.\n");
    expect(page).toContain('<h2 class="footnotes-heading" id="footnote-label">');
    expect(page).toContain(">Notes<");
    expect(page).toContain('aria-label="Back to reference 1"');
    expect(page).toContain("\u21A9\uFE0E");
  });

  it("strikes text through, and links bare addresses", async () => {
    const page = await html("~~old~~ https://example.org/a and me@example.org\n");
    expect(page).toContain("<del>old</del>");
    expect(page).toContain('href="https://example.org/a"');
    expect(page).toContain('href="mailto:me@example.org"');
  });

  it("makes GitHub's five callouts titled in words, and leaves an unknown marker a quote", async () => {
    const words = ["NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION"];
    const page = await html(
      [...words, "NOTES"].map((word) => `> [!${word}]\n> Text.\n`).join("\n"),
    );
    for (const title of ["Note", "Tip", "Important", "Warning", "Caution"]) {
      expect(page).toMatch(
        new RegExp(
          `<div class="markdown-alert markdown-alert-${title.toLowerCase()}"[^>]*>\\s*<p class="markdown-alert-title"[^>]*><svg[^>]*aria-hidden="true"[\\s\\S]*?</svg>${title}</p>`,
        ),
      );
    }
    expect(page).toMatch(/<blockquote>\s*<p>\[!NOTES\]/);
  });

  it("gives the feed each callout as a quote with its title", async () => {
    const feed = await html("> [!WARNING]\n> Careful.\n", { forFeed: true });
    expect(feed).toMatch(
      /<blockquote class="markdown-alert markdown-alert-warning"[\s\S]*Warning<\/p>/,
    );
  });

  it("makes a picture with a title a figure with that caption", async () => {
    const page = await html('![A chart](https://example.org/chart.svg "Accuracy by model")\n');
    expect(page).toMatch(
      /<figure><img src="https:\/\/example\.org\/chart\.svg" alt="A chart"\/><figcaption>Accuracy by model<\/figcaption><\/figure>/,
    );
    expect(page).not.toContain("title=");
  });
});
