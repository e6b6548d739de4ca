import { useContext, useEffect, useEffectEvent, useRef } from "react";
import { preloadModule } from "react-dom";
import {
  Link,
  UNSAFE_DataRouterContext,
  UNSAFE_FrameworkContext,
  matchRoutes,
  useFetcher,
  useHref,
  useLocation,
  useResolvedPath,
  type LinkProps,
} from "react-router";
import { claimFetchAhead, markFetchingAhead, markFollowed, watchInView } from "~/lib/fetch-ahead";
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
 * visitor points at, focuses or touches it (lib/fetch-ahead.ts), and
 * cross-fades with the View Transitions API
 * where the browser has it (React Router starts it), at once where it does not
 * or the visitor asked for less motion.
 *
 * Neither choice changes the link's markup, so the prerendered link hydrates as it is.
 */
export function PageLink(props: LinkProps) {
  const crossFades = !usePrefersReducedMotion() && hasViewTransitions();
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
  return <LinkFetchingAhead viewTransition={crossFades} {...props} />;
}

/**
 * A link within the app that fetches its page's chain ahead (lib/fetch-ahead.ts):
 * the route's modules and the chunks they import as module preloads, all at
 * once (from the router's manifest), and the page's data and body through the
 * route's client loader, run by a fetcher, whose result the change of page at
 * the tap reuses.
 */
function LinkFetchingAhead(props: LinkProps) {
  const link = useRef<HTMLAnchorElement>(null);
  const to = useResolvedPath(props.to, { relative: props.relative }).pathname;
  // The page's address below the base path, without a section: what is fetched.
  const page = useHref({ pathname: to });
  const view = useLocation().pathname;
  const fetcher = useFetcher();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const manifest = useContext(UNSAFE_FrameworkContext)?.manifest;
  const { load } = fetcher;

  const fetchAhead = (intoView: boolean) => {
    if (!claimFetchAhead(page, view, intoView)) return;
    const routes = (router ? (matchRoutes(router.routes, page, router.basename) ?? []) : [])
      .map((match) => manifest?.routes[match.route.id])
      .filter((route) => route !== undefined);
    // The routes' modules and every chunk they import, all at once, from the
    // router's manifest: the browser would otherwise find each chunk only once
    // the module importing it had arrived.
    const chain = routes.flatMap((route) => [
      route.module,
      ...(route.clientLoaderModule ? [route.clientLoaderModule] : []),
      ...(route.imports ?? []),
    ]);
    for (const module of new Set(chain)) preloadModule(module, { as: "script" });
    // The data and body, through a client loader that reuses them at the tap;
    // another route's data would be fetched again then.
    if (!routes.some((route) => route.hasClientLoader)) return;
    markFetchingAhead(page);
    // The routes' modules imported here first, then the loader run: a module
    // whose fetch is cut short (the visitor leaves the page meanwhile) fails
    // here, quietly, where the router, importing it for the fetcher, would
    // reload the page, over the visitor's own navigation. (For the same reason
    // the router's own PrefetchPageLinks, which imports the route's module to
    // read its links, is not used.)
    const modules = routes.flatMap((route) =>
      route.clientLoaderModule ? [route.module, route.clientLoaderModule] : [route.module],
    );
    Promise.all(modules.map((module) => import(/* @vite-ignore */ module))).then(
      () => load(to),
      () => {},
    );
  };
  const cameIntoView = useEffectEvent(() => fetchAhead(true));

  useEffect(() => {
    const anchor = link.current;
    if (!anchor || typeof IntersectionObserver === "undefined") return;
    return watchInView(anchor, () => cameIntoView());
  }, [page, view]);

  // Reached for: pointed at, pressed, touched or focused; the caller's own handlers run too.
  const reachedFor =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      fetchAhead(false);
      handler?.(event);
    };
  return (
    <Link
      {...props}
      ref={link}
      prefetch="none"
      onPointerDown={reachedFor(props.onPointerDown)}
      onTouchStart={reachedFor(props.onTouchStart)}
      onMouseEnter={reachedFor(props.onMouseEnter)}
      onFocus={reachedFor(props.onFocus)}
      onClick={(event) => {
        markFollowed(page);
        props.onClick?.(event);
      }}
    />
  );
}
