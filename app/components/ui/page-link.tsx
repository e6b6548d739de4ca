import type { MouseEvent } from "react";
import { Link, useLocation, useNavigate, useResolvedPath, type LinkProps } from "react-router";
import { crossFade, hasArrived } from "~/lib/cross-fade";
import { usePrefersReducedMotion } from "~/lib/use-prefers-reduced-motion";

/** Asked before passing viewTransition, which React Router warns about where the API is missing. */
const hasViewTransitions = () =>
  typeof document !== "undefined" && "startViewTransition" in document;

/**
 * Whether the browser prerenders the page a visitor reaches for, as the
 * Speculation Rules every page carries ask (pipeline/finish/speculation-rules.ts).
 * Chromium prerenders nothing for a visitor who asked it to save data: a page
 * load would then start from nothing, where a change within the app fetches
 * only the next page's data and modules. (It also declines with its battery
 * saver or "Preload pages" setting, or short of memory, which a page cannot tell.)
 */
const prerendersPages = () =>
  typeof HTMLScriptElement !== "undefined" &&
  HTMLScriptElement.supports?.("speculationrules") === true &&
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData !== true;

/**
 * A link to another of the site's pages, ready before the click.
 *
 * Where the browser prerenders pages (Chromium), it loads another page as a
 * document, so the click shows the prerendered page, already painted and
 * hydrated; its cross-fade is the stylesheet's `@view-transition` (app.css).
 * Elsewhere it changes page within the app, with the page's whole chain of
 * modules and data fetched ahead at once as the link comes into view or the
 * visitor points at, presses, touches or focuses it (lib/fetch-ahead.ts,
 * which the root starts), and
 * cross-fades with the View Transitions API where the browser has it: from
 * the click for a page fetched ahead (lib/cross-fade.ts), once it has loaded
 * for one still loading (React Router starts it); at once where the browser
 * has no such API or the visitor asked for less motion.
 *
 * Neither choice changes the link's markup, so the prerendered link hydrates as it is.
 */
export function PageLink(props: LinkProps) {
  const crossFades = !usePrefersReducedMotion() && hasViewTransitions();
  const navigate = useNavigate();
  // A link to the page on show (the nav bar's name, on the home page) says so
  // to screen readers and the Speculation Rules, and only leads back to the
  // page's top: no browser prerenders the page it shows, so loading it again
  // as a document would only start the page over, and the page's data, made at
  // build time, is what it already has.
  const toShownPage =
    useResolvedPath(props.to, { relative: props.relative }).pathname === useLocation().pathname;
  if (toShownPage) {
    return (
      <Link
        aria-current="page"
        prefetch="none"
        defaultShouldRevalidate={false}
        viewTransition={crossFades}
        {...props}
      />
    );
  }
  if (prerendersPages()) return <Link reloadDocument {...props} />;
  return (
    <Link
      viewTransition={crossFades}
      {...props}
      onClick={(event) => {
        props.onClick?.(event);
        // A page fetched ahead cross-fades from the click (lib/cross-fade.ts);
        // one still loading, as React Router does it, once it has loaded, so
        // that the page on show stays alive meanwhile.
        if (
          !crossFades ||
          event.defaultPrevented ||
          !isPlainClick(event, props.target) ||
          !hasArrived(event.currentTarget.href)
        ) {
          return;
        }
        event.preventDefault();
        const { replace, state, preventScrollReset, relative } = props;
        crossFade(() => navigate(props.to, { replace, state, preventScrollReset, relative }));
      }}
    />
  );
}

/** A click that follows a link in the same tab: the main button, no key held. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target?: string) =>
  event.button === 0 &&
  (!target || target === "_self") &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
