import { plural, type PluralForms } from "../plural.ts";

const count = (n: number, forms: PluralForms) => plural("de", n, forms);
export const heading = "Beiträge";
export const nothingYet = "Noch nichts veröffentlicht. Der erste Beitrag ist unterwegs.";
export const caseStudies = "Fallstudien";
export const tag = "Schlagwort";
export const tagTitle = (tag: string, writingTitle: string) => `${tag} — ${writingTitle}`;
export const tagDescription = (posts: number, tag: string, name: string) =>
  `${count(posts, { one: "Ein Beitrag", other: "# Beiträge" })} mit dem Schlagwort „${tag}“, von ${name}.`;
export const tagIntro = (posts: number) =>
  count(posts, { one: "Ein Beitrag.", other: "# Beiträge, die neuesten zuerst." });
export const searchLabel = "Beiträge durchsuchen";
export const searchPlaceholder = "Ein Titel, ein Schlagwort, ein Wort";
export const searchFailed = "Die Suche konnte nicht geladen werden; unten stehen alle Beiträge";
export const postsFound = (found: number) =>
  count(found, {
    zero: "Keine Beiträge gefunden",
    one: "1 Beitrag gefunden",
    other: "# Beiträge gefunden",
  });
export const showMore = (more: number) => `${more} weitere anzeigen`;
