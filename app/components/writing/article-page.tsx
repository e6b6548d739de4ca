import type { ReactNode } from "react";
import { Footer } from "~/components/chrome/footer";
import { NavBar } from "~/components/chrome/nav-bar";

/**
 * The frame of a post's or case study's page: the bar with its single way
 * home, one article in a column of about 70 characters (the page's width on
 * paper), and the footer.
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
    <>
      <NavBar ownerName={ownerName} />
      <main
        id="main"
        tabIndex={-1}
        className="px-5 pt-[calc(var(--nav-height)+2rem)] pb-20 sm:px-8 print:p-0"
      >
        <article className="mx-auto max-w-[36rem] print:max-w-none">{children}</article>
      </main>
      <Footer ownerName={ownerName} copyrightYear={copyrightYear} />
    </>
  );
}
