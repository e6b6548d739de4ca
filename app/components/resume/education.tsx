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
      {/* A div of a list holds one term and its value, so the facts are inline, each line ended by a break; the same 28 px a line as block rows with space-y-1. */}
      <dl className="mt-3 leading-7 text-ink">
        {section.facts.flatMap((facts, line) =>
          facts.map(({ label, value }, index) => (
            <div key={label} className="inline">
              <dt className="inline text-ink-muted print:text-black">{label} </dt>
              <dd className="inline">
                {value}
                {index < facts.length - 1 ? (
                  <span aria-hidden>{between}</span>
                ) : (
                  line < section.facts.length - 1 && <br />
                )}
              </dd>
            </div>
          )),
        )}
      </dl>
    </ResumeSection>
  );
}
