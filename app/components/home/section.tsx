import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import type { SectionId } from "~/lib/sections";
import { Reveal } from "~/components/ui/reveal";

/**
 * One section of the home page: an anchor target (focusable so in-page links
 * can move focus to it) with its heading and content. Every section keeps the
 * same rhythm, tighter on phones; its "Scroll" arrow sits in its own bottom
 * padding rather than adding to the page's length.
 */
export function Section({
  id,
  title,
  children,
  footer,
}: {
  id: SectionId;
  title: string;
  children: ReactNode;
  /** Shown in the section's bottom padding, centred: its "Scroll" arrow. */
  footer?: ReactNode;
}) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className={cn(
        "relative pt-9 sm:pt-16 lg:pt-20 print:py-6",
        footer ? "pb-15 sm:pb-22 lg:pb-24" : "pb-9 sm:pb-16 lg:pb-20",
      )}
    >
      <div className="page-column">
        <Reveal className="mb-5 break-after-avoid sm:mb-10">
          <h2
            id={`${id}-title`}
            className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {title}
          </h2>
        </Reveal>
        {children}
      </div>
      {footer ? (
        <div className="absolute inset-x-0 bottom-2 flex justify-center sm:bottom-5">{footer}</div>
      ) : null}
    </section>
  );
}
