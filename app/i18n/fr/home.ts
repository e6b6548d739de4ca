export const seeMyWork = "Voir mes projets";
export const seeResume = "Voir mon CV";
export const scroll = "Défiler";
export const scrollTo = (section: string) => `Défiler jusqu’à ${section}`;
export const rubricMark = "Note";
export const criterionMet = " : validé";
export const aboutTitle = "À propos de moi";
export const experienceTitle = "Les projets que je dirige";
export const outcome = "Résultat : ";
export const contactTitle = "Construisons quelque chose";
export const contactIntro =
  "Une idée, une question ou une opportunité ? Écrivez-moi, je serai ravi de vous lire.";
export const opensEmail = "Ouvre votre messagerie";
export const opensInNewTab = (host: string) => `Ouvre ${host} dans un nouvel onglet`;
export const sendEmail = "M’envoyer un e-mail";
export const projectsFeatured = "Projets phares";
export const projectsAdditional = "Autres projets";
export const projectsStatus = "État";
export const projectsBadges = {
  Complete: "Terminé",
  Expanding: "En développement",
  Featured: "À la une",
  "In Progress": "En cours",
};
export const projectsTechnologies = "Technologies : ";
export const projectsVisit = "Visiter";
export const projectsVisitProject = (title: string) => `Visiter ${title}`;
export const projectsCode = "Code";
export const projectsCodeFor = (title: string) => `Code de ${title}`;
export const projectsReadCaseStudy = "Lire l’étude de cas";
export const projectsReadCaseStudyOf = (title: string) => `Lire l’étude de cas de ${title}`;
export const projectsReadMore = "Lire la suite";
export const projectsShowLess = "Réduire";
export const projectsImages = (title: string) => `Images de ${title}`;
export const projectsImageStrip = "Bande d’images";
export const projectsSlide = (index: number, total: number) => `${index} sur ${total}`;
export const projectsPauseRotation = "Mettre en pause le défilement des images";
export const projectsPlayRotation = "Reprendre le défilement des images";
export const projectsShowImage = (index: number, total: number) =>
  `Afficher l’image ${index} sur ${total}`;
export const projectsCarouselRole = "carrousel";
export const projectsSlideRole = "diapositive";
