/**
 * llms.txt, the site in brief for language models (llmstxt.org), written once
 * the pages are finished: the route table's own pages are listed by the title
 * and description their meta() gives them, read from each page's <head>, so a
 * new page is one route module and one line in app/route-table.ts.
 */
import type { Root } from "hast";
import { select } from "hast-util-select";
import { toString } from "hast-util-to-string";
import { FEED_FILE, JSON_RESUME_FILE } from "../../app/lib/site-files.ts";
import { absoluteUrl } from "../../app/lib/site-url.ts";
import type { SitePage } from "../content/pages.ts";
import type { ContentStore } from "../content/store.ts";
import { articlesOf } from "../derived/articles.ts";

/** What a page says of itself in its <head>: its title, and its description where it has one. */
export interface PageTexts {
  title?: string;
  description?: string;
}

export function pageTexts(tree: Root): PageTexts {
  const title = select("head > title", tree);
  const description = select('head > meta[name="description"]', tree)?.properties.content;
  return {
    title: title ? toString(title) : undefined,
    description: typeof description === "string" ? description : undefined,
  };
}

/**
 * The site in brief in the llmstxt.org format: who the owner is, then a list
 * of links per kind, each with what it holds.
 */
export function llmsTxt(brief: {
  name: string;
  summary: string;
  details: readonly string[];
  links: ReadonlyArray<{
    heading: string;
    items: ReadonlyArray<{ title: string; url: string; note?: string }>;
  }>;
}): string {
  const lines = [
    `# ${brief.name}`,
    "",
    `> ${brief.summary}`,
    "",
    ...brief.details.flatMap((detail) => [detail, ""]),
  ];
  for (const { heading, items } of brief.links) {
    if (items.length === 0) continue;
    lines.push(`## ${heading}`, "");
    for (const { title, url, note } of items) {
      lines.push(`- [${title.replace(/[[\]]/g, "\\$&")}](${url})${note ? `: ${note}` : ""}`);
    }
    lines.push("");
  }
  return lines.join("\n");
}

/**
 * This site's llms.txt: the owner, the route table's own pages (home, resume,
 * writing and any other) as their heads state them, the writing as its front
 * matter names it, and the resume's and the feed's files.
 */
export function siteLlmsTxt(
  { site, writing, messages: t }: ContentStore,
  ownPages: ReadonlyArray<SitePage & PageTexts>,
): string {
  const { owner, seo, resume } = site;
  const url = (path: string) => absoluteUrl(seo.siteUrl, path);
  return llmsTxt({
    name: owner.name,
    summary: owner.tagline,
    details: owner.about,
    links: [
      {
        heading: t.build.llmsPages,
        items: ownPages.map((page) => {
          if (!page.title) {
            throw new Error(
              `${page.file}: no <title>, which llms.txt lists the page at ${page.path} by; its route (app/${page.template}) needs a meta() that gives one`,
            );
          }
          return { title: page.title, url: url(page.path), note: page.description };
        }),
      },
      {
        heading: t.build.llmsWriting,
        items: articlesOf(writing, t).map((article) => ({
          title: article.title,
          url: url(article.path),
          note: article.summary,
        })),
      },
      {
        heading: t.build.llmsFiles,
        items: [
          {
            title: t.resume.jsonResume,
            url: url(`/${JSON_RESUME_FILE}`),
            note: t.build.llmsJsonResumeNote,
          },
          { title: t.build.pdf, url: url(`/${resume.pdf.fileName}`) },
          {
            title: t.build.feedFile,
            url: url(`/${FEED_FILE}`),
            note: t.build.llmsFeedNote,
          },
        ],
      },
    ],
  });
}
