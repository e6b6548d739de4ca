/** The words of every page: the nav bar, the footer, the not-found and error screens, the pages' titles, periods of time, and what the writing's lists share with its posts. */
export const language: string = "en";
export const skipToContent: string = "Skip to content";
export const navMain: string = "Main";
export const navMenu: string = "Menu";
export const navBackToHome: string = "Back to Home";
export const navNextSection: string = "Next section";
export const navGoToEnd: string = "Go to end of page";
export const navGoTo = (section: string) => `Go to ${section}`;
export const navThemeToggle: string = "Switch between light and dark";
export const navDarkTheme: string = "Dark theme";
export const footerLabel: string = "Footer";
export const footerWriting: string = "Writing";
export const footerFeed: string = "Feed";
export const footerCopyright = (year: string, name: string) =>
  `© ${year} ${name}. All rights reserved.`;
export const notFoundTitle = (name: string) => `Page not found — ${name}`;
export const notFoundDescription: string = "This page does not exist.";
export const notFoundHeading: string = "Oops! Page not found";
export const notFoundText: string =
  "This page isn't on the syllabus. It may have moved, or the address may have a typo.";
export const notFoundReturnHome: string = "Return to Home";
export const notFoundElsewhere: string = "Elsewhere on the site";
export const notFoundStartHint: string = "Or pick up where most visitors start:";
export const errorHeading: string = "Unexpected Application Error!";
export const errorDetail: string = "Something went wrong while showing this page.";
export const sectionAbout: string = "About";
export const sectionExperience: string = "Experience";
export const sectionProjects: string = "Projects";
export const sectionSkills: string = "Skills";
export const sectionContact: string = "Contact";
export const sectionResume: string = "Resume";
export const titlesHome = (name: string, tagline: string) => `${name} — ${tagline}`;
export const feedTitle = (name: string) => `${name}: Writing`;
export const newTabNote: string = " (opens in a new tab)";
