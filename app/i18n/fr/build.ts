export const pdf = "CV (PDF)";
export const feedFile = "Flux Atom";
export const caseStudyTag = "Étude de cas";
export const llmsPages = "Pages";
export const llmsWriting = "Articles";
export const llmsFiles = "Fichiers";
export const llmsJsonResumeNote = "le CV au format JSON Resume";
export const llmsFeedNote = "tous les articles et études de cas, en entier";
