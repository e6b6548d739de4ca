export const present = "aujourd’hui";
export const period = (start: string, end: string) => `${start} - ${end}`;
export const draft = "Brouillon";
export const readingTime = (minutes: number) => `${minutes} min de lecture`;
export const allWriting = "Tous les articles";
export const tags = "Mots-clés";
export const titlesResume = (name: string) => `CV — ${name}`;
export const titlesWriting = (name: string) => `Articles — ${name}`;
