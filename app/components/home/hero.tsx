import type { Scorecard as ScorecardContent } from "~/content/schema";
import * as homeWords from "~/i18n/messages/home";
import { SCROLL_HINT_HIDE_AFTER_PX } from "~/constants";
import { cn } from "~/lib/cn";
import { useScrollDerived } from "~/lib/use-scroll-derived";
import { buttonStyles } from "~/components/ui/button-styles";
import { PageLink } from "~/components/ui/page-link";
import { SectionLink } from "~/components/ui/section-link";
import { Scorecard } from "./scorecard";
import { ScrollArrow } from "./scroll-arrow";

/**
 * The hero: the name, the tagline, "See My Work", "See Resume" and a
 * "Scroll" hint, beside the rubric that proves them; on a phone the rubric
 * follows the buttons within the first screen. On paper, where the buttons are
 * not printed, the site's address and the e-mail stand under the tagline.
 */
export function Hero({
  name,
  role,
  tagline,
  scorecard,
  printedContacts,
}: {
  name: string;
  role: string;
  tagline: string;
  scorecard: ScorecardContent;
  /** Where to find the owner, for the printed page: the site's host and the e-mail address. */
  printedContacts: string[];
}) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate pt-(--nav-height)">
      <div className="page-column grid items-center gap-6 lg:items-start pt-6 pb-16 sm:gap-8 sm:pt-16 sm:pb-24 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:gap-16 lg:pt-20 print:py-4">
        <div>
          <p dir="auto" className="text-sm font-semibold text-accent sm:text-base">
            {role}
          </p>
          <h1
            dir="auto"
            id="hero-title"
            className="mt-3 text-5xl leading-[1.05] font-extrabold tracking-tight text-balance sm:text-7xl"
          >
            {name}
          </h1>
          <p
            dir="auto"
            // Its box at the start of its own direction, as the name's text is.
            className="mt-4 me-auto max-w-[30ch] text-xl text-pretty text-ink-muted sm:mt-6 sm:text-2xl"
          >
            {tagline}
          </p>
          <p data-print-only className="hidden text-sm print:mt-3 print:block">
            {printedContacts.join(" · ")}
          </p>
          <div className="mt-6 flex flex-wrap gap-3 sm:mt-10 print:hidden">
            <SectionLink sectionId="projects" className={buttonStyles({ variant: "primary" })}>
              {homeWords.seeMyWork}
            </SectionLink>
            <PageLink to="/resume" className={buttonStyles({ variant: "secondary" })}>
              {homeWords.seeResume}
            </PageLink>
          </div>
        </div>
        <Scorecard scorecard={scorecard} />
      </div>
      <ScrollHint />
    </section>
  );
}

/**
 * The arrow at the hero's foot, hidden past SCROLL_HINT_HIDE_AFTER_PX. A
 * component of its own so that the scroll which hides it renders it alone,
 * not the hero around it.
 */
function ScrollHint() {
  const isHidden = useScrollDerived(({ scrollY }) => scrollY > SCROLL_HINT_HIDE_AFTER_PX);
  return (
    <ScrollArrow
      className={cn(
        "absolute bottom-4 left-1/2 -translate-x-1/2 transition-[opacity,visibility] duration-300",
        // Never while it has focus: a hidden element loses it, to the page.
        // Tabbing past quickly reaches the hint in its fade, and the focus
        // then brings it into view past the point where it hides.
        isHidden && "invisible opacity-0 focus:visible focus:opacity-100",
      )}
    />
  );
}
