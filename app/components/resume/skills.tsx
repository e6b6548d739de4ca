import type { Resume } from "~/content/schema";
import * as resumeWords from "~/i18n/messages/resume";
import { ResumeSection } from "./resume-section";

export function Skills({ skills }: { skills: Resume["skills"] }) {
  return (
    <ResumeSection id="skills" title={resumeWords.skills}>
      <dl className="space-y-3">
        {skills.map((group) => (
          <div key={group.id} className="sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
            <dt className="font-semibold text-ink-muted print:text-black">
              {resumeWords.labelled(group.label).trimEnd()}
            </dt>
            <dd>{group.items.join(resumeWords.listSeparator)}</dd>
          </div>
        ))}
      </dl>
    </ResumeSection>
  );
}
