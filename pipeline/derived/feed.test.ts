import type { Element as HastElement } from "hast";
import { fromHtml } from "hast-util-from-html";
import { select, selectAll } from "hast-util-select";
import { toString as hastToString } from "hast-util-to-string";
import { describe, expect, it } from "vitest";
import type { Element, Root } from "xast";
import { fromXml } from "xast-util-from-xml";
import { dictionary as en } from "../../app/i18n/en/index";
import { dictionary as he } from "../../app/i18n/he/index";
import { site } from "../../tests/fixtures/content/site";
import type { Article } from "./articles";
import { atomFeed } from "./feed";

/** A post of the site's, and one whose front matter gives it a language of its own. */
const BODY = [
  "A formula:",
  "",
  "$$",
  "a^2 + b^2 = c^2",
  "$$",
  "",
  "> [!NOTE]",
  "> Marked twice.[^1]",
  "",
  "| Week | Essays |",
  "| ---- | ------ |",
  "| 1    | 30     |",
  "",
  "[^1]: By two teachers.",
  "",
].join("\n");

const article = (slug: string, language?: string): Article => ({
  path: `/writing/${slug}`,
  title: slug,
  kicker: "Writing",
  headline: slug,
  summary: `About ${slug}.`,
  date: "2026-10-05",
  tags: [{ name: "Notes", slug: "notes" }],
  language,
  file: {
    path: `/content/posts/${slug}.mdx`,
    value: ["---", `title: ${slug}`, "---", "", BODY].join("\n"),
  },
});

const ARTICLES = [article("in-the-sites-language"), article("in-english", "en")];

/** The feed's tree, and its entries by their titles. */
function read(xml: string) {
  const tree: Root = fromXml(xml);
  const feed = tree.children.find((node): node is Element => node.type === "element")!;
  const entries = feed.children.filter(
    (node): node is Element => node.type === "element" && node.name === "entry",
  );
  const child = (element: Element, name: string) =>
    element.children.find(
      (node): node is Element => node.type === "element" && node.name === name,
    )!;
  const textOf = (element: Element) =>
    element.children.map((node) => ("value" in node ? node.value : "")).join("");
  return {
    feed,
    entry: (title: string) => entries.find((entry) => textOf(child(entry, "title")) === title)!,
    /** An entry's content, the HTML of its body, as a tree. */
    content: (entry: Element) => fromHtml(textOf(child(entry, "content")), { fragment: true }),
  };
}

describe("atomFeed", () => {
  it("names the site's language on the feed, and an entry's own where it has one", async () => {
    const { feed, entry } = read(await atomFeed({ ...site, language: "he" }, ARTICLES, he));
    expect(feed.attributes["xml:lang"]).toBe("he");
    expect(entry("in-the-sites-language").attributes["xml:lang"]).toBeUndefined();
    expect(entry("in-english").attributes["xml:lang"]).toBe("en");
  });

  it("writes the words around a post's body in the site's language", async () => {
    const { entry, content } = read(await atomFeed({ ...site, language: "he" }, ARTICLES, he));
    const body = content(entry("in-the-sites-language"));
    const formula = select(".math-display", body)!;
    expect(formula.properties.ariaLabel).toBe(he.article.formula);
    expect(hastToString(select(".markdown-alert-title", body)!).trim()).toBe(
      he.article.callouts.note,
    );
    expect(select(".table-scroll", body)!.properties.ariaLabel).toBe(
      he.article.tableOf(["Week", "Essays"].join(he.resume.listSeparator)),
    );
    expect(hastToString(select(".footnotes-heading", body)!)).toBe(he.article.footnotes);
    const back = selectAll("[data-footnote-backref]", body) as HastElement[];
    expect(back.map((link) => link.properties.ariaLabel)).toEqual([he.article.footnoteBack("1")]);
  });

  it("writes them in English on an English site, and names the feed English", async () => {
    const { feed, entry, content } = read(await atomFeed(site, ARTICLES, en));
    expect(feed.attributes["xml:lang"]).toBe("en");
    const body = content(entry("in-the-sites-language"));
    expect(select(".math-display", body)!.properties.ariaLabel).toBe("Formula");
    expect(hastToString(select(".footnotes-heading", body)!)).toBe("Notes");
  });
});
