export const seeMyWork = "작업 보기";
export const seeResume = "이력서 보기";
export const scroll = "스크롤";
export const scrollTo = (section: string) => `${section}(으)로 스크롤`;
export const rubricMark = "평가";
export const criterionMet = ": 충족";
export const aboutTitle = "저를 소개합니다";
export const experienceTitle = "제가 이끄는 일";
export const outcome = "성과: ";
export const contactTitle = "함께 만들어 봐요";
export const contactIntro = "아이디어나 질문, 제안이 있으신가요? 언제든 연락 주세요.";
export const opensEmail = "이메일 앱을 엽니다";
export const opensInNewTab = (host: string) => `새 탭에서 ${host}을(를) 엽니다`;
export const sendEmail = "이메일 보내기";
export const projectsFeatured = "대표 프로젝트";
export const projectsAdditional = "다른 프로젝트";
export const projectsStatus = "상태";
export const projectsBadges = {
  Complete: "완료",
  Expanding: "확장 중",
  Featured: "대표",
  "In Progress": "진행 중",
};
export const projectsTechnologies = "기술: ";
export const projectsVisit = "방문";
export const projectsVisitProject = (title: string) => `${title} 방문`;
export const projectsCode = "코드";
export const projectsCodeFor = (title: string) => `${title} 코드`;
export const projectsReadCaseStudy = "사례 연구 읽기";
export const projectsReadCaseStudyOf = (title: string) => `${title} 사례 연구 읽기`;
export const projectsReadMore = "더 보기";
export const projectsShowLess = "접기";
export const projectsImages = (title: string) => `${title} 이미지`;
export const projectsImageStrip = "이미지 목록";
export const projectsSlide = (index: number, total: number) => `${total}장 중 ${index}번째`;
export const projectsPauseRotation = "이미지 전환 멈추기";
export const projectsPlayRotation = "이미지 전환 재개";
export const projectsShowImage = (index: number, total: number) =>
  `${total}장 중 ${index}번째 이미지 보기`;
export const projectsCarouselRole = "캐러셀";
export const projectsSlideRole = "슬라이드";
