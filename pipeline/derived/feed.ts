/**
 * The writing as an Atom feed: every post and case study, newest first, in
 * full, compiled from its MDX as its page is (../plugins/compile-mdx.ts), but with the site's
 * whole address on every link, since a feed reader has no page to resolve a
 * path against. Its dates are the writing's own, so the
 * same writing gives the same file on every build.
 */
import { type RunOptions, evaluate } from "@mdx-js/mdx";
import { Feed } from "feed";
import { createElement } from "react";
import * as runtime from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { VFile } from "vfile";
import type { SiteContent } from "../../app/content/schema.ts";
import type { Messages } from "../../app/i18n/en/index.ts";
import { TAGS_PATH, WRITING_PATH } from "../../app/lib/article-paths.ts";
import { FEED_FILE, ICON_FILES } from "../../app/lib/site-files.ts";
import { absoluteUrl } from "../../app/lib/site-url.ts";
import { ContentMistakes, failOn } from "../content/mistakes.ts";
import { mdxOptions } from "../plugins/compile-mdx.ts";
import type { Article } from "./articles.ts";

/**
 * A post's or case study's body as HTML, every address absolute. Its whole
 * file is compiled, under its path, so that a mistake is named at its file's
 * own line and column.
 */
async function renderArticleHtml(file: Article["file"], siteUrl: string): Promise<string> {
  const vfile = new VFile(file);
  try {
    const { default: Content } = await evaluate(vfile, {
      ...mdxOptions({ siteUrl, forFeed: true }),
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

export async function atomFeed(
  content: SiteContent,
  articles: readonly Article[],
  t: Messages,
): Promise<string> {
  const { owner, seo } = content;
  const home = absoluteUrl(seo.siteUrl, "/");
  const author = { name: owner.name, link: home };
  const lastChange = articles
    .map((article) => article.updated ?? article.date)
    .sort()
    .at(-1);

  const feed = new Feed({
    id: absoluteUrl(seo.siteUrl, WRITING_PATH),
    link: absoluteUrl(seo.siteUrl, WRITING_PATH),
    title: t.site.feedTitle(owner.name),
    description: seo.writingDescription,
    language: t.site.language,
    // With no writing yet, the start of the copyright year: never the build's clock.
    updated: new Date(lastChange ?? `${owner.copyrightYear}-01-01`),
    generator: false,
    feedLinks: { atom: absoluteUrl(seo.siteUrl, `/${FEED_FILE}`) },
    favicon: absoluteUrl(seo.siteUrl, `/${ICON_FILES.favicon32}`),
    copyright: `© ${owner.copyrightYear} ${owner.name}`,
    author,
  });
  const tagScheme = absoluteUrl(seo.siteUrl, `${TAGS_PATH}/`);
  for (const article of articles) {
    const url = absoluteUrl(seo.siteUrl, article.path);
    feed.addItem({
      id: url,
      link: url,
      title: article.title,
      description: article.summary,
      content: await renderArticleHtml(article.file, seo.siteUrl),
      date: new Date(article.updated ?? article.date),
      published: new Date(article.date),
      // A tag's term is its slug in the scheme of the tags' pages, so the two
      // make the address of its page, for readers that link categories.
      category: article.tags.map(({ name, slug }) =>
        slug ? { term: slug, name, scheme: tagScheme } : { term: name, name },
      ),
      author: [author],
    });
  }
  return feed.atom1();
}
