/**
 * The words of dated entries, which the resume, the writing's lists and its
 * articles share (periods, reading times, tags), and those pages' titles.
 */
export const present: string = "Present";
export const period = (start: string, end: string) => `${start} - ${end}`;
export const draft: string = "Draft";
export const readingTime = (minutes: number) => `${minutes} min read`;
export const allWriting: string = "All writing";
export const tags: string = "Tags";
export const titlesResume = (name: string) => `Resume — ${name}`;
export const titlesWriting = (name: string) => `Writing — ${name}`;
