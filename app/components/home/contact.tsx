import { Mail } from "lucide-react";
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
    <Section id="contact" eyebrow="Contact" title="Let's Build Something">
      <Reveal>
        <p className="-mt-4 mb-10 max-w-2xl text-lg text-ink-muted">
          Have an idea, a question or an opportunity? I'd love to hear from you.
        </p>
      </Reveal>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <Reveal as="li" key={card.id}>
            <Tooltip
              label={
                card.link.startsWith("mailto:")
                  ? "Opens your e-mail app"
                  : `Opens ${hostOf(card.link)} in a new tab`
              }
            >
              <ExternalLink
                href={card.link}
                className="flex h-full items-center gap-4 rounded-2xl border border-line bg-surface p-5 shadow-sm transition-[border-color,box-shadow,transform] hover:-translate-y-0.5 hover:border-accent hover:shadow-lg"
              >
                <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-accent-soft text-accent">
                  <NamedIcon name={card.icon} className="size-5" />
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-ink">{card.label}</span>
                  <span className="block truncate text-sm text-ink-muted">{card.linkText}</span>
                </span>
              </ExternalLink>
            </Tooltip>
          </Reveal>
        ))}
      </ul>
      <Reveal className="mt-12 flex justify-center">
        <ExternalLink
          href={`mailto:${email}`}
          className={buttonStyles({ variant: "primary", size: "lg" })}
        >
          <Mail aria-hidden className="size-5" />
          Send me an email
        </ExternalLink>
      </Reveal>
    </Section>
  );
}
