import { ArrowLeft, Menu, X } from "lucide-react";
import * as siteWords from "~/i18n/messages/site";
import { type ReactNode, useEffect, useId, useMemo, useRef } from "react";
import { NAV_OPAQUE_AFTER_PX } from "~/constants";
import { cn } from "~/lib/cn";
import { useScrollDerived } from "~/lib/use-scroll-derived";
import { PageLink } from "~/components/ui/page-link";
import { SectionLink } from "~/components/ui/section-link";
import { ThemeToggle } from "./theme-toggle";

export interface NavSection {
  id: string;
  label: string;
}

/**
 * The fixed bar at the top of every page: the owner's name linking
 * home, then either the home page's section links or a single "Back to Home".
 * Transparent at the top, opaque with blur and a border past NAV_OPAQUE_AFTER_PX.
 */
export function NavBar({ ownerName, sections }: { ownerName: string; sections?: NavSection[] }) {
  return (
    <NavFrame>
      <nav
        aria-label={siteWords.navMain}
        className="mx-auto flex min-h-(--nav-height) max-w-6xl items-center justify-between gap-4 px-5 sm:px-8"
      >
        <PageLink
          to="/"
          className="text-base font-bold tracking-tight whitespace-nowrap text-ink hover:text-accent"
        >
          {ownerName}
        </PageLink>
        <div className="flex flex-wrap items-center justify-end gap-1">
          {sections ? (
            <SectionMenu sections={sections} />
          ) : (
            <PageLink
              to="/"
              className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium whitespace-nowrap text-ink-muted hover:bg-surface-muted hover:text-ink"
            >
              <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
              {siteWords.navBackToHome}
            </PageLink>
          )}
          <ThemeToggle />
        </div>
      </nav>
    </NavFrame>
  );
}

/**
 * The bar itself, the one part of it that changes as the page scrolls. Its
 * children come from NavBar, so a scroll past NAV_OPAQUE_AFTER_PX renders the
 * frame alone: React keeps the links and the menu as they are.
 */
function NavFrame({ children }: { children: ReactNode }) {
  const isOpaque = useScrollDerived(({ scrollY }) => scrollY > NAV_OPAQUE_AFTER_PX);
  return (
    <header
      data-opaque={isOpaque}
      className={cn(
        "fixed inset-x-0 top-0 z-50 border-b transition-[background-color,border-color,backdrop-filter] duration-300 print:hidden",
        isOpaque
          ? "border-line bg-page/80 shadow-sm backdrop-blur-md"
          : "border-transparent bg-transparent",
      )}
    >
      {children}
    </header>
  );
}

/**
 * The home page's section links: inline from tablet width up, behind a menu
 * button on phones (placed first, so Tab moves from it into the open menu).
 * Without script the phone layout shows them inline too.
 *
 * The button opens and closes the menu itself, on the button and the list
 * (aria-expanded, data-open, which the stylesheet shows), and React renders
 * nothing: a state change rendered the button, its icon and the list in the
 * tap, before its frame (docs/decisions/controls-answer-before-a-render.md).
 * React keeps both attributes as they were prerendered, closed, since their
 * values in the markup never change.
 */
function SectionMenu({ sections }: { sections: NavSection[] }) {
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  /** Closes the open menu and takes away its listeners; null while closed. */
  const closeMenu = useRef<(() => void) | null>(null);

  const openMenu = () => {
    const button = buttonRef.current;
    const menu = menuRef.current;
    if (!button || !menu) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      closeMenu.current?.();
      button.focus();
    };
    // A press or focus anywhere outside the menu and its button closes it.
    const closeIfOutside = (event: Event) => {
      const target = event.target as Node;
      if (!menu.contains(target) && !button.contains(target)) closeMenu.current?.();
    };
    const shown = (open: boolean) => {
      button.setAttribute("aria-expanded", String(open));
      menu.dataset.open = String(open);
    };
    shown(true);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", closeIfOutside);
    document.addEventListener("focusin", closeIfOutside);
    closeMenu.current = () => {
      closeMenu.current = null;
      shown(false);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", closeIfOutside);
      document.removeEventListener("focusin", closeIfOutside);
    };
  };

  // A menu left open when the page goes takes its listeners with it.
  useEffect(() => () => closeMenu.current?.(), []);

  // The links are the same open or closed: made once, they are left as they
  // are, and a link closes the menu only if it is open.
  const links = useMemo(
    () =>
      sections.map((section) => (
        <li key={section.id}>
          <SectionLink
            sectionId={section.id}
            onClick={() => closeMenu.current?.()}
            className="flex min-h-10 items-center rounded-full px-3 text-sm font-medium text-ink-muted hover:bg-surface-muted hover:text-ink max-md:js:rounded-xl max-md:js:px-4 max-md:js:text-base max-md:js:focus-visible:-outline-offset-3"
          >
            {section.label}
          </SectionLink>
        </li>
      )),
    [sections],
  );

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={false}
        aria-controls={menuId}
        aria-label={siteWords.navMenu}
        onClick={() => (closeMenu.current ? closeMenu.current() : openMenu())}
        className="group hidden size-10 place-items-center rounded-full text-ink hover:bg-surface-muted max-md:js:grid"
      >
        <Menu aria-hidden className="size-5 group-aria-expanded:hidden" />
        <X aria-hidden className="hidden size-5 group-aria-expanded:block" />
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        data-open={false}
        className={cn(
          "flex flex-wrap items-center justify-end gap-1",
          "max-md:js:absolute max-md:js:inset-x-4 max-md:js:top-[calc(var(--nav-height)-0.25rem)] max-md:js:flex-col max-md:js:items-stretch max-md:js:rounded-2xl max-md:js:border max-md:js:border-line max-md:js:bg-surface max-md:js:p-2 max-md:js:shadow-xl",
          "max-md:js:data-[open=false]:hidden",
        )}
      >
        {links}
      </ul>
    </>
  );
}
