import type { ResumeSection as Section } from "~/lib/resume-model";
import { ResumeSection } from "./resume-section";

export function ResumeExperience({
  section,
}: {
  section: Extract<Section, { kind: "experience" }>;
}) {
  return (
    <ResumeSection id={section.id} title={section.title}>
      <ul className="space-y-6 print:space-y-3">
        {section.entries.map((entry) => (
          <li key={entry.id} className="break-inside-avoid">
            {/* The dates take the same place in every entry: under the organisation on a phone, at the right from tablet width. */}
            <div className="flex flex-col sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
              <h3 className="text-lg font-bold">{entry.organization}</h3>
              <p className="text-sm font-medium whitespace-nowrap text-accent print:text-black">
                {entry.period}
              </p>
            </div>
            <p className="font-medium text-ink-muted print:text-black">{entry.title}</p>
            <ul className="mt-2 list-disc space-y-1 text-ink marker:text-accent print:text-black">
              {/* The dot's room at each item's own start (ms- in its own direction),
                  where dir="auto" puts its dot: at the left of an English line on a Hebrew page. */}
              {entry.highlights.map((highlight) => (
                <li key={highlight} dir="auto" className="ms-5">
                  {highlight}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </ResumeSection>
  );
}
