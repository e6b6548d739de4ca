/**
 * What a change of page within the app needs, fetched before the tap: the
 * pages a visitor can tap next (a link in view, or one pointed at, focused or
 * touched), their whole chain at once (route module, the chunks it imports,
 * its client loader, its data and its body's module), so the tap waits for no
 * round trip and the work after it is one render. Without it, each module is
 * found only once the one before it has arrived: four round trips on a phone.
 *
 * Nothing is fetched ahead for a visitor who asked to save data, and pages in
 * view only up to a budget per page view; a page pointed at or touched is
 * about to be opened, so it is always fetched.
 */

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

/** Whether the visitor asked to save data, by the browser's setting or the media query. */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return (
    connection?.saveData === true || window.matchMedia("(prefers-reduced-data: reduce)").matches
  );
}

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
export function claimFetchAhead(path: string, viewPath: string, intoView: boolean): boolean {
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

/** Links waiting to come into view, and those that came into view since the last batch. */
const watched = new Map<Element, () => void>();
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

/**
 * Calls `onceInView` the first time `link` comes into view (one observer for
 * every link); returns what stops watching it.
 */
export function watchInView(link: Element, onceInView: () => void): () => void {
  observer ??= new IntersectionObserver((entries) => {
    const entering = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target);
    if (entering.length === 0) return;
    for (const element of entering) observer!.unobserve(element);
    if (cameIntoView.length === 0) setTimeout(takeBatch);
    cameIntoView.push(...entering);
  });
  watched.set(link, onceInView);
  observer.observe(link);
  return () => {
    watched.delete(link);
    observer!.unobserve(link);
  };
}

/**
 * A page's data, by its path, from the first time its client loader asked
 * for it: fetched ahead by a fetcher, then handed to the change of page at the
 * tap, which would otherwise fetch it again. A failed fetch is forgotten.
 */
const data = new Map<string, Promise<unknown>>();

/** A client loader's `serverLoader()`, once per page: the fetch ahead's, reused at the tap. */
export function reuseFetchedAhead<T>(request: Request, serverLoader: () => Promise<T>): Promise<T> {
  const path = new URL(request.url).pathname;
  let loading = data.get(path) as Promise<T> | undefined;
  if (!loading) {
    loading = serverLoader();
    data.set(path, loading);
    loading.catch(() => data.delete(path));
  }
  return loading;
}

/** Pages fetched ahead and not tapped yet: a failure there must not move the visitor. */
const onlyAhead = new Set<string>();

export const markFetchingAhead = (path: string) => onlyAhead.add(path);
/** Called as a link to `path` is followed: from now on its loads are the visitor's own. */
export const markFollowed = (path: string) => onlyAhead.delete(path);
/** Whether the loads of the page at `url` are for a fetch ahead only, not a visit. */
export const isOnlyFetchedAhead = (url: string) => onlyAhead.has(new URL(url).pathname);

/**
 * A client loader's load of the page at `request`: for a visit, as it is; for a
 * fetch ahead only, its failure kept quiet, since a fetcher's error would show
 * in the page the visitor is on. (Its result is never rendered: the visit at
 * the tap loads again, reusing what arrived.)
 */
export function quietIfOnlyAhead<T>(request: Request, loading: Promise<T>): Promise<T> {
  if (!isOnlyFetchedAhead(request.url)) return loading;
  return loading.catch(() => null as T);
}
