export const pdf = "קורות חיים (PDF)";
export const feedFile = "פיד Atom";
export const caseStudyTag = "חקר מקרה";
export const llmsPages = "דפים";
export const llmsWriting = "כתיבה";
export const llmsFiles = "קבצים";
export const llmsJsonResumeNote = "קורות החיים בפורמט JSON Resume";
export const llmsFeedNote = "כל הפוסטים וחקרי המקרה במלואם";
