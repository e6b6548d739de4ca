import type { ReactNode } from "react";
import type { SectionId } from "~/lib/sections";
import { Reveal } from "~/components/ui/reveal";

/**
 * One section of the home page: an anchor target (focusable so in-page links
 * can move focus to it) with its heading and content. Every section keeps the
 * same rhythm, tighter on phones; a "Scroll" arrow sits on the boundary with
 * the next section, in the space between them, rather than adding to it.
 */
export function Section({
  id,
  title,
  isTitleVisuallyHidden = false,
  children,
  footer,
}: {
  id: SectionId;
  title: string;
  /** For a section whose content opens with headings of its own: the title is for screen readers only. */
  isTitleVisuallyHidden?: boolean;
  children: ReactNode;
  /** Shown in the section's bottom padding, centred: its "Scroll" arrow. */
  footer?: ReactNode;
}) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="relative py-9 sm:py-16 lg:py-20 print:py-6"
    >
      <div className="page-column">
        {isTitleVisuallyHidden ? (
          <h2 id={`${id}-title`} className="sr-only">
            {title}
          </h2>
        ) : (
          <Reveal className="mb-5 break-after-avoid sm:mb-10">
            <h2
              id={`${id}-title`}
              className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
            >
              {title}
            </h2>
          </Reveal>
        )}
        {children}
      </div>
      {footer ? (
        <div className="page-column absolute inset-x-0 bottom-0 z-10 flex translate-y-1/2 justify-center">
          {footer}
        </div>
      ) : null}
    </section>
  );
}
