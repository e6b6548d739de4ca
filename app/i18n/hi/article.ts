export const updated = "अपडेट: ";
export const contents = "विषय-सूची";
export const morePosts = "और लेख";
export const previousPost = "पिछला लेख";
export const nextPost = "अगला लेख";
export const relatedPosts = "संबंधित लेख";
export const copyCode = "कोड कॉपी करें";
export const copied = "कॉपी हो गया";
export const formula = "सूत्र";
export const shareImageAlt = (title: string, name: string) => `${title}, ${name} द्वारा`;
export const caseStudyKicker = (project: string) => `केस स्टडी · ${project}`;
export const caseStudyTitle = (project: string, title: string) => `${project} केस स्टडी: ${title}`;
export const caseStudyAllProjects = "सभी प्रोजेक्ट";
export const caseStudyProject = "प्रोजेक्ट";
export const caseStudyBuiltWith = "किससे बना";
export const caseStudyVisitProject = (title: string) => `${title} देखें`;
export const caseStudySourceCode = "सोर्स कोड";
export const caseStudyBackToProjects = "सभी प्रोजेक्ट पर लौटें";
/** What a post's body writes around the owner's words: footnotes, callouts, tables. */
export const footnotes = "टिप्पणियाँ";
export const footnoteBack = (reference: string) => `संदर्भ ${reference} पर वापस जाएँ`;
export const callouts = {
  note: "नोट",
  tip: "सुझाव",
  important: "महत्वपूर्ण",
  warning: "चेतावनी",
  caution: "सावधानी",
};
export const table = "तालिका";
export const tableOf = (headers: string) => `तालिका: ${headers}`;
