export const present = "heute";
export const period = (start: string, end: string) => `${start} - ${end}`;
export const draft = "Entwurf";
export const readingTime = (minutes: number) => `${minutes} Min. Lesezeit`;
export const allWriting = "Alle Beiträge";
export const tags = "Schlagwörter";
export const titlesResume = (name: string) => `Lebenslauf — ${name}`;
export const titlesWriting = (name: string) => `Beiträge — ${name}`;
