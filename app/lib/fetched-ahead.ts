/**
 * What the route modules and the root need of fetching ahead
 * (lib/fetch-ahead.ts, loaded only where pages change within the app): a
 * page's data fetched ahead, reused at the tap, and whether a page's loads
 * are for a fetch ahead only. Kept apart, small, since every page loads it.
 */

/**
 * Marks a link whose page the browser prerenders now (lib/fetch-ahead.ts sets
 * it), which the Speculation Rules every page carries select
 * (pipeline/finish/speculation-rules.ts).
 */
export const PRERENDER_ATTRIBUTE = "data-prerender";

/** Whether the visitor asked to save data, by the browser's setting or the media query. */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return (
    connection?.saveData === true || window.matchMedia("(prefers-reduced-data: reduce)").matches
  );
}

/**
 * A page's data, by its path, from the first time its client loader asked
 * for it: fetched ahead, then handed to the change of page at the tap, which
 * would otherwise fetch it again. A failed fetch is forgotten.
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

/** Whether the data of the page at `path` has been fetched, and did not fail. */
export const hasData = (path: string) => data.has(path);

/** Pages fetched ahead and not followed yet: a failure there must not move the visitor. */
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
