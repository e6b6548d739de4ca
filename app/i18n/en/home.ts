/** The words of the home page: the hero, the sections and the project cards. */
export const seeMyWork: string = "See My Work";
export const seeResume: string = "See Resume";
export const scroll: string = "Scroll";
export const scrollTo = (section: string) => `Scroll to ${section}`;
export const rubricMark: string = "Mark";
export const criterionMet: string = ": met";
export const aboutTitle: string = "About Me";
export const experienceTitle: string = "Ventures I lead";
export const outcome: string = "Outcome: ";
export const contactTitle: string = "Let's Build Something";
export const contactIntro: string =
  "Have an idea, a question or an opportunity? I'd love to hear from you.";
export const opensEmail: string = "Opens your e-mail app";
export const opensInNewTab = (host: string) => `Opens ${host} in a new tab`;
export const sendEmail: string = "Send me an email";
export const projectsFeatured: string = "Featured Projects";
export const projectsAdditional: string = "Additional Projects";
export const projectsStatus: string = "Status";
export const projectsBadges = {
  Complete: "Complete",
  Expanding: "Expanding",
  Featured: "Featured",
  "In Progress": "In Progress",
};
export const projectsTechnologies: string = "Technologies: ";
export const projectsVisit: string = "Visit";
export const projectsVisitProject = (title: string) => `Visit ${title}`;
export const projectsCode: string = "Code";
export const projectsCodeFor = (title: string) => `Code for ${title}`;
export const projectsReadCaseStudy: string = "Read the case study";
export const projectsReadCaseStudyOf = (title: string) => `Read the case study of ${title}`;
export const projectsReadMore: string = "Read more";
export const projectsShowLess: string = "Show less";
export const projectsImages = (title: string) => `${title} images`;
export const projectsImageStrip: string = "Image strip";
export const projectsSlide = (index: number, total: number) => `${index} of ${total}`;
export const projectsPauseRotation: string = "Pause image rotation";
export const projectsPlayRotation: string = "Play image rotation";
export const projectsShowImage = (index: number, total: number) =>
  `Show image ${index} of ${total}`;
export const projectsCarouselRole: string = "carousel";
export const projectsSlideRole: string = "slide";
