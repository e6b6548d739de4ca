import { Reveal } from "~/components/ui/reveal";
import * as homeWords from "~/i18n/messages/home";
import { Section } from "./section";

export function About({ paragraphs }: { paragraphs: string[] }) {
  return (
    <Section id="about" title={homeWords.aboutTitle}>
      <Reveal className="max-w-xl space-y-4 text-base leading-normal text-ink-muted sm:space-y-5 sm:text-lg sm:leading-relaxed">
        {paragraphs.map((paragraph) => (
          <p key={paragraph} dir="auto">
            {paragraph}
          </p>
        ))}
      </Reveal>
    </Section>
  );
}
