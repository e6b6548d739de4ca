/**
 * Makes a prerendered page paint from its HTML alone, before its stylesheet,
 * its font or any of its JavaScript is fetched.
 *
 * The page carries the CSS its first paint needs inline (critical-css.ts). Its
 * full stylesheet is linked `disabled`, which a browser does not fetch, and is
 * enabled once the page has painted (the font waits for the cache, see
 * app/lib/web-font.ts).
 * Without JavaScript, a <noscript> link loads the stylesheet as before. A page
 * whose HTML would then outgrow the first round trip keeps its stylesheet
 * as a plain link: a second round trip for the HTML would cost as much as the
 * stylesheet's own, and the stylesheet, unlike inlined rules, is cached for
 * the pages that follow.
 *
 * React Router ends each page with `<link rel="modulepreload">` for every chunk
 * and an async module script that imports the route modules. On a fast
 * machine those chunks often arrive, compile and run before the first paint;
 * on a phone they compete with the HTML, the stylesheet and the font for the
 * network and the CPU. Lighthouse's simulation then counts them towards FCP and
 * LCP in some runs and not in others, which is what made its LCP swing by
 * 0.4 to 1.2 s between identical runs.
 *
 * The page is complete static HTML, so nothing needs the JavaScript to show.
 * This rewrite starts the same imports once the browser reports its first
 * contentful paint: the preloads are added then (so every chunk still downloads
 * in parallel), then the route modules and the entry load exactly as before.
 */

import { gzipSync } from "node:zlib";

/** Resolves once the page has painted, or at once where it never will (a hidden tab). */
const WAIT_FOR_FIRST_PAINT = `await new Promise((resolve) => {
  if (document.visibilityState !== "visible" || !PerformanceObserver.supportedEntryTypes.includes("paint")) return resolve();
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    resolve();
  }).observe({ type: "paint", buffered: true });
});`;

const ENABLE_STYLESHEETS = `for (const link of document.querySelectorAll('link[rel="stylesheet"][disabled]')) link.disabled = false;`;

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const ROUTER_MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^\s*import "([^"]+)";/;
const NAMESPACE_IMPORT = /^\s*import \* as (\w+) from "([^"]+)";/;

/** What the router's module script imports, and the statements that follow the imports. */
function splitImports(source: string) {
  const imports: Array<{ binding: string | null; href: string }> = [];
  let rest = source;
  for (;;) {
    const sideEffect = rest.match(SIDE_EFFECT_IMPORT);
    const namespace = rest.match(NAMESPACE_IMPORT);
    if (sideEffect) imports.push({ binding: null, href: sideEffect[1]! });
    else if (namespace) imports.push({ binding: namespace[1]!, href: namespace[2]! });
    else break;
    rest = rest.slice((sideEffect ?? namespace)![0].length);
  }
  return { imports, rest };
}

/** Rewrites one prerendered page; `page` names it in the error if the router's output has changed shape. */
export function paintBeforeScripts(html: string, page: string): string {
  const script = html.match(ROUTER_MODULE_SCRIPT);
  if (!script) throw new Error(`${page}: React Router's module script was not found`);
  const { imports, rest } = splitImports(script[1]!);
  if (imports.length === 0 || /\bimport\s*[*{"'\w]/.test(rest)) {
    throw new Error(`${page}: React Router's module script has an unexpected shape`);
  }
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1]!);
  const bindings = imports.map((entry) => entry.binding ?? "").join(", ");
  const loads = imports.map((entry) => `import(${JSON.stringify(entry.href)})`).join(", ");
  const deferred = [
    WAIT_FOR_FIRST_PAINT,
    ENABLE_STYLESHEETS,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${bindings}] = await Promise.all([${loads}]);`,
    rest.trim(),
  ].join("\n");
  return html
    .replace(MODULEPRELOAD, "")
    .replace(ROUTER_MODULE_SCRIPT, () => `<script type="module">${deferred}</script>`);
}

const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"\/>/g;

/** What a server sends in its first round trip: TCP's initial window of ten segments, about 14 KB. */
export const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

/**
 * Inlines `criticalCss` in the page and links its stylesheet `disabled`, with
 * a <noscript> link for browsers that run no script; the page as it is if
 * that would not fit FIRST_ROUND_TRIP_BYTES, gzipped.
 */
export function deferStylesheet(html: string, page: string, criticalCss: string): string {
  const links = [...html.matchAll(STYLESHEET)];
  if (links.length !== 1) {
    throw new Error(`${page}: expected one stylesheet link, found ${links.length}`);
  }
  const [link, href] = links[0]!;
  const deferred = html.replace(
    link,
    () =>
      `<style>${criticalCss}</style><link rel="stylesheet" href="${href}" disabled=""/>` +
      `<noscript>${link}</noscript>`,
  );
  return gzipSync(deferred).length <= FIRST_ROUND_TRIP_BYTES ? deferred : html;
}
