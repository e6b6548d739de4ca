import { plural, type PluralForms } from "../plural.ts";

const count = (n: number, forms: PluralForms) => plural("ko", n, forms);
export const heading = "글";
export const nothingYet = "아직 게시된 글이 없습니다. 첫 글을 준비하고 있어요.";
export const caseStudies = "사례 연구";
export const tag = "태그";
export const tagTitle = (tag: string, writingTitle: string) => `${tag} — ${writingTitle}`;
export const tagDescription = (posts: number, tag: string, name: string) =>
  `${name}의 ‘${tag}’ 태그 글 ${count(posts, { other: "#편" })}.`;
export const tagIntro = (posts: number) => count(posts, { other: "글 #편, 최신순." });
export const searchLabel = "글 검색";
export const searchPlaceholder = "제목, 태그, 단어";
export const searchFailed = "검색을 불러오지 못했습니다. 아래에 모든 글이 있습니다";
export const postsFound = (found: number) =>
  count(found, { zero: "찾은 글이 없습니다", other: "글 #편을 찾았습니다" });
export const showMore = (more: number) => `${more}편 더 보기`;
