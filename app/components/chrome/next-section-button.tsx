import { ChevronDown } from "lucide-react";
import * as siteWords from "~/i18n/messages/site";
import { NEXT_SECTION_BUTTON_HIDE_WITHIN_PX_OF_END } from "~/constants";
import { cn } from "~/lib/cn";
import { distanceToPageEnd } from "~/lib/scroll-position";
import { useScrollDerived } from "~/lib/use-scroll-derived";
import { glideNextScroll } from "~/lib/smooth-scroll";
import {
  nextSectionId,
  sectionLabel,
  type SectionId,
  trackedSectionPositions,
} from "~/lib/sections";
import { focusSection } from "~/components/ui/section-link";
import { Tooltip } from "~/components/ui/tooltip";

/** Where on screen the section being read is judged: a quarter of the way down. */
const READING_LINE_SHARE = 0.25;

/** What the button leads to: the next section, or the page's end once the last is being read. */
type Target = SectionId | "end" | null;

/**
 * The round button at the bottom right of the home page that moves to the
 * section after the one being read. It hides within
 * NEXT_SECTION_BUTTON_HIDE_WITHIN_PX_OF_END of the page's end.
 */
export function NextSectionButton() {
  const target = useScrollDerived<Target>((metrics) => {
    // The prerendered page has no size yet (documentHeight 0) and so counts as "at the end".
    if (distanceToPageEnd(metrics) <= NEXT_SECTION_BUTTON_HIDE_WITHIN_PX_OF_END) return null;
    const readingLineY = metrics.scrollY + metrics.viewportHeight * READING_LINE_SHARE;
    return nextSectionId(trackedSectionPositions(), readingLineY) ?? "end";
  });
  // The button's name stays "Next section"; the tooltip says where it leads.
  const destination =
    target === "end" ? siteWords.navGoToEnd : target ? siteWords.navGoTo(sectionLabel(target)) : "";

  const goToTarget = () => {
    glideNextScroll();
    if (target === "end") {
      window.scrollTo({ top: document.documentElement.scrollHeight });
      // The button hides at the end; focus goes to the last section rather than being lost.
      const last = trackedSectionPositions().at(-1);
      if (last) focusSection(last.id);
    } else if (target) {
      document.getElementById(target)?.scrollIntoView();
      focusSection(target);
    }
  };

  return (
    <Tooltip label={destination}>
      <button
        type="button"
        onClick={goToTarget}
        aria-label={siteWords.navNextSection}
        // Out of reach the moment it starts to fade, not when the fade ends.
        inert={!target}
        className={cn(
          // It sits in the margin the page column keeps for it (app.css, page-column).
          "fixed end-(--next-button-inset) bottom-(--next-button-inset) z-40 grid size-(--next-button-size) place-items-center rounded-full bg-accent text-on-accent shadow-lg transition-[opacity,transform,visibility] duration-300 hover:bg-accent-strong print:hidden",
          target ? "visible opacity-100" : "invisible translate-y-4 opacity-0",
        )}
      >
        <ChevronDown aria-hidden className="size-6" />
      </button>
    </Tooltip>
  );
}
