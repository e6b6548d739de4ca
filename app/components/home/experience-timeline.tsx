import { ExternalLink as ExternalLinkIcon } from "lucide-react";
import type { ExperienceEntry } from "~/content/schema";
import { formatPeriod } from "~/lib/format";
import { ExternalLink } from "~/components/ui/external-link";
import { Reveal } from "~/components/ui/reveal";
import { ScrollArrow } from "./scroll-arrow";
import { Section } from "./section";

export function ExperienceTimeline({ entries }: { entries: ExperienceEntry[] }) {
  return (
    <Section
      id="experience"
      eyebrow="Experience"
      title="Ventures I lead"
      className="bg-surface-muted/60"
      footer={<ScrollArrow from="experience" />}
    >
      <ol className="relative max-w-3xl space-y-10 border-l-2 border-line pl-8 sm:pl-10">
        {entries.map((entry) => (
          <Reveal as="li" key={entry.id} className="relative">
            <span
              aria-hidden
              className="absolute top-1.5 -left-[calc(2rem+7px)] size-3 rounded-full bg-accent ring-4 ring-page sm:-left-[calc(2.5rem+7px)]"
            />
            <p className="text-sm font-semibold text-accent">
              {formatPeriod(entry.startDate, entry.endDate)}
            </p>
            {/* The organisation is part of the heading, so heading navigation says where. */}
            <h3 className="mt-1">
              <span className="block text-xl font-bold tracking-tight">{entry.title}</span>
              <span className="sr-only">, </span>
              <span className="mt-0.5 block font-medium text-ink">
                {entry.link ? (
                  <ExternalLink
                    href={entry.link}
                    className="inline-flex items-center gap-1 underline decoration-line underline-offset-4 hover:text-accent hover:decoration-accent"
                  >
                    {entry.organization}
                    <ExternalLinkIcon aria-hidden className="size-3.5" />
                  </ExternalLink>
                ) : (
                  entry.organization
                )}
              </span>
            </h3>
            <p className="mt-3 leading-relaxed text-ink-muted">{entry.description}</p>
          </Reveal>
        ))}
      </ol>
    </Section>
  );
}
