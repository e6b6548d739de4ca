export const present = "현재";
export const period = (start: string, end: string) => `${start} - ${end}`;
export const draft = "초안";
export const readingTime = (minutes: number) => `${minutes}분 분량`;
export const allWriting = "모든 글";
export const tags = "태그";
export const titlesResume = (name: string) => `이력서 — ${name}`;
export const titlesWriting = (name: string) => `글 — ${name}`;
