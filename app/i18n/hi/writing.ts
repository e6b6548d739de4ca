import { plural, type PluralForms } from "../plural.ts";

const count = (n: number, forms: PluralForms) => plural("hi", n, forms);
export const heading = "लेख";
export const nothingYet = "अभी तक कुछ प्रकाशित नहीं हुआ। पहला लेख आने वाला है।";
export const caseStudies = "केस स्टडी";
export const tag = "टैग";
export const tagTitle = (tag: string, writingTitle: string) => `${tag} — ${writingTitle}`;
export const tagDescription = (posts: number, tag: string, name: string) =>
  `${name} के “${tag}” टैग वाले ${count(posts, { one: "# लेख", other: "# लेख" })}।`;
export const tagIntro = (posts: number) => count(posts, { one: "एक लेख।", other: "# लेख, नए पहले।" });
export const searchLabel = "लेख खोजें";
export const searchPlaceholder = "कोई शीर्षक, टैग या शब्द";
export const searchFailed = "खोज लोड नहीं हो सकी; सभी लेख नीचे दिए गए हैं";
export const postsFound = (found: number) =>
  count(found, { zero: "कोई लेख नहीं मिला", one: "1 लेख मिला", other: "# लेख मिले" });
export const showMore = (more: number) => `${more} और दिखाएँ`;
