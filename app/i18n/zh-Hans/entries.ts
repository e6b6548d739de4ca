export const present = "至今";
export const period = (start: string, end: string) => `${start} - ${end}`;
export const draft = "草稿";
export const readingTime = (minutes: number) => `阅读约 ${minutes} 分钟`;
export const allWriting = "全部文章";
export const tags = "标签";
export const titlesResume = (name: string) => `简历 — ${name}`;
export const titlesWriting = (name: string) => `文章 — ${name}`;
