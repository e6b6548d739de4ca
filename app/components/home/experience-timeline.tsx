import { ExternalLink as ExternalLinkIcon } from "lucide-react";
import * as homeWords from "~/i18n/messages/home";
import type { ExperienceEntry } from "~/content/schema";
import { ExternalLink } from "~/components/ui/external-link";
import { Reveal } from "~/components/ui/reveal";
import { ScrollArrow } from "./scroll-arrow";
import { Section } from "./section";

/** Each venture with its organisation, role, period and description. */
export function ExperienceTimeline({
  entries,
  periods,
}: {
  entries: ExperienceEntry[];
  /** Each entry's period as the site writes it ("2024 - Present"), by id. */
  periods: Readonly<Record<string, string>>;
}) {
  return (
    <Section
      id="experience"
      title={homeWords.experienceTitle}
      footer={<ScrollArrow from="experience" />}
    >
      <ol className="relative max-w-xl space-y-8 border-s-2 border-line ps-7 sm:ps-9">
        {entries.map((entry) => (
          <Reveal as="li" key={entry.id} className="relative break-inside-avoid">
            <span
              aria-hidden
              className="absolute top-2 -start-[calc(1.75rem+7px)] size-3 rounded-full border-2 border-accent bg-accent ring-4 ring-page sm:-start-[calc(2.25rem+7px)] print:bg-white print:ring-white"
            />
            {/* The organisation leads the heading, so heading navigation says where first. */}
            <h3>
              <span className="block text-xl font-bold tracking-tight">
                {entry.link ? (
                  <ExternalLink
                    href={entry.link}
                    className="inline-flex items-center gap-1.5 hover:text-accent"
                  >
                    {entry.organization}
                    <ExternalLinkIcon aria-hidden className="size-4 text-ink-muted print:hidden" />
                  </ExternalLink>
                ) : (
                  entry.organization
                )}
              </span>
              <span className="sr-only">, </span>
              <span className="mt-0.5 block font-medium text-ink-muted">
                {entry.title}
                <span className="text-accent"> · {periods[entry.id]}</span>
              </span>
            </h3>
            <p
              dir="auto"
              className="mt-3 text-[0.9375rem] leading-normal text-ink-muted sm:text-base sm:leading-relaxed"
            >
              {entry.description}
            </p>
            {entry.outcome ? (
              <p className="mt-3 text-[0.9375rem] font-medium text-ink sm:text-base">
                <span className="text-ink-muted">{homeWords.outcome}</span>
                <span dir="auto">{entry.outcome}</span>
              </p>
            ) : null}
          </Reveal>
        ))}
      </ol>
    </Section>
  );
}
