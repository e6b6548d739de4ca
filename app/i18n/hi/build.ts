export const pdf = "रिज़्यूमे (PDF)";
export const feedFile = "Atom फ़ीड";
export const caseStudyTag = "केस स्टडी";
export const llmsPages = "पेज";
export const llmsWriting = "लेख";
export const llmsFiles = "फ़ाइलें";
export const llmsJsonResumeNote = "JSON Resume फ़ॉर्मैट में रिज़्यूमे";
export const llmsFeedNote = "सभी लेख और केस स्टडी, पूरे";
