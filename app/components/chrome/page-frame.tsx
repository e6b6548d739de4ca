import type { ReactNode } from "react";
import { Footer } from "./footer";
import { NavBar } from "./nav-bar";

/** Below the bar, inside the page's margins; on paper, the paper's. */
const PAGE = "px-5 pt-[calc(var(--nav-height)+2rem)] pb-20 sm:px-8 print:p-0";

/** Where a page's main content sits: the frame owns its margins, so every page keeps the same ones. */
const LAYOUTS = {
  page: PAGE,
  /** The same, in a column of about 70 characters: the writing index, a tag's posts. */
  column: `mx-auto max-w-3xl ${PAGE}`,
  /** One short message in the middle of the screen: the not-found page. */
  centered:
    "mx-auto flex min-h-svh max-w-xl flex-col items-center justify-center px-6 pt-(--nav-height) pb-12 text-center",
} as const;

/**
 * Every page but home: the bar with its single way home, the page's main
 * content (the skip link's target), and the footer.
 */
export function PageFrame({
  ownerName,
  copyrightYear,
  layout = "page",
  children,
}: {
  ownerName: string;
  copyrightYear: number;
  layout?: keyof typeof LAYOUTS;
  children: ReactNode;
}) {
  return (
    <>
      <NavBar ownerName={ownerName} />
      <main id="main" tabIndex={-1} className={LAYOUTS[layout]}>
        {children}
      </main>
      <Footer ownerName={ownerName} copyrightYear={copyrightYear} />
    </>
  );
}
