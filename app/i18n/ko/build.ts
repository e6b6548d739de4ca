export const pdf = "이력서 (PDF)";
export const feedFile = "Atom 피드";
export const caseStudyTag = "사례 연구";
export const llmsPages = "페이지";
export const llmsWriting = "글";
export const llmsFiles = "파일";
export const llmsJsonResumeNote = "JSON Resume 형식의 이력서";
export const llmsFeedNote = "모든 글과 사례 연구 전문";
