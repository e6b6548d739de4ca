export const seeMyWork = "شاهد أعمالي";
export const seeResume = "السيرة الذاتية";
export const scroll = "مرّر";
export const scrollTo = (section: string) => `مرّر إلى ${section}`;
export const rubricMark = "التقييم";
export const criterionMet = ": متحقق";
export const aboutTitle = "نبذة عني";
export const experienceTitle = "مبادرات أقودها";
export const outcome = "النتيجة: ";
export const contactTitle = "لنصنع شيئًا معًا";
export const contactIntro = "لديك فكرة أو سؤال أو فرصة؟ يسعدني أن أسمع منك.";
export const opensEmail = "يفتح تطبيق البريد الإلكتروني";
export const opensInNewTab = (host: string) => `يفتح ${host} في علامة تبويب جديدة`;
export const sendEmail = "راسلني بالبريد الإلكتروني";
export const projectsFeatured = "مشاريع مميزة";
export const projectsAdditional = "مشاريع أخرى";
export const projectsStatus = "الحالة";
export const projectsBadges = {
  Complete: "مكتمل",
  Expanding: "قيد التوسع",
  Featured: "مميز",
  "In Progress": "قيد التنفيذ",
};
export const projectsTechnologies = "التقنيات: ";
export const projectsVisit = "زيارة";
export const projectsVisitProject = (title: string) => `زيارة ${title}`;
export const projectsCode = "الشيفرة";
export const projectsCodeFor = (title: string) => `شيفرة ${title}`;
export const projectsReadCaseStudy = "اقرأ دراسة الحالة";
export const projectsReadCaseStudyOf = (title: string) => `اقرأ دراسة حالة ${title}`;
export const projectsReadMore = "اقرأ المزيد";
export const projectsShowLess = "عرض أقل";
export const projectsImages = (title: string) => `صور ${title}`;
export const projectsImageStrip = "شريط الصور";
export const projectsSlide = (index: number, total: number) => `${index} من ${total}`;
export const projectsPauseRotation = "إيقاف تبديل الصور";
export const projectsPlayRotation = "استئناف تبديل الصور";
export const projectsShowImage = (index: number, total: number) =>
  `عرض الصورة ${index} من ${total}`;
export const projectsCarouselRole = "عرض دوّار";
export const projectsSlideRole = "شريحة";
