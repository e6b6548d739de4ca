export const updated = "Atualizado em ";
export const contents = "Sumário";
export const morePosts = "Mais textos";
export const previousPost = "Texto anterior";
export const nextPost = "Próximo texto";
export const relatedPosts = "Textos relacionados";
export const copyCode = "Copiar código";
export const copied = "Copiado";
export const formula = "Fórmula";
export const shareImageAlt = (title: string, name: string) => `${title}, de ${name}`;
export const caseStudyKicker = (project: string) => `Estudo de caso · ${project}`;
export const caseStudyTitle = (project: string, title: string) =>
  `Estudo de caso de ${project}: ${title}`;
export const caseStudyAllProjects = "Todos os projetos";
export const caseStudyProject = "Projeto";
export const caseStudyBuiltWith = "Feito com";
export const caseStudyVisitProject = (title: string) => `Visitar ${title}`;
export const caseStudySourceCode = "Código-fonte";
export const caseStudyBackToProjects = "Voltar a todos os projetos";
/** What a post's body writes around the owner's words: footnotes, callouts, tables. */
export const footnotes = "Notas";
export const footnoteBack = (reference: string) => `Voltar à referência ${reference}`;
export const callouts = {
  note: "Nota",
  tip: "Dica",
  important: "Importante",
  warning: "Aviso",
  caution: "Cuidado",
};
export const table = "Tabela";
export const tableOf = (headers: string) => `Tabela: ${headers}`;
