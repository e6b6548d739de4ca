/**
 * What a change of page within the app needs, fetched before the tap: the
 * pages a visitor can tap next (a link in view, or one pointed at, pressed,
 * touched or focused), their whole chain at once (route module, the chunks
 * it imports, its client loader, its data and its body's module), so the tap
 * waits for no round trip and the work after it is one render. Without it,
 * each module is found only once the one before it has arrived: four round
 * trips on a phone.
 *
 * Loaded by the root once the page has hydrated, by its address
 * (pipeline/plugins/lazy-module.ts), so that no page carries its code.
 */
import type { DataRouter, UNSAFE_AssetsManifest, matchRoutes } from "react-router";

/** React Router's matchRoutes. */
type MatchRoutes = typeof matchRoutes;
import {
  PRERENDER_ATTRIBUTE,
  hasData,
  markFetchingAhead,
  markFollowed,
  savesData,
} from "./fetched-ahead";

/**
 * What the pages fetched ahead because their links came into view may weigh
 * per page view, gzip, and how many of them may start at once: a visitor who
 * taps nothing pays at most 50 KB per page view (`npm run bench` measures it).
 * A page's chain weighs about 3 KB (its data and body) to 12 KB (with its
 * route's modules, the first time); the links that come into view together
 * all start before any of their bytes are counted, so the count bounds what a
 * batch can add beyond the bytes.
 */
export const IN_VIEW_BUDGET = { bytes: 36 * 1024, pagesAtOnce: 4 };

/**
 * Where the browser prerenders (Chromium), how many pages whose links came
 * into view it may prerender per page view, one each time the visitor pauses
 * (PRERENDER_QUIET_MS): a prerender fetches the page's HTML (3 to 12 KB gzip)
 * with the modules and pictures it shows first, which this page's Resource
 * Timing cannot see, so it is counted by pages. A phone's touch has no
 * pointer resting on a link, so without this the rules' `moderate` prerender
 * starts only as the finger lands, 80 ms before the tap: a page load, not a
 * prerendered page.
 */
const PRERENDER_IN_VIEW_BUDGET = { pages: 3 };

/**
 * How long the visitor must have left the page alone (no press, key, wheel or
 * scroll) before a prerender starts. A prerender loads and runs a whole page
 * beside this one: started while the visitor used a control, it took the CPU
 * from it. 500 ms was not enough for a visitor who scrolls to the carousel and
 * taps a dot half a second later (docs/decisions/two-ways-to-change-page.md).
 */
export const PRERENDER_QUIET_MS = 1000;

/** The visitor's own inputs, which put off the prerenders not yet started. */
const VISITOR_INPUTS = ["pointerdown", "keydown", "wheel", "touchstart", "scroll"] as const;

/** The page view the in-view budget counts for: its path, and when it began. */
let view = { path: "", startedAt: 0 };
/** The pages of the batch of links in view under way that were fetched ahead. */
let startedInBatch = 0;
/** Every page whose chain was fetched ahead in this visit (its data does not change). */
const fetched = new Set<string>();

/**
 * The bytes fetched since `since` for anything but pictures, styles and fonts
 * (Resource Timing): the chains fetched ahead, and whatever else the page
 * fetches meanwhile, which the budget counts too.
 */
function bytesFetchedSince(since: number): number {
  let bytes = 0;
  for (const entry of performance.getEntriesByType("resource") as PerformanceResourceTiming[]) {
    if (entry.startTime < since || ["img", "css", "image"].includes(entry.initiatorType)) continue;
    bytes += entry.encodedBodySize;
  }
  return bytes;
}

/**
 * Whether to fetch the page at `path` ahead now, from the page at `viewPath`,
 * because its link came `intoView` or was reached for: once per page, never
 * for a visitor saving data, and in view within the budget.
 */
function claimFetchAhead(path: string, viewPath: string, intoView: boolean): boolean {
  if (fetched.has(path) || savesData()) return false;
  if (view.path !== viewPath) view = { path: viewPath, startedAt: performance.now() };
  if (intoView) {
    if (
      startedInBatch >= IN_VIEW_BUDGET.pagesAtOnce ||
      bytesFetchedSince(view.startedAt) >= IN_VIEW_BUDGET.bytes
    ) {
      return false;
    }
    startedInBatch++;
  }
  fetched.add(path);
  return true;
}

/** The pages prerendered in this page view because their links came into view. */
let prerendered = { path: "", pages: new Set<string>() };
/** The links that came into view since the visitor last paused, whose pages the rules admit. */
let prerenderCandidates: Array<{ link: HTMLAnchorElement; page: string; basename: string }> = [];

/**
 * Makes a link that came into view a candidate for the prerender that starts
 * once the visitor pauses, when the browser is asked to prerender the page of
 * one of them by marking its link for the rules to select.
 */
