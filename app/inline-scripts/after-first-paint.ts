import { markAppArrived } from "~/lib/boot-script";
import { nextTask } from "~/lib/next-task";

/**
 * Run by each page's module script before it runs any JavaScript (the build
 * puts it there, pipeline/finish/paint-first.ts, compiled by pipeline/plugins/inline-scripts.ts):
 * waits until the page has painted, then enables the stylesheet the page
 * links disabled and preloads the page's modules, then runs the modules one
 * by one; the router's own script goes on once it resolves.
 *
 * A page the browser prerenders preloads while hidden, and runs its modules
 * only once shown and painted: evaluating React and hydrating takes longer on
 * a slow phone than a visitor may look at the page before the tap, and work
 * still running when the page is shown holds back its first frame. A page in
 * a hidden tab, which may never paint, runs them at once.
 *
 * It tells the boot script once the modules have arrived (lib/boot-script.ts).
 *
 * Each preload and each module takes a task of its own: in one task, adding
 * a page's preloads (each starts a fetch) and running its modules' graphs
 * were the longest tasks after its first paint, in which a tap waited
 * (docs/decisions/modules-one-task-each.md).
 */
export default async function afterFirstPaint(
  /**
   * The page's modules, each after those it imports (paint-first.ts), but
   * for the router's entry: fetched at once, then run one by one.
   */
  modules: string[],
  /** The router's entry, which starts the app: fetched first, run by the router's script once the others have run. */
  entries: string[],
  /** Runs one module: the page's `import()`, which resolves as the page's module script resolves. */
  run: (module: string) => Promise<unknown>,
): Promise<void> {
  const preload = async () => {
    for (const link of document.querySelectorAll<HTMLLinkElement>(
      'link[rel="stylesheet"][disabled]',
    )) {
      link.disabled = false;
    }
    const hrefs = [...entries, ...modules];
    let arriving = hrefs.length;
    for (const href of hrefs) {
      await nextTask();
      const link = Object.assign(document.createElement("link"), { rel: "modulepreload", href });
      // A preload that fails never counts: its module's run fails too.
      link.onload = () => {
        arriving -= 1;
        if (arriving === 0) markAppArrived();
      };
      document.head.append(link);
    }
  };
  const prerendering = (document as Document & { prerendering?: boolean }).prerendering === true;
  if (prerendering) {
    // Listened for first: the page may be shown while its preloads are added.
    const shown = new Promise((resolve) =>
      document.addEventListener("prerenderingchange", resolve, { once: true }),
    );
    await preload();
    await shown;
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
  if (!prerendering) await preload();
  for (const module of modules) {
    await nextTask();
    await run(module);
  }
  // Where the browser has no modulepreload (Safari before 17), no preload
  // reports its arrival: every module but the entry has arrived by now, and
  // the entry, fetched only next, is left to the hydration grace.
  if (!document.createElement("link").relList?.supports?.("modulepreload")) markAppArrived();
}
