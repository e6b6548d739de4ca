/**
 * Run by each page's module script before it runs any JavaScript (the build
 * puts it there, pipeline/finish/paint-first.ts, compiled by pipeline/plugins/inline-scripts.ts):
 * waits until the page has painted, then enables the stylesheet the page
 * links disabled and preloads the page's modules, all at once; the scripts
 * run once it resolves.
 *
 * A page the browser prerenders does both at once, while hidden, and resolves
 * only once shown and painted: evaluating React and hydrating takes longer on
 * a slow phone than a visitor may look at the page before the tap, and work
 * still running when the page is shown holds back its first frame. A page in
 * a hidden tab, which may never paint, runs them at once.
 */
export default async function afterFirstPaint(modulePreloads: string[]): Promise<void> {
  const load = () => {
    for (const link of document.querySelectorAll<HTMLLinkElement>(
      'link[rel="stylesheet"][disabled]',
    )) {
      link.disabled = false;
    }
    for (const href of modulePreloads) {
      document.head.append(
        Object.assign(document.createElement("link"), { rel: "modulepreload", href }),
      );
    }
  };
  const prerendering = (document as Document & { prerendering?: boolean }).prerendering === true;
  if (prerendering) {
    load();
    await new Promise((shown) =>
      document.addEventListener("prerenderingchange", shown, { once: true }),
    );
  }
  await new Promise<void>((resolve) => {
    if (
      document.visibilityState !== "visible" ||
      !PerformanceObserver.supportedEntryTypes.includes("paint")
    ) {
      resolve();
      return;
    }
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: "paint", buffered: true });
  });
  if (!prerendering) load();
}
