/** The words only the build writes: the resume PDF's title, the feed and llms.txt. */
export const pdf: string = "Resume (PDF)";
export const feedFile: string = "Atom feed";
export const caseStudyTag: string = "Case study";
export const llmsPages: string = "Pages";
export const llmsWriting: string = "Writing";
export const llmsFiles: string = "Files";
export const llmsJsonResumeNote: string = "the resume in the JSON Resume format";
export const llmsFeedNote: string = "every post and case study in full";
