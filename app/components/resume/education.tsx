import type { Resume } from "~/content/schema";
import { ResumeSection } from "./resume-section";

export function Education({ education }: { education: Resume["education"] }) {
  return (
    <ResumeSection id="education" title="Education">
      <h3 className="text-lg font-bold">{education.school}</h3>
      <p className="mt-1 text-ink-muted">
        {education.grade} · {education.program}
      </p>
      <dl className="mt-3 space-y-1 text-ink">
        {[
          ["Courses", education.courses.join(", ")],
          ["GPA", education.gpa],
          ["Expected graduation", String(education.graduationYear)],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="inline text-ink-muted print:text-black">{label}: </dt>
            <dd className="inline">{value}</dd>
          </div>
        ))}
      </dl>
    </ResumeSection>
  );
}
