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
      {/* The bob moves a box around the icon, not the icon: Chromium runs an
          animation of an SVG element on the main thread, a style change in
          every frame, where a box's transform runs on the compositor. */}
      <span aria-hidden className="motion-safe:animate-bob">
        <ArrowDown className="size-4" />
      </span>
    </SectionLink>
  );
}
