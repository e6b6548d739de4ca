export const present = "अब तक";
export const period = (start: string, end: string) => `${start} - ${end}`;
export const draft = "ड्राफ़्ट";
export const readingTime = (minutes: number) => `${minutes} मिनट में पढ़ें`;
export const allWriting = "सभी लेख";
export const tags = "टैग";
export const titlesResume = (name: string) => `रिज़्यूमे — ${name}`;
export const titlesWriting = (name: string) => `लेख — ${name}`;
