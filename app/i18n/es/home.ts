export const seeMyWork = "Ver mi trabajo";
export const seeResume = "Ver currículum";
export const scroll = "Bajar";
export const scrollTo = (section: string) => `Bajar a ${section}`;
export const rubricMark = "Nota";
export const criterionMet = ": cumplido";
export const aboutTitle = "Sobre mí";
export const experienceTitle = "Proyectos que dirijo";
export const outcome = "Resultado: ";
export const contactTitle = "Construyamos algo juntos";
export const contactIntro =
  "¿Tienes una idea, una pregunta o una oportunidad? Me encantaría saber de ti.";
export const opensEmail = "Abre tu aplicación de correo";
export const opensInNewTab = (host: string) => `Abre ${host} en una pestaña nueva`;
export const sendEmail = "Envíame un correo";
export const projectsFeatured = "Proyectos destacados";
export const projectsAdditional = "Otros proyectos";
export const projectsStatus = "Estado";
export const projectsBadges = {
  Complete: "Terminado",
  Expanding: "En expansión",
  Featured: "Destacado",
  "In Progress": "En curso",
};
export const projectsTechnologies = "Tecnologías: ";
export const projectsVisit = "Visitar";
export const projectsVisitProject = (title: string) => `Visitar ${title}`;
export const projectsCode = "Código";
export const projectsCodeFor = (title: string) => `Código de ${title}`;
export const projectsReadCaseStudy = "Leer el caso de estudio";
export const projectsReadCaseStudyOf = (title: string) => `Leer el caso de estudio de ${title}`;
export const projectsReadMore = "Leer más";
export const projectsShowLess = "Mostrar menos";
export const projectsImages = (title: string) => `Imágenes de ${title}`;
export const projectsImageStrip = "Tira de imágenes";
export const projectsSlide = (index: number, total: number) => `${index} de ${total}`;
export const projectsPauseRotation = "Pausar el carrusel";
export const projectsPlayRotation = "Reanudar el carrusel";
export const projectsShowImage = (index: number, total: number) =>
  `Mostrar la imagen ${index} de ${total}`;
export const projectsCarouselRole = "carrusel";
export const projectsSlideRole = "diapositiva";
