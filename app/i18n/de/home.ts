export const seeMyWork = "Meine Arbeiten";
export const seeResume = "Lebenslauf ansehen";
export const scroll = "Weiter";
export const scrollTo = (section: string) => `Weiter zu ${section}`;
export const rubricMark = "Note";
export const criterionMet = ": erfüllt";
export const aboutTitle = "Über mich";
export const experienceTitle = "Was ich leite";
export const outcome = "Ergebnis: ";
export const contactTitle = "Lass uns etwas bauen";
export const contactIntro =
  "Eine Idee, eine Frage oder eine Gelegenheit? Ich freue mich auf deine Nachricht.";
export const opensEmail = "Öffnet dein E-Mail-Programm";
export const opensInNewTab = (host: string) => `Öffnet ${host} in einem neuen Tab`;
export const sendEmail = "Schreib mir eine E-Mail";
export const projectsFeatured = "Ausgewählte Projekte";
export const projectsAdditional = "Weitere Projekte";
export const projectsStatus = "Status";
export const projectsBadges = {
  Complete: "Fertig",
  Expanding: "Im Ausbau",
  Featured: "Ausgewählt",
  "In Progress": "In Arbeit",
};
export const projectsTechnologies = "Technologien: ";
export const projectsVisit = "Ansehen";
export const projectsVisitProject = (title: string) => `${title} ansehen`;
export const projectsCode = "Code";
export const projectsCodeFor = (title: string) => `Code von ${title}`;
export const projectsReadCaseStudy = "Fallstudie lesen";
export const projectsReadCaseStudyOf = (title: string) => `Fallstudie zu ${title} lesen`;
export const projectsReadMore = "Mehr lesen";
export const projectsShowLess = "Weniger anzeigen";
export const projectsImages = (title: string) => `Bilder von ${title}`;
export const projectsImageStrip = "Bildleiste";
export const projectsSlide = (index: number, total: number) => `${index} von ${total}`;
export const projectsPauseRotation = "Bildwechsel anhalten";
export const projectsPlayRotation = "Bildwechsel fortsetzen";
export const projectsShowImage = (index: number, total: number) =>
  `Bild ${index} von ${total} zeigen`;
export const projectsCarouselRole = "Karussell";
export const projectsSlideRole = "Folie";
