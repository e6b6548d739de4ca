export const updated = "Actualizado el ";
export const contents = "Contenido";
export const morePosts = "Más artículos";
export const previousPost = "Artículo anterior";
export const nextPost = "Artículo siguiente";
export const relatedPosts = "Artículos relacionados";
export const copyCode = "Copiar código";
export const copied = "Copiado";
export const formula = "Fórmula";
export const shareImageAlt = (title: string, name: string) => `${title}, de ${name}`;
export const caseStudyKicker = (project: string) => `Caso de estudio · ${project}`;
export const caseStudyTitle = (project: string, title: string) =>
  `Caso de estudio de ${project}: ${title}`;
export const caseStudyAllProjects = "Todos los proyectos";
export const caseStudyProject = "Proyecto";
export const caseStudyBuiltWith = "Hecho con";
export const caseStudyVisitProject = (title: string) => `Visitar ${title}`;
export const caseStudySourceCode = "Código fuente";
export const caseStudyBackToProjects = "Volver a todos los proyectos";
/** What a post's body writes around the owner's words: footnotes, callouts, tables. */
export const footnotes = "Notas";
export const footnoteBack = (reference: string) => `Volver a la referencia ${reference}`;
export const callouts = {
  note: "Nota",
  tip: "Consejo",
  important: "Importante",
  warning: "Advertencia",
  caution: "Precaución",
};
export const table = "Tabla";
export const tableOf = (headers: string) => `Tabla: ${headers}`;
