import { Mail } from "lucide-react";
import * as homeWords from "~/i18n/messages/home";
import type { ContactCard } from "~/content/schema";
import { buttonStyles } from "~/components/ui/button-styles";
import { ExternalLink } from "~/components/ui/external-link";
import { NamedIcon } from "~/components/ui/named-icon";
import { hostOf } from "~/lib/format";
import { Reveal } from "~/components/ui/reveal";
import { Tooltip } from "~/components/ui/tooltip";
import { Section } from "./section";

export function Contact({ cards, email }: { cards: ContactCard[]; email: string }) {
  return (
    <Section id="contact" title={homeWords.contactTitle}>
      <Reveal>
        <p className="-mt-2 mb-6 max-w-xl break-after-avoid text-base text-pretty text-ink-muted sm:-mt-3 sm:mb-8 sm:text-lg">
          {homeWords.contactIntro}
        </p>
      </Reveal>
      <ul className="grid gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-3 print:block print:break-inside-avoid">
        {cards.map((card) => (
          <Reveal as="li" key={card.id} className="print:mb-1">
            <Tooltip
              label={
                card.link.startsWith("mailto:")
                  ? homeWords.opensEmail
                  : homeWords.opensInNewTab(hostOf(card.link))
              }
            >
              <ExternalLink
                href={card.link}
                className="flex h-full min-h-11 items-center gap-3 rounded-xl border border-line bg-surface px-3 py-2 transition-[border-color,box-shadow] hover:border-accent hover:shadow-md sm:gap-4 sm:rounded-2xl sm:px-5 sm:py-4 print:inline print:border-0 print:p-0"
              >
                <NamedIcon name={card.icon} className="size-5 shrink-0 text-accent print:hidden" />
                {/* One line on a phone, the address after the name; two from tablet width. */}
                <span className="flex min-w-0 flex-1 items-baseline gap-2 sm:block">
                  <span className="shrink-0 font-semibold text-ink sm:block print:inline">
                    {card.label}
                  </span>
                  <span className="truncate text-sm text-ink-muted sm:block print:hidden">
                    {card.linkText}
                  </span>
                </span>
              </ExternalLink>
            </Tooltip>
          </Reveal>
        ))}
      </ul>
      <Reveal className="mt-8 flex justify-center sm:mt-10 print:hidden">
        <ExternalLink
          href={`mailto:${email}`}
          className={buttonStyles({ variant: "primary", size: "lg" })}
        >
          <Mail aria-hidden className="size-5" />
          {homeWords.sendEmail}
        </ExternalLink>
      </Reveal>
    </Section>
  );
}
