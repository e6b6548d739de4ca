export const seeMyWork = "Ver meu trabalho";
export const seeResume = "Ver currículo";
export const scroll = "Rolar";
export const scrollTo = (section: string) => `Rolar até ${section}`;
export const rubricMark = "Nota";
export const criterionMet = ": atendido";
export const aboutTitle = "Sobre mim";
export const experienceTitle = "Iniciativas que lidero";
export const outcome = "Resultado: ";
export const contactTitle = "Vamos construir algo";
export const contactIntro = "Tem uma ideia, uma pergunta ou uma oportunidade? Adoraria ouvir você.";
export const opensEmail = "Abre seu aplicativo de e-mail";
export const opensInNewTab = (host: string) => `Abre ${host} em uma nova aba`;
export const sendEmail = "Envie-me um e-mail";
export const projectsFeatured = "Projetos em destaque";
export const projectsAdditional = "Outros projetos";
export const projectsStatus = "Situação";
export const projectsBadges = {
  Complete: "Concluído",
  Expanding: "Em expansão",
  Featured: "Destaque",
  "In Progress": "Em andamento",
};
export const projectsTechnologies = "Tecnologias: ";
export const projectsVisit = "Visitar";
export const projectsVisitProject = (title: string) => `Visitar ${title}`;
export const projectsCode = "Código";
export const projectsCodeFor = (title: string) => `Código de ${title}`;
export const projectsReadCaseStudy = "Ler o estudo de caso";
export const projectsReadCaseStudyOf = (title: string) => `Ler o estudo de caso de ${title}`;
export const projectsReadMore = "Ler mais";
export const projectsShowLess = "Mostrar menos";
export const projectsImages = (title: string) => `Imagens de ${title}`;
export const projectsImageStrip = "Faixa de imagens";
export const projectsSlide = (index: number, total: number) => `${index} de ${total}`;
export const projectsPauseRotation = "Pausar a troca de imagens";
export const projectsPlayRotation = "Retomar a troca de imagens";
export const projectsShowImage = (index: number, total: number) =>
  `Mostrar a imagem ${index} de ${total}`;
export const projectsCarouselRole = "carrossel";
export const projectsSlideRole = "slide";
