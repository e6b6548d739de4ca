export const present = "Actualidad";
export const period = (start: string, end: string) => `${start} - ${end}`;
export const draft = "Borrador";
export const readingTime = (minutes: number) => `${minutes} min de lectura`;
export const allWriting = "Todos los artículos";
export const tags = "Etiquetas";
export const titlesResume = (name: string) => `Currículum — ${name}`;
export const titlesWriting = (name: string) => `Artículos — ${name}`;
