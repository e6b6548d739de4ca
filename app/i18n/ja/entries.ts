export const present = "現在";
export const period = (start: string, end: string) => `${start} - ${end}`;
export const draft = "下書き";
export const readingTime = (minutes: number) => `${minutes} 分で読めます`;
export const allWriting = "すべての記事";
export const tags = "タグ";
export const titlesResume = (name: string) => `履歴書 — ${name}`;
export const titlesWriting = (name: string) => `記事 — ${name}`;
