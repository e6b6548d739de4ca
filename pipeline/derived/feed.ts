/**
 * The writing as an Atom feed (RFC 4287): every post and case study, newest
 * first, in full, compiled from its MDX as its page is
 * (../plugins/compile-mdx.ts), but with the site's whole address on every
 * link, since a feed reader has no page to resolve a path against. Its dates
 * are the writing's own, so the same writing gives the same file on every
 * build. The feed names the site's language (`xml:lang`), and an entry in a
 * language of its own names that.
 *
 * It is built as an XML tree (xast) and written once.
 */
import { type RunOptions, evaluate } from "@mdx-js/mdx";
import { createElement } from "react";
import * as runtime from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { VFile } from "vfile";
import type { Element, ElementContent, Root } from "xast";
import { toXml } from "xast-util-to-xml";
import { x } from "xastscript";
import type { SiteContent } from "../../app/content/schema.ts";
import type { Messages } from "../../app/i18n/en/index.ts";
import { TAGS_PATH, WRITING_PATH } from "../../app/lib/article-paths.ts";
import { FEED_FILE, ICON_FILES } from "../../app/lib/site-files.ts";
import { absoluteUrl } from "../../app/lib/site-url.ts";
import { ContentMistakes, failOn } from "../content/mistakes.ts";
import { bodyWordsOf, mdxOptions } from "../plugins/compile-mdx.ts";
import type { Article } from "./articles.ts";

/**
 * A post's or case study's body as HTML, every address absolute. Its whole
 * file is compiled, under its path, so that a mistake is named at its file's
 * own line and column.
 */
async function renderArticleHtml(
  file: Article["file"],
  siteUrl: string,
  t: Messages,
): Promise<string> {
  const vfile = new VFile(file);
  try {
    const { default: Content } = await evaluate(vfile, {
      ...mdxOptions({ siteUrl, forFeed: true, words: bodyWordsOf(t) }),
      // React's own automatic runtime, which MDX's types describe more loosely.
      ...(runtime as Required<Pick<RunOptions, "Fragment" | "jsx" | "jsxs">>),
    });
    return renderToStaticMarkup(createElement(Content));
  } catch (error) {
    // A plugin's mistake is already named by its place; any other is named by
    // the file, as MDX runs the body as a script of no name.
    if (error instanceof ContentMistakes) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    failOn(vfile, `the text could not be drawn: ${reason}`);
  }
}

/** Text as CDATA, which a feed's HTML is carried in, unescaped. */
const cdata = (value: string) => ({ type: "cdata" as const, value });

/** An author: a name and an address. */
const person = (name: string, link: string) => [x("name", name), x("uri", link)];

/**
 * The tree with each element that holds only elements set out a line per
 * child, indented four spaces a level: an element with text stays on one line.
 */
function indented(element: Element, depth = 1): Element {
  const { children } = element;
  if (children.length === 0 || children.some((child) => child.type !== "element")) return element;
  const line = (level: number): ElementContent => ({
    type: "text",
    value: `\n${"    ".repeat(level)}`,
  });
  return {
    ...element,
    children: [
      ...children.flatMap((child) => [line(depth), indented(child as Element, depth + 1)]),
      line(depth - 1),
    ],
  };
}

export async function atomFeed(
  content: SiteContent,
  articles: readonly Article[],
  t: Messages,
): Promise<string> {
  const { owner, seo } = content;
  const home = absoluteUrl(seo.siteUrl, "/");
  const writing = absoluteUrl(seo.siteUrl, WRITING_PATH);
  const lastChange = articles
    .map((article) => article.updated ?? article.date)
    .sort()
    .at(-1);
  // With no writing yet, the start of the copyright year: never the build's clock.
  const updated = new Date(lastChange ?? `${owner.copyrightYear}-01-01`);
  const tagScheme = absoluteUrl(seo.siteUrl, `${TAGS_PATH}/`);

  const entries: Element[] = [];
  for (const article of articles) {
    const url = absoluteUrl(seo.siteUrl, article.path);
    entries.push(
      x("entry", article.language ? { "xml:lang": article.language } : {}, [
        x("title", { type: "html" }, cdata(article.title)),
        x("id", url),
        x("link", { href: url }),
        x("updated", new Date(article.updated ?? article.date).toISOString()),
        x("summary", { type: "html" }, cdata(article.summary)),
        x(
          "content",
          { type: "html" },
          cdata(await renderArticleHtml(article.file, seo.siteUrl, t)),
        ),
        x("author", person(owner.name, home)),
        // A tag's term is its slug in the scheme of the tags' pages, so the two
        // make the address of its page, for readers that link categories.
        ...article.tags.map(({ name, slug }) =>
          x(
            "category",
            slug ? { label: name, scheme: tagScheme, term: slug } : { label: name, term: name },
          ),
        ),
        x("published", new Date(article.date).toISOString()),
      ]),
    );
  }

  const feed = x("feed", { xmlns: "http://www.w3.org/2005/Atom", "xml:lang": t.site.language }, [
    x("id", writing),
    x("title", t.site.feedTitle(owner.name)),
    x("updated", updated.toISOString()),
    x("author", person(owner.name, home)),
    x("link", { rel: "alternate", href: writing }),
    x("link", { rel: "self", href: absoluteUrl(seo.siteUrl, `/${FEED_FILE}`) }),
    x("subtitle", seo.writingDescription),
    x("icon", absoluteUrl(seo.siteUrl, `/${ICON_FILES.favicon32}`)),
    x("rights", `© ${owner.copyrightYear} ${owner.name}`),
    ...entries,
  ]);
  const tree: Root = {
    type: "root",
    children: [
      { type: "instruction", name: "xml", value: 'version="1.0" encoding="utf-8"' },
      { type: "text", value: "\n" },
      indented(feed),
    ],
  };
  return toXml(tree, { closeEmptyElements: true, tightClose: true });
}
