export const pdf = "السيرة الذاتية (PDF)";
export const feedFile = "خلاصة Atom";
export const caseStudyTag = "دراسة حالة";
export const llmsPages = "الصفحات";
export const llmsWriting = "المقالات";
export const llmsFiles = "الملفات";
export const llmsJsonResumeNote = "السيرة الذاتية بتنسيق JSON Resume";
export const llmsFeedNote = "كل المقالات ودراسات الحالة كاملة";
