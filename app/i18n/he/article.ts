export const updated = "עודכן ב־";
export const contents = "תוכן העניינים";
export const morePosts = "פוסטים נוספים";
export const previousPost = "הפוסט הקודם";
export const nextPost = "הפוסט הבא";
export const relatedPosts = "פוסטים קשורים";
export const copyCode = "העתקת הקוד";
export const copied = "הועתק";
export const formula = "נוסחה";
export const shareImageAlt = (title: string, name: string) => `${title}, מאת ${name}`;
export const caseStudyKicker = (project: string) => `חקר מקרה · ${project}`;
export const caseStudyTitle = (project: string, title: string) =>
  `חקר מקרה של ${project}: ${title}`;
export const caseStudyAllProjects = "כל הפרויקטים";
export const caseStudyProject = "פרויקט";
export const caseStudyBuiltWith = "נבנה עם";
export const caseStudyVisitProject = (title: string) => `לאתר של ${title}`;
export const caseStudySourceCode = "קוד מקור";
export const caseStudyBackToProjects = "חזרה לכל הפרויקטים";
/** What a post's body writes around the owner's words: footnotes, callouts, tables. */
export const footnotes = "הערות";
export const footnoteBack = (reference: string) => `חזרה להפניה ${reference}`;
export const callouts = {
  note: "הערה",
  tip: "עצה",
  important: "חשוב",
  warning: "אזהרה",
  caution: "זהירות",
};
export const table = "טבלה";
export const tableOf = (headers: string) => `טבלה: ${headers}`;
