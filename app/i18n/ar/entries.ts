import { plural, type PluralForms } from "../plural.ts";

const count = (n: number, forms: PluralForms) => plural("ar", n, forms);

export const present = "الآن";
export const period = (start: string, end: string) => `${start} - ${end}`;
export const draft = "مسودة";
export const readingTime = (minutes: number) =>
  count(minutes, {
    one: "قراءة في دقيقة واحدة",
    two: "قراءة في دقيقتين",
    few: "قراءة في # دقائق",
    other: "قراءة في # دقيقة",
  });
export const allWriting = "كل المقالات";
export const tags = "الوسوم";
export const titlesResume = (name: string) => `السيرة الذاتية — ${name}`;
export const titlesWriting = (name: string) => `المقالات — ${name}`;
