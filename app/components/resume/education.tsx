import { Fragment } from "react";
import type { ResumeSection as Section } from "~/lib/resume-model";
import { ResumeSection } from "./resume-section";

export function Education({
  section,
  between,
}: {
  section: Extract<Section, { kind: "education" }>;
  between: string;
}) {
  return (
    <ResumeSection id={section.id} title={section.title}>
      <h3 className="text-lg font-bold">{section.school}</h3>
      <p className="mt-1 text-ink-muted">{section.summary}</p>
      <dl className="mt-3 space-y-1 text-ink">
        {section.facts.map((facts) => (
          <div key={facts[0]!.label}>
            {facts.map(({ label, value }, index) => (
              <Fragment key={label}>
                {index > 0 && between}
                <dt className="inline text-ink-muted print:text-black">{label} </dt>
                <dd className="inline">{value}</dd>
              </Fragment>
            ))}
          </div>
        ))}
      </dl>
    </ResumeSection>
  );
}
