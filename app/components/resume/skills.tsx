import type { Resume } from "~/content/schema";
import { ResumeSection } from "./resume-section";

export function Skills({ skills }: { skills: Resume["skills"] }) {
  return (
    <ResumeSection id="skills" title="Technical Skills">
      <dl className="space-y-3">
        {skills.map((group) => (
          <div key={group.id} className="sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
            <dt className="font-semibold text-ink-muted print:text-black">{group.label}:</dt>
            <dd>{group.items.join(", ")}</dd>
          </div>
        ))}
      </dl>
    </ResumeSection>
  );
}
