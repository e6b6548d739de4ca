import { plural, type PluralForms } from "../plural.ts";

const count = (n: number, forms: PluralForms) => plural("en", n, forms);
/** The words of the writing index and the tags' pages. */
export const heading: string = "Writing";
export const nothingYet: string = "Nothing published yet. The first post is on its way.";
export const caseStudies: string = "Case studies";
export const tag: string = "Tag";
export const tagTitle = (tag: string, writingTitle: string) => `${tag} — ${writingTitle}`;
export const tagDescription = (posts: number, tag: string, name: string) =>
  `${count(posts, { one: "One post", other: "# posts" })} tagged “${tag}”, by ${name}.`;
export const tagIntro = (posts: number) =>
  count(posts, { one: "One post.", other: "# posts, newest first." });
export const searchLabel: string = "Search posts";
export const searchPlaceholder: string = "A title, a tag, a word";
export const searchFailed: string = "Search could not load; every post is listed below";
export const postsFound = (found: number) =>
  count(found, { zero: "No posts found", one: "1 post found", other: "# posts found" });
export const showMore = (more: number) => `Show ${more} more`;
