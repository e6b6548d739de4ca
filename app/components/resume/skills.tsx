import type { ResumeSection as Section } from "~/lib/resume-model";
import { ResumeSection } from "./resume-section";

export function Skills({ section }: { section: Extract<Section, { kind: "skills" }> }) {
  return (
    <ResumeSection id={section.id} title={section.title}>
      <dl className="space-y-3">
        {section.groups.map((group) => (
          <div key={group.id} className="sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
            <dt className="font-semibold text-ink-muted print:text-black">{group.label}</dt>
            <dd>{group.items}</dd>
          </div>
        ))}
      </dl>
    </ResumeSection>
  );
}
