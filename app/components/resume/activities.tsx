import type { ResumeSection as Section } from "~/lib/resume-model";
import { ResumeSection } from "./resume-section";

export function Activities({ section }: { section: Extract<Section, { kind: "activities" }> }) {
  return (
    <ResumeSection id={section.id} title={section.title}>
      <ul className="grid gap-x-8 gap-y-2 sm:grid-cols-2">
        {section.items.map((item) => (
          // Its own direction (the dot at the start of an English activity's
          // line on a Hebrew page, as the experience's highlights have it).
          <li key={item} dir="auto" className="flex items-baseline gap-2">
            <span
              aria-hidden
              className="size-1.5 shrink-0 translate-y-[-2px] rounded-full bg-accent"
            />
            {item}
          </li>
        ))}
      </ul>
    </ResumeSection>
  );
}
