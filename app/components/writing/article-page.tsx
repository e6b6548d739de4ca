import type { ReactNode } from "react";
import { PageFrame } from "~/components/chrome/page-frame";

/**
 * A post's or case study's page: one article in a column of about 70
 * characters (the page's width on paper).
 */
export function ArticlePage({
  ownerName,
  copyrightYear,
  children,
}: {
  ownerName: string;
  copyrightYear: number;
  children: ReactNode;
}) {
  return (
    <PageFrame ownerName={ownerName} copyrightYear={copyrightYear}>
      <article className="relative mx-auto max-w-[36rem] print:max-w-none">{children}</article>
    </PageFrame>
  );
}
