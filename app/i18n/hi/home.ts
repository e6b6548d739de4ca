export const seeMyWork = "मेरा काम देखें";
export const seeResume = "रिज़्यूमे देखें";
export const scroll = "नीचे";
export const scrollTo = (section: string) => `${section} तक स्क्रॉल करें`;
export const rubricMark = "अंक";
export const criterionMet = ": पूरा";
export const aboutTitle = "मेरे बारे में";
export const experienceTitle = "जिन पहलों का मैं नेतृत्व करता हूँ";
export const outcome = "नतीजा: ";
export const contactTitle = "आइए कुछ बनाएँ";
export const contactIntro = "कोई विचार, सवाल या अवसर है? मुझे आपसे सुनकर खुशी होगी।";
export const opensEmail = "आपका ईमेल ऐप खोलता है";
export const opensInNewTab = (host: string) => `${host} को नए टैब में खोलता है`;
export const sendEmail = "मुझे ईमेल भेजें";
export const projectsFeatured = "मुख्य प्रोजेक्ट";
export const projectsAdditional = "अन्य प्रोजेक्ट";
export const projectsStatus = "स्थिति";
export const projectsBadges = {
  Complete: "पूरा",
  Expanding: "विस्तार में",
  Featured: "विशेष",
  "In Progress": "जारी",
};
export const projectsTechnologies = "तकनीकें: ";
export const projectsVisit = "देखें";
export const projectsVisitProject = (title: string) => `${title} देखें`;
export const projectsCode = "कोड";
export const projectsCodeFor = (title: string) => `${title} का कोड`;
export const projectsReadCaseStudy = "केस स्टडी पढ़ें";
export const projectsReadCaseStudyOf = (title: string) => `${title} की केस स्टडी पढ़ें`;
export const projectsReadMore = "और पढ़ें";
export const projectsShowLess = "कम दिखाएँ";
export const projectsImages = (title: string) => `${title} की तस्वीरें`;
export const projectsImageStrip = "तस्वीरों की पट्टी";
export const projectsSlide = (index: number, total: number) => `${total} में से ${index}`;
export const projectsPauseRotation = "तस्वीरें बदलना रोकें";
export const projectsPlayRotation = "तस्वीरें बदलना फिर शुरू करें";
export const projectsShowImage = (index: number, total: number) =>
  `${total} में से तस्वीर ${index} दिखाएँ`;
export const projectsCarouselRole = "कैरोसेल";
export const projectsSlideRole = "स्लाइड";
