/**
 * The posts and case studies as one list of articles, each named as it is
 * away from its own page: in the feed, llms.txt and its share image.
 */
import { tagSlug } from "../../app/lib/article-paths.ts";
import type { Messages } from "../../app/i18n/en/index.ts";
import type { CaseStudy, Post, Writing } from "../content/writing.ts";

/**
 * A post or case study as it is named away from its own page: in the feed,
 * llms.txt and its share image.
 */
export interface Article {
  path: string;
  /** What it is called on its own: a post's title, "Quizcraft case study: …". */
  title: string;
  /** The line above the title on its share image. */
  kicker: string;
  /** Its own title, without the project's name, for the share image's headline. */
  headline: string;
  summary: string;
  date: string;
  updated?: string;
  /** Its categories: a post's tags, each with its slug (its page's name); "Case study". */
  tags: Array<{ name: string; slug?: string }>;
  /** Its own language (front matter), when not the site's. */
  language?: string;
  /** Its file, front matter and all, and where it is: the feed compiles it as the page does. */
  file: { path: string; value: string };
}

/** Every post and case study, newest first (ties by address), as one list, named in the site's language. */
export function articlesOf({ posts, caseStudies }: Writing, t: Messages): Article[] {
  const article = (
    entry: Post | CaseStudy,
    fields: Pick<Article, "title" | "kicker" | "tags">,
  ): Article => ({
    path: entry.path,
    headline: entry.title,
    summary: entry.summary,
    date: entry.date,
    updated: entry.updated,
    language: entry.language,
    file: { path: entry.absolutePath, value: entry.source },
    ...fields,
  });
  return [
    ...posts.map((post) =>
      article(post, {
        title: post.title,
        kicker: t.writing.heading,
        tags: post.tags.map((tag) => ({ name: tag, slug: tagSlug(tag) })),
      }),
    ),
    ...caseStudies.map((study) =>
      article(study, {
        title: t.article.caseStudyTitle(study.projectTitle, study.title),
        kicker: t.article.caseStudyKicker(study.projectTitle),
        tags: [{ name: t.build.caseStudyTag }],
      }),
    ),
  ].sort((a, b) => b.date.localeCompare(a.date) || a.path.localeCompare(b.path));
}
