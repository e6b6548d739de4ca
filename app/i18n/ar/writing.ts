import { plural, type PluralForms } from "../plural.ts";

const count = (n: number, forms: PluralForms) => plural("ar", n, forms);
export const heading = "المقالات";
export const nothingYet = "لم يُنشر شيء بعد. المقالة الأولى في الطريق.";
export const caseStudies = "دراسات الحالة";
export const tag = "وسم";
export const tagTitle = (tag: string, writingTitle: string) => `${tag} — ${writingTitle}`;
export const tagDescription = (posts: number, tag: string, name: string) =>
  `${count(posts, { one: "مقالة واحدة", two: "مقالتان", few: "# مقالات", other: "# مقالة" })} بوسم «${tag}»، بقلم ${name}.`;
export const tagIntro = (posts: number) =>
  count(posts, {
    one: "مقالة واحدة.",
    two: "مقالتان، الأحدث أولًا.",
    few: "# مقالات، الأحدث أولًا.",
    other: "# مقالة، الأحدث أولًا.",
  });
export const searchLabel = "ابحث في المقالات";
export const searchPlaceholder = "عنوان أو وسم أو كلمة";
export const searchFailed = "تعذّر تحميل البحث؛ كل المقالات معروضة أدناه";
export const postsFound = (found: number) =>
  count(found, {
    zero: "لم يُعثر على مقالات",
    one: "عُثر على مقالة واحدة",
    two: "عُثر على مقالتين",
    few: "عُثر على # مقالات",
    other: "عُثر على # مقالة",
  });
export const showMore = (more: number) => `عرض ${more} أخرى`;
