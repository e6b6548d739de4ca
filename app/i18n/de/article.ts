export const updated = "Aktualisiert am ";
export const contents = "Inhalt";
export const morePosts = "Weitere Beiträge";
export const previousPost = "Vorheriger Beitrag";
export const nextPost = "Nächster Beitrag";
export const relatedPosts = "Ähnliche Beiträge";
export const copyCode = "Code kopieren";
export const copied = "Kopiert";
export const formula = "Formel";
export const shareImageAlt = (title: string, name: string) => `${title}, von ${name}`;
export const caseStudyKicker = (project: string) => `Fallstudie · ${project}`;
export const caseStudyTitle = (project: string, title: string) => `Fallstudie ${project}: ${title}`;
export const caseStudyAllProjects = "Alle Projekte";
export const caseStudyProject = "Projekt";
export const caseStudyBuiltWith = "Gebaut mit";
export const caseStudyVisitProject = (title: string) => `${title} ansehen`;
export const caseStudySourceCode = "Quellcode";
export const caseStudyBackToProjects = "Zurück zu allen Projekten";
/** What a post's body writes around the owner's words: footnotes, callouts, tables. */
export const footnotes = "Anmerkungen";
export const footnoteBack = (reference: string) => `Zurück zum Verweis ${reference}`;
export const callouts = {
  note: "Hinweis",
  tip: "Tipp",
  important: "Wichtig",
  warning: "Warnung",
  caution: "Vorsicht",
};
export const table = "Tabelle";
export const tableOf = (headers: string) => `Tabelle: ${headers}`;
