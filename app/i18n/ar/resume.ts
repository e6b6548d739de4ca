export const jsonResume = "السيرة الذاتية (JSON Resume)";
export const downloadPdf = "تنزيل PDF";
export const email = "البريد";
export const location = "الموقع";
export const education = "التعليم";
export const courses = "المواد";
export const gpa = "المعدل";
export const expectedGraduation = "التخرج المتوقع";
export const experience = "الخبرة";
export const activities = "الأنشطة والقيادة";
export const skills = "المهارات التقنية";
export const place = (city: string, region: string) => `${city}، ${region}`;
export const activity = (name: string, detail: string) => `${name} (${detail})`;
export const labelled = (label: string) => `${label}: `;
export const listSeparator = "، ";
export const pdfTitle = (name: string) => `${name} — السيرة الذاتية`;
export const pdfSubject = (name: string, tagline: string) =>
  `السيرة الذاتية لـ ${name}: ${tagline}`;
