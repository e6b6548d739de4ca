import { plural, type PluralForms } from "../plural.ts";

const count = (n: number, forms: PluralForms) => plural("ja", n, forms);
export const heading = "記事";
export const nothingYet = "まだ公開された記事はありません。最初の記事を準備中です。";
export const caseStudies = "ケーススタディ";
export const tag = "タグ";
export const tagTitle = (tag: string, writingTitle: string) => `${tag} — ${writingTitle}`;
export const tagDescription = (posts: number, tag: string, name: string) =>
  `${name} による「${tag}」タグの記事（${count(posts, { other: "# 件" })}）。`;
export const tagIntro = (posts: number) => count(posts, { other: "# 件、新しい順。" });
export const searchLabel = "記事を検索";
export const searchPlaceholder = "タイトル、タグ、言葉";
export const searchFailed = "検索を読み込めませんでした。下にすべての記事があります";
export const postsFound = (found: number) =>
  count(found, { zero: "記事が見つかりません", other: "# 件の記事が見つかりました" });
export const showMore = (more: number) => `さらに ${more} 件を表示`;
