import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import type { SectionId } from "~/lib/sections";
import { Reveal } from "~/components/ui/reveal";

/**
 * One section of the home page: an anchor target (focusable so in-page links
 * can move focus to it) with an eyebrow, a heading and its content.
 */
export function Section({
  id,
  eyebrow,
  title,
  children,
  footer,
  className,
}: {
  id: SectionId;
  eyebrow: string;
  title: string;
  children: ReactNode;
  /** Shown below the content, centred: the section's "Scroll" arrow. */
  footer?: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className={cn("relative py-20 sm:py-28", className)}
    >
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <Reveal className="mb-10 max-w-2xl sm:mb-14">
          <p className="mb-3 text-sm font-semibold tracking-widest text-accent uppercase">
            {eyebrow}
          </p>
          <h2
            id={`${id}-title`}
            className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {title}
          </h2>
        </Reveal>
        {children}
      </div>
      {footer ? <div className="mt-14 flex justify-center">{footer}</div> : null}
    </section>
  );
}
