import { ArrowDown } from "lucide-react";
import * as homeWords from "~/i18n/messages/home";
import { cn } from "~/lib/cn";
import { scrollArrowTarget, sectionLabel, type SectionId } from "~/lib/sections";
import { SectionLink } from "~/components/ui/section-link";

/** The "Scroll" link at the bottom of a section, leading to the section after it. */
export function ScrollArrow({ from, className }: { from?: SectionId; className?: string }) {
  const target = scrollArrowTarget(from);
  return (
    <SectionLink
      sectionId={target}
      aria-label={homeWords.scrollTo(sectionLabel(target))}
      className={cn(
        "flex min-h-11 flex-col items-center gap-1 rounded-full px-4 py-1 text-xs font-medium tracking-widest text-ink-muted uppercase hover:text-accent print:hidden",
        className,
      )}
    >
      {homeWords.scroll}
      <ArrowDown aria-hidden className="size-4 motion-safe:animate-bob" />
    </SectionLink>
  );
}
