import type { Resume } from "~/content/schema";
import { ResumeSection } from "./resume-section";

export function Education({ education }: { education: Resume["education"] }) {
  return (
    <ResumeSection id="education" title="Education">
      <h3 className="text-lg font-bold">{education.school}</h3>
      <p className="mt-1 text-ink-muted">
        {education.grade} · {education.program}
      </p>
      <ul className="mt-3 space-y-1 text-ink">
        <li>Courses: {education.courses.join(", ")}</li>
        <li>GPA: {education.gpa}</li>
        <li>Expected graduation: {education.graduationYear}</li>
      </ul>
    </ResumeSection>
  );
}
