/**
 * English, the dictionary every other language's is typed by: a language
 * whose section lacks a word of English's is a type error naming it (in its
 * own index.ts). The texts the specification fixes ("404", "Oops! Page not
 * found", "Return to Home", "See My Work") are English's words as it writes
 * them. To correct a wording, change it in the language's section file
 * (docs/languages.md).
 *
 * A section is what a group of pages shows, so that a page's script carries
 * its own words and no other page's: `site` on every page, `entries` where
 * dated entries are listed (the resume, the writing), `home`, `resume`,
 * `article` (a post's or a case study's page), `writing` (the index and the
 * tags' pages), and `build`, which only the build writes (the PDF, the feed,
 * llms.txt).
 */
import * as article from "./article.ts";
import * as build from "./build.ts";
import * as entries from "./entries.ts";
import * as home from "./home.ts";
import * as resume from "./resume.ts";
import * as site from "./site.ts";
import * as writing from "./writing.ts";

export const dictionary = { site, entries, home, resume, article, writing, build };

/** A language's whole dictionary, which the build reads. */
export type Messages = typeof dictionary;
export type SiteWords = typeof site;
export type EntriesWords = typeof entries;
export type HomeWords = typeof home;
export type ResumeWords = typeof resume;
export type ArticleWords = typeof article;
export type WritingWords = typeof writing;
export type BuildWords = typeof build;
