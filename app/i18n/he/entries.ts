import { plural, type PluralForms } from "../plural.ts";

const count = (n: number, forms: PluralForms) => plural("he", n, forms);

export const present = "היום";
export const period = (start: string, end: string) => `${start} - ${end}`;
export const draft = "טיוטה";
export const readingTime = (minutes: number) =>
  count(minutes, { one: "דקת קריאה אחת", two: "שתי דקות קריאה", other: "# דקות קריאה" });
export const allWriting = "כל הפוסטים";
export const tags = "תגיות";
export const titlesResume = (name: string) => `קורות חיים — ${name}`;
export const titlesWriting = (name: string) => `כתיבה — ${name}`;
