export const pdf = "Lebenslauf (PDF)";
export const feedFile = "Atom-Feed";
export const caseStudyTag = "Fallstudie";
export const llmsPages = "Seiten";
export const llmsWriting = "Beiträge";
export const llmsFiles = "Dateien";
export const llmsJsonResumeNote = "der Lebenslauf im Format JSON Resume";
export const llmsFeedNote = "alle Beiträge und Fallstudien in voller Länge";
