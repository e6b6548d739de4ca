/**
 * Runs `load` the first time its result is asked for, and hands every caller,
 * meanwhile and afterwards, the promise it gave. A load that fails is
 * forgotten, so the next call tries again: a fetch that failed once (the
 * network dropped, the site was published anew) is not kept for good.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      const started = load();
      loading = started;
      // Handled first, before any caller's own handler: a caller that tries
      // again as it learns of the failure starts a new load.
      started.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
}
