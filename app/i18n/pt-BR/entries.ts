export const present = "o momento";
export const period = (start: string, end: string) => `${start} - ${end}`;
export const draft = "Rascunho";
export const readingTime = (minutes: number) => `${minutes} min de leitura`;
export const allWriting = "Todos os textos";
export const tags = "Tags";
export const titlesResume = (name: string) => `Currículo — ${name}`;
export const titlesWriting = (name: string) => `Textos — ${name}`;
