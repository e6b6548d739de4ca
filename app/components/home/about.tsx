import { Reveal } from "~/components/ui/reveal";
import { Section } from "./section";

export function About({ paragraphs }: { paragraphs: string[] }) {
  return (
    <Section id="about" eyebrow="About" title="About Me">
      <Reveal className="max-w-3xl space-y-5 text-lg leading-relaxed text-ink-muted">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Reveal>
    </Section>
  );
}
