export const seeMyWork = "לעבודות שלי";
export const seeResume = "לקורות החיים";
export const scroll = "גלילה";
export const scrollTo = (section: string) => `גלילה אל ${section}`;
export const rubricMark = "ציון";
export const criterionMet = ": הושג";
export const aboutTitle = "קצת עליי";
export const experienceTitle = "מיזמים שאני מוביל";
export const outcome = "תוצאה: ";
export const contactTitle = "בואו נבנה משהו";
export const contactIntro = "יש לכם רעיון, שאלה או הזדמנות? אשמח לשמוע מכם.";
export const opensEmail = "פותח את אפליקציית הדואר";
export const opensInNewTab = (host: string) => `פותח את ${host} בכרטיסייה חדשה`;
export const sendEmail = "שלחו לי מייל";
export const projectsFeatured = "פרויקטים נבחרים";
export const projectsAdditional = "פרויקטים נוספים";
export const projectsStatus = "סטטוס";
export const projectsBadges = {
  Complete: "הושלם",
  Expanding: "מתרחב",
  Featured: "נבחר",
  "In Progress": "בעבודה",
};
export const projectsTechnologies = "טכנולוגיות: ";
export const projectsVisit = "לאתר";
export const projectsVisitProject = (title: string) => `לאתר של ${title}`;
export const projectsCode = "קוד";
export const projectsCodeFor = (title: string) => `הקוד של ${title}`;
export const projectsReadCaseStudy = "לקריאת חקר המקרה";
export const projectsReadCaseStudyOf = (title: string) => `לקריאת חקר המקרה של ${title}`;
export const projectsReadMore = "להמשך קריאה";
export const projectsShowLess = "הצגת פחות";
export const projectsImages = (title: string) => `תמונות של ${title}`;
export const projectsImageStrip = "רצועת תמונות";
export const projectsSlide = (index: number, total: number) => `${index} מתוך ${total}`;
export const projectsPauseRotation = "עצירת החלפת התמונות";
export const projectsPlayRotation = "המשך החלפת התמונות";
export const projectsShowImage = (index: number, total: number) =>
  `הצגת תמונה ${index} מתוך ${total}`;
export const projectsCarouselRole = "קרוסלה";
export const projectsSlideRole = "שקופית";
