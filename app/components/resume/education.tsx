import type { Resume } from "~/content/schema";
import * as resumeWords from "~/i18n/messages/resume";
import { ResumeSection } from "./resume-section";

export function Education({ education }: { education: Resume["education"] }) {
  return (
    <ResumeSection id="education" title={resumeWords.education}>
      <h3 className="text-lg font-bold">{education.school}</h3>
      <p className="mt-1 text-ink-muted">
        {education.grade} · {education.program}
      </p>
      <dl className="mt-3 space-y-1 text-ink">
        {[
          [resumeWords.courses, education.courses.join(resumeWords.listSeparator)],
          [resumeWords.gpa, education.gpa],
          [resumeWords.expectedGraduation, String(education.graduationYear)],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="inline text-ink-muted print:text-black">
              {resumeWords.labelled(label!)}
            </dt>
            <dd className="inline">{value}</dd>
          </div>
        ))}
      </dl>
    </ResumeSection>
  );
}
