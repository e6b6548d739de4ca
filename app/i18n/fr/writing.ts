import { plural, type PluralForms } from "../plural.ts";

const count = (n: number, forms: PluralForms) => plural("fr", n, forms);
export const heading = "Articles";
export const nothingYet = "Rien de publié pour l’instant. Le premier article arrive.";
export const caseStudies = "Études de cas";
export const tag = "Mot-clé";
export const tagTitle = (tag: string, writingTitle: string) => `${tag} — ${writingTitle}`;
export const tagDescription = (posts: number, tag: string, name: string) =>
  `${count(posts, { one: "Un article", other: "# articles" })} avec le mot-clé « ${tag} », par ${name}.`;
export const tagIntro = (posts: number) =>
  count(posts, { one: "Un article.", other: "# articles, du plus récent au plus ancien." });
export const searchLabel = "Rechercher dans les articles";
export const searchPlaceholder = "Un titre, un mot-clé, un mot";
export const searchFailed =
  "La recherche n’a pas pu se charger ; tous les articles sont listés ci-dessous";
export const postsFound = (found: number) =>
  count(found, {
    zero: "Aucun article trouvé",
    one: "1 article trouvé",
    other: "# articles trouvés",
  });
export const showMore = (more: number) => `Afficher ${more} de plus`;