function prerenderInView(link: HTMLAnchorElement, basename: string): void {
  const page = pageOf(link, basename);
  // What the rules leave out: a section of a page, the page on show.
  if (!page || new URL(link.href).hash || link.ariaCurrent) return;
  if (prerendered.path !== location.pathname) {
    prerendered = { path: location.pathname, pages: new Set() };
  }
  if (prerendered.pages.has(page) || prerendered.pages.size >= PRERENDER_IN_VIEW_BUDGET.pages) {
    return;
  }
  if (prerenderCandidates.length === 0) chooseWhenQuiet();
  prerenderCandidates.push({ link, page, basename });
}

/**
 * Once the visitor has paused: of the candidates on screen, the one nearest
 * the middle, where a reader's eyes rest once the page stops scrolling, within
 * the page view's budget. Chosen at the pause, not as links come into view:
 * one stop brings its links into view over several frames (the writing index's
 * entries are laid out only near the screen, and their heights then move the
 * links below them), and a choice for each of those batches spent two pages of
 * the budget on a single stop.
 */
function prerenderNearestMiddle(): void {
  const candidates = prerenderCandidates;
  prerenderCandidates = [];
  const middle = innerHeight / 2;
  const distance = (link: Element) => {
    const { top, bottom } = link.getBoundingClientRect();
    return Math.abs((top + bottom) / 2 - middle);
  };
  // The budget had room when the first candidate came: one choice per pause.
  const [nearest] = candidates
    .filter(
      ({ link, page }) => link.isConnected && isOnScreen(link) && !prerendered.pages.has(page),
    )
    .toSorted((a, b) => distance(a.link) - distance(b.link));
  if (nearest) {
    prerendered.pages.add(nearest.page);
    nearest.link.setAttribute(PRERENDER_ATTRIBUTE, "");
  }
  // Scrolled away from before the pause: the CPU and the network went to the
  // links the visitor stopped at. Should the visitor come back to one, it is a
  // candidate again; a link the page has taken away (a search's results) never
  // comes back.
  for (const { link, basename } of candidates) {
    if (!link.isConnected || isOnScreen(link)) continue;
    // Only a link on screen once more: one at the very edge, which the observer
    // counts as in view, would otherwise be a candidate again and again.
    watchInView(link, () => {
      if (isOnScreen(link)) prerenderInView(link, basename);
    });
  }
}

function isOnScreen(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > 0 && top < innerHeight;
}

/** The timer that makes the choice once the visitor has paused. */
let quietTimer: ReturnType<typeof setTimeout> | undefined;

/** Chooses (prerenderNearestMiddle) once the visitor has left the page alone for PRERENDER_QUIET_MS. */
function chooseWhenQuiet(): void {
  for (const type of VISITOR_INPUTS)
    addEventListener(type, restartQuiet, { passive: true, capture: true });
  restartQuiet();
}

function restartQuiet(): void {
  clearTimeout(quietTimer);
  quietTimer = setTimeout(() => {
    for (const type of VISITOR_INPUTS) removeEventListener(type, restartQuiet, { capture: true });
    prerenderNearestMiddle();
  }, PRERENDER_QUIET_MS);
}

/** Links waiting to come into view, and those that came into view since the last batch. */
const watched = new WeakMap<Element, () => void>();
let cameIntoView: Element[] = [];
let observer: IntersectionObserver | undefined;

/**
 * The links that came into view together, taken in one batch: those in the
 * page's main content first (what a visitor most likely taps next: a post in
 * a list, a project's case study), then the rest (the nav bar's, the
 * footer's), each in the document's order, so the budget goes to them first.
 */
function takeBatch() {
  const batch = cameIntoView.toSorted(
    (a, b) =>
      Number(!a.closest("main")) - Number(!b.closest("main")) ||
      (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1),
  );
  cameIntoView = [];
  startedInBatch = 0;
  for (const element of batch) watched.get(element)?.();
  for (const element of batch) watched.delete(element);
}

/** Calls `onceInView` the first time `link` comes into view (one observer for every link). */
function watchInView(link: Element, onceInView: () => void): void {
  observer ??= new IntersectionObserver((entries) => {
    const entering = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target);
    if (entering.length === 0) return;
    for (const element of entering) observer!.unobserve(element);
    if (cameIntoView.length === 0) setTimeout(takeBatch);
    cameIntoView.push(...entering);
  });
  watched.set(link, onceInView);
  observer.observe(link);
}

/**
 * The page a link leads to, below the base path and without its section, if
 * it is one of the site's other pages (as the Speculation Rules choose them,
 * pipeline/finish/speculation-rules.ts): not a file, a download, a new tab,
 * nor the page on show.
 */
function pageOf(link: HTMLAnchorElement, basename: string): string | null {
  const { origin, pathname } = new URL(link.href, location.href);
  const page = pathname.replace(/(.)\/$/, "$1");
  if (origin !== location.origin || !`${page}/`.startsWith(basename.replace(/\/?$/, "/"))) {
    return null;
  }
  if (/\.[^/]*$/.test(page) || link.hasAttribute("download") || link.target) return null;
  return page === location.pathname.replace(/(.)\/$/, "$1") ? null : page;
}

/**
 * Unless the visitor saves data, from now on: where pages change within the
 * app, fetches ahead the pages the document's links lead to, as they come
 * into view or are reached for; where the browser prerenders them instead,
 * has it prerender the pages of links that come into view.
 */
