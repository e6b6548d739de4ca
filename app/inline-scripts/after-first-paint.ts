/**
 * Run by each page's module script before it loads any JavaScript (the build
 * puts it there, pipeline/finish/paint-first.ts, compiled by pipeline/plugins/inline-scripts.ts):
 * waits until the page has painted, or not at all where it never will (a hidden
 * tab) or paints only once shown (a page the browser prerenders: it hydrates
 * then, so that the tap shows it hydrated and its first frame waits for none
 * of this work), then enables the stylesheet the page links disabled and preloads the
 * page's modules, all at once.
 */
export default async function afterFirstPaint(modulePreloads: string[]): Promise<void> {
  await new Promise<void>((resolve) => {
    if (
      document.visibilityState !== "visible" ||
      (document as Document & { prerendering?: boolean }).prerendering === true ||
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
}
