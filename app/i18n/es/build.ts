export const pdf = "Currículum (PDF)";
export const feedFile = "Feed Atom";
export const caseStudyTag = "Caso de estudio";
export const llmsPages = "Páginas";
export const llmsWriting = "Artículos";
export const llmsFiles = "Archivos";
export const llmsJsonResumeNote = "el currículum en el formato JSON Resume";
export const llmsFeedNote = "todos los artículos y casos de estudio, completos";
