export const updated = "Mis à jour le ";
export const contents = "Sommaire";
export const morePosts = "Autres articles";
export const previousPost = "Article précédent";
export const nextPost = "Article suivant";
export const relatedPosts = "Articles liés";
export const copyCode = "Copier le code";
export const copied = "Copié";
export const formula = "Formule";
export const shareImageAlt = (title: string, name: string) => `${title}, par ${name}`;
export const caseStudyKicker = (project: string) => `Étude de cas · ${project}`;
export const caseStudyTitle = (project: string, title: string) =>
  `Étude de cas ${project} : ${title}`;
export const caseStudyAllProjects = "Tous les projets";
export const caseStudyProject = "Projet";
export const caseStudyBuiltWith = "Réalisé avec";
export const caseStudyVisitProject = (title: string) => `Visiter ${title}`;
export const caseStudySourceCode = "Code source";
export const caseStudyBackToProjects = "Retour à tous les projets";
/** What a post's body writes around the owner's words: footnotes, callouts, tables. */
export const footnotes = "Notes";
export const footnoteBack = (reference: string) => `Retour à la référence ${reference}`;
export const callouts = {
  note: "Remarque",
  tip: "Astuce",
  important: "Important",
  warning: "Avertissement",
  caution: "Attention",
};
export const table = "Tableau";
export const tableOf = (headers: string) => `Tableau : ${headers}`;
