import type { ReactNode } from "react";
import { Footer } from "./footer";
import { NavBar } from "./nav-bar";

/**
 * Every page but home: the bar with its single way home, the page's main
 * content (the skip link's target), and the footer.
 */
export function PageFrame({
  ownerName,
  copyrightYear,
  mainClassName,
  children,
}: {
  ownerName: string;
  copyrightYear: number;
  mainClassName: string;
  children: ReactNode;
}) {
  return (
    <>
      <NavBar ownerName={ownerName} />
      <main id="main" tabIndex={-1} className={mainClassName}>
        {children}
      </main>
      <Footer ownerName={ownerName} copyrightYear={copyrightYear} />
    </>
  );
}