export function fetchAheadOfLinks(
  /**
   * React Router's, handed over by the root: this module imports nothing of
   * the libraries, whose chunks its own import would split anew for every page.
   */
  match: MatchRoutes,
  /**
   * Called once a page's whole chain has arrived (lib/cross-fade.ts's, handed
   * over by the root for the same reason: imported here, that module would
   * be split from the chunk every page loads it in).
   */
  onArrived: (page: string) => void,
): void {
  if (savesData()) return;
  // The router and its manifest, which React Router's hydrated app keeps on the window.
  const { __reactRouterDataRouter: router, __reactRouterManifest: manifest } =
    window as unknown as {
      __reactRouterDataRouter?: DataRouter;
      __reactRouterManifest?: UNSAFE_AssetsManifest;
    };
  if (!router || !manifest) return;
  // Where the browser has Speculation Rules, the links load pages as documents
  // (components/ui/page-link.tsx's prerendersPages, read here without
  // importing that module, which would split it from the chunk every page
  // loads it in).
  if (HTMLScriptElement.supports?.("speculationrules") === true) {
    const basename = router.basename ?? "/";
    watchEveryLink((link) => prerenderInView(link, basename));
    return;
  }
  fetchAheadWithin(router, manifest, match, onArrived);
}

/**
 * Calls `onceInView` the first time each link of the document, and each one
 * a change of page brings, comes into view.
 */
function watchEveryLink(onceInView: (link: HTMLAnchorElement) => void): void {
  const seen = new WeakSet<Element>();
  const watchLinks = () => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>("a[href]")) {
      if (seen.has(link)) continue;
      seen.add(link);
      watchInView(link, () => onceInView(link));
    }
  };
  let scanning = false;
  new MutationObserver(() => {
    if (scanning) return;
    scanning = true;
    setTimeout(() => {
      scanning = false;
      watchLinks();
    });
  }).observe(document.body, { childList: true, subtree: true });
  watchLinks();
}

/** Fetches ahead through `router`, whose `manifest` lists each route's modules. */
function fetchAheadWithin(
  router: DataRouter,
  manifest: UNSAFE_AssetsManifest,
  matchRoutes: MatchRoutes,
  onArrived: (page: string) => void,
): void {
  const basename = router.basename ?? "/";
  /** The base path with its trailing slash, which the router's addresses go below. */
  const base = basename.replace(/\/?$/, "/");

  const fetchAhead = (link: HTMLAnchorElement, intoView: boolean) => {
    const page = pageOf(link, basename);
    if (!page || !claimFetchAhead(page, location.pathname, intoView)) return;
    const matches = matchRoutes(router.routes, page, basename) ?? [];
    const routes = matches
      .map((match) => manifest.routes[match.route.id])
      .filter((route) => route !== undefined);
    // The routes' modules and every chunk they import, all at once, from the
    // router's manifest: the browser would otherwise find each chunk only once
    // the module importing it had arrived.
    const chain = routes.flatMap((route) => [
      route.module,
      ...(route.clientLoaderModule ? [route.clientLoaderModule] : []),
      ...(route.imports ?? []),
    ]);
    for (const module of new Set(chain)) {
      if (document.querySelector(`link[rel="modulepreload"][href="${module}"]`)) continue;
      document.head.append(
        Object.assign(document.createElement("link"), { rel: "modulepreload", href: module }),
      );
    }
    // The routes' modules imported here, run before the tap rather than
    // after it, and then the data and body, through a client loader that
    // reuses them at the tap; another route's data would be fetched again
    // then. A module whose fetch is cut short (the visitor leaves the page
    // meanwhile) fails here, quietly, where the router, importing it itself,
    // would reload the page, over the visitor's own navigation. (For the same
    // reason the router's own PrefetchPageLinks, which imports the route's
    // module to read its links, is not used.)
    const hasClientLoader = routes.some((route) => route.hasClientLoader);
    if (hasClientLoader) markFetchingAhead(page);
    const modules = routes.flatMap((route) =>
      route.clientLoaderModule ? [route.module, route.clientLoaderModule] : [route.module],
    );
    Promise.all(modules.map((module) => import(/* @vite-ignore */ module))).then(
      () => {
        if (!hasClientLoader) return;
        void router
          .fetch(`fetch-ahead ${page}`, "root", `/${page.slice(base.length)}`)
          // A failed fetch is forgotten (its data too): the tap fetches again.
          .then(() => hasData(page) && onArrived(page));
      },
      () => {},
    );
  };

  // Reached for: pointed at, pressed, touched or focused.
  const reachedFor = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.("a[href]");
    if (link instanceof HTMLAnchorElement) fetchAhead(link, false);
  };
  for (const type of ["pointerdown", "touchstart", "mouseover", "focusin"]) {
    document.addEventListener(type, reachedFor, { capture: true, passive: true });
  }
  // Followed: from now on its loads are the visitor's own.
  document.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      const page = link instanceof HTMLAnchorElement && pageOf(link, basename);
      if (page) markFollowed(page);
    },
    { capture: true },
  );

  watchEveryLink((link) => fetchAhead(link, true));
}
