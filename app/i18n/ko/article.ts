export const updated = "업데이트: ";
export const contents = "목차";
export const morePosts = "다른 글";
export const previousPost = "이전 글";
export const nextPost = "다음 글";
export const relatedPosts = "관련 글";
export const copyCode = "코드 복사";
export const copied = "복사됨";
export const formula = "수식";
export const shareImageAlt = (title: string, name: string) => `${title}, ${name}`;
export const caseStudyKicker = (project: string) => `사례 연구 · ${project}`;
export const caseStudyTitle = (project: string, title: string) => `${project} 사례 연구: ${title}`;
export const caseStudyAllProjects = "모든 프로젝트";
export const caseStudyProject = "프로젝트";
export const caseStudyBuiltWith = "사용 기술";
export const caseStudyVisitProject = (title: string) => `${title} 방문`;
export const caseStudySourceCode = "소스 코드";
export const caseStudyBackToProjects = "모든 프로젝트로 돌아가기";
/** What a post's body writes around the owner's words: footnotes, callouts, tables. */
export const footnotes = "주석";
export const footnoteBack = (reference: string) => `참조 ${reference}(으)로 돌아가기`;
export const callouts = {
  note: "참고",
  tip: "팁",
  important: "중요",
  warning: "경고",
  caution: "주의",
};
export const table = "표";
export const tableOf = (headers: string) => `표: ${headers}`;
