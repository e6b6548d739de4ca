/**
 * The writing as an Atom feed: every post and case study, newest first, in
 * full, compiled from its MDX with the same options as its page (mdx.ts) but
 * with the site's whole address on every link, since a feed reader has no
 * page to resolve a path against. Its dates are the writing's own, so the
 * same writing gives the same file on every build.
 */
import { type RunOptions, evaluate } from "@mdx-js/mdx";
import { Feed } from "feed";
import { createElement } from "react";
import * as runtime from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import type { SiteContent } from "../app/content/schema.ts";
import { caseStudyTitle } from "../app/lib/format.ts";
import { FEED_FILE, ICON_FILES } from "../app/lib/site-files.ts";
import { absoluteUrl } from "../app/lib/site-url.ts";
import { mdxOptions } from "./mdx.ts";
import type { Writing } from "./writing.ts";

/** A post's or case study's body as HTML, every address absolute. */
export async function renderArticleHtml(body: string): Promise<string> {
  const { default: Content } = await evaluate(body, {
    ...mdxOptions({ forFeed: true }),
    // React's own automatic runtime, which MDX's types describe more loosely.
    ...(runtime as Required<Pick<RunOptions, "Fragment" | "jsx" | "jsxs">>),
  });
  return renderToStaticMarkup(createElement(Content));
}

export async function atomFeed(content: SiteContent, writing: Writing): Promise<string> {
  const { owner, seo } = content;
  const home = absoluteUrl(seo.siteUrl, "/");
  const author = { name: owner.name, link: home };
  const projectTitles = new Map(content.projects.map((project) => [project.id, project.title]));
  const entries = [
    ...writing.posts.map((post) => ({
      ...post,
      path: `/writing/${post.slug}`,
      fullTitle: post.title,
      tags: post.tags,
    })),
    ...writing.caseStudies.map((study) => ({
      ...study,
      path: `/projects/${study.projectId}`,
      fullTitle: caseStudyTitle(projectTitles.get(study.projectId)!, study.title),
      tags: ["Case study"],
    })),
  ].sort((a, b) => b.date.localeCompare(a.date) || a.path.localeCompare(b.path));
  const lastChange = entries
    .map((entry) => entry.updated ?? entry.date)
    .sort()
    .at(-1);

  const feed = new Feed({
    id: absoluteUrl(seo.siteUrl, "/writing"),
    link: absoluteUrl(seo.siteUrl, "/writing"),
    title: `${owner.name}: Writing`,
    description: seo.writingDescription,
    language: "en",
    // With no writing yet, the start of the copyright year: never the build's clock.
    updated: new Date(lastChange ?? `${owner.copyrightYear}-01-01`),
    generator: false,
    feedLinks: { atom: absoluteUrl(seo.siteUrl, `/${FEED_FILE}`) },
    favicon: absoluteUrl(seo.siteUrl, `/${ICON_FILES.favicon32}`),
    copyright: `© ${owner.copyrightYear} ${owner.name}`,
    author,
  });
  for (const entry of entries) {
    const url = absoluteUrl(seo.siteUrl, entry.path);
    feed.addItem({
      id: url,
      link: url,
      title: entry.fullTitle,
      description: entry.summary,
      content: await renderArticleHtml(entry.body),
      date: new Date(entry.updated ?? entry.date),
      published: new Date(entry.date),
      category: entry.tags.map((tag) => ({ term: tag, name: tag })),
      author: [author],
    });
  }
  return feed.atom1();
}
