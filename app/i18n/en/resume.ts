/** The words of the resume, on its page and in its PDF. */
export const jsonResume: string = "Resume (JSON Resume)";
export const downloadPdf: string = "Download PDF";
export const email: string = "Email";
export const location: string = "Location";
export const education: string = "Education";
export const courses: string = "Courses";
export const gpa: string = "GPA";
export const expectedGraduation: string = "Expected graduation";
export const experience: string = "Experience";
export const activities: string = "Activities and Leadership";
export const skills: string = "Technical Skills";
export const place = (city: string, region: string) => `${city}, ${region}`;
export const activity = (name: string, detail: string) => `${name} (${detail})`;
export const labelled = (label: string) => `${label}: `;
export const listSeparator: string = ", ";
export const pdfTitle = (name: string) => `${name} — Resume`;
export const pdfSubject = (name: string, tagline: string) => `Resume of ${name}: ${tagline}`;
