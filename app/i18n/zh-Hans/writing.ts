import { plural, type PluralForms } from "../plural.ts";

const count = (n: number, forms: PluralForms) => plural("zh-Hans", n, forms);
export const heading = "文章";
export const nothingYet = "还没有发布任何内容。第一篇文章即将到来。";
export const caseStudies = "案例研究";
export const tag = "标签";
export const tagTitle = (tag: string, writingTitle: string) => `${tag} — ${writingTitle}`;
export const tagDescription = (posts: number, tag: string, name: string) =>
  `${name}带有“${tag}”标签的文章，${count(posts, { other: "共 # 篇" })}。`;
export const tagIntro = (posts: number) => count(posts, { other: "共 # 篇，最新的在前。" });
export const searchLabel = "搜索文章";
export const searchPlaceholder = "标题、标签或一个词";
export const searchFailed = "搜索无法加载；下面列出了全部文章";
export const postsFound = (found: number) =>
  count(found, { zero: "没有找到文章", other: "找到 # 篇文章" });
export const showMore = (more: number) => `再显示 ${more} 篇`;
