import type { ReactNode } from "react";

/** A titled block of the resume. */
export function ResumeSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`resume-${id}`} className="border-t border-line pt-8 print:pt-4">
      <h2
        id={`resume-${id}`}
        className="mb-5 text-sm font-bold tracking-widest text-accent uppercase print:mb-2 print:text-black"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
