export const pdf = "Currículo (PDF)";
export const feedFile = "Feed Atom";
export const caseStudyTag = "Estudo de caso";
export const llmsPages = "Páginas";
export const llmsWriting = "Textos";
export const llmsFiles = "Arquivos";
export const llmsJsonResumeNote = "o currículo no formato JSON Resume";
export const llmsFeedNote = "todos os textos e estudos de caso, na íntegra";
