export const updated = "حُدّثت في ";
export const contents = "المحتويات";
export const morePosts = "مقالات أخرى";
export const previousPost = "المقالة السابقة";
export const nextPost = "المقالة التالية";
export const relatedPosts = "مقالات ذات صلة";
export const copyCode = "نسخ الشيفرة";
export const copied = "تم النسخ";
export const formula = "معادلة";
export const shareImageAlt = (title: string, name: string) => `${title}، بقلم ${name}`;
export const caseStudyKicker = (project: string) => `دراسة حالة · ${project}`;
export const caseStudyTitle = (project: string, title: string) => `دراسة حالة ${project}: ${title}`;
export const caseStudyAllProjects = "كل المشاريع";
export const caseStudyProject = "المشروع";
export const caseStudyBuiltWith = "التقنيات المستخدمة";
export const caseStudyVisitProject = (title: string) => `زيارة ${title}`;
export const caseStudySourceCode = "الشيفرة المصدرية";
export const caseStudyBackToProjects = "العودة إلى كل المشاريع";
/** What a post's body writes around the owner's words: footnotes, callouts, tables. */
export const footnotes = "ملاحظات";
export const footnoteBack = (reference: string) => `العودة إلى المرجع ${reference}`;
export const callouts = {
  note: "ملاحظة",
  tip: "نصيحة",
  important: "مهم",
  warning: "تحذير",
  caution: "تنبيه",
};
export const table = "جدول";
export const tableOf = (headers: string) => `جدول: ${headers}`;
