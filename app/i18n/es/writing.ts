import { plural, type PluralForms } from "../plural.ts";

const count = (n: number, forms: PluralForms) => plural("es", n, forms);
export const heading = "Artículos";
export const nothingYet = "Todavía no hay nada publicado. El primer artículo está en camino.";
export const caseStudies = "Casos de estudio";
export const tag = "Etiqueta";
export const tagTitle = (tag: string, writingTitle: string) => `${tag} — ${writingTitle}`;
export const tagDescription = (posts: number, tag: string, name: string) =>
  `${count(posts, { one: "Un artículo", other: "# artículos" })} con la etiqueta «${tag}», de ${name}.`;
export const tagIntro = (posts: number) =>
  count(posts, { one: "Un artículo.", other: "# artículos, del más reciente al más antiguo." });
export const searchLabel = "Buscar artículos";
export const searchPlaceholder = "Un título, una etiqueta, una palabra";
export const searchFailed = "No se pudo cargar la búsqueda; abajo están todos los artículos";
export const postsFound = (found: number) =>
  count(found, {
    zero: "No se encontró ningún artículo",
    one: "Se encontró 1 artículo",
    other: "Se encontraron # artículos",
  });
export const showMore = (more: number) => `Mostrar ${more} más`;
