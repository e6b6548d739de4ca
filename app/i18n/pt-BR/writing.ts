import { plural, type PluralForms } from "../plural.ts";

const count = (n: number, forms: PluralForms) => plural("pt-BR", n, forms);
export const heading = "Textos";
export const nothingYet = "Nada publicado ainda. O primeiro texto está a caminho.";
export const caseStudies = "Estudos de caso";
export const tag = "Tag";
export const tagTitle = (tag: string, writingTitle: string) => `${tag} — ${writingTitle}`;
export const tagDescription = (posts: number, tag: string, name: string) =>
  `${count(posts, { one: "Um texto", other: "# textos" })} com a tag “${tag}”, de ${name}.`;
export const tagIntro = (posts: number) =>
  count(posts, { one: "Um texto.", other: "# textos, do mais recente ao mais antigo." });
export const searchLabel = "Buscar textos";
export const searchPlaceholder = "Um título, uma tag, uma palavra";
export const searchFailed =
  "Não foi possível carregar a busca; todos os textos estão listados abaixo";
export const postsFound = (found: number) =>
  count(found, {
    zero: "Nenhum texto encontrado",
    one: "1 texto encontrado",
    other: "# textos encontrados",
  });
export const showMore = (more: number) => `Mostrar mais ${more}`;
