import { plural, type PluralForms } from "../plural.ts";

const count = (n: number, forms: PluralForms) => plural("he", n, forms);
export const heading = "כתיבה";
export const nothingYet = "עוד לא פורסם כלום. הפוסט הראשון בדרך.";
export const caseStudies = "חקרי מקרה";
export const tag = "תגית";
export const tagTitle = (tag: string, writingTitle: string) => `${tag} — ${writingTitle}`;
export const tagDescription = (posts: number, tag: string, name: string) =>
  `${count(posts, { one: "פוסט אחד", two: "שני פוסטים", other: "# פוסטים" })} עם התגית „${tag}”, מאת ${name}.`;
export const tagIntro = (posts: number) =>
  count(posts, {
    one: "פוסט אחד.",
    two: "שני פוסטים, החדש ראשון.",
    other: "# פוסטים, החדשים ראשונים.",
  });
export const searchLabel = "חיפוש בפוסטים";
export const searchPlaceholder = "כותרת, תגית, מילה";
export const searchFailed = "לא הצלחנו לטעון את החיפוש; כל הפוסטים מופיעים למטה";
export const postsFound = (found: number) =>
  count(found, {
    zero: "לא נמצאו פוסטים",
    one: "נמצא פוסט אחד",
    two: "נמצאו שני פוסטים",
    other: "נמצאו # פוסטים",
  });
export const showMore = (more: number) => `הצגת ${more} נוספים`;
