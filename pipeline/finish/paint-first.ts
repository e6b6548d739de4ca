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
 * as a plain link, preloaded before its first script: a second round trip for
 * the HTML would cost as much as the stylesheet's own, and the stylesheet,
 * unlike inlined rules, is cached for the pages that follow.
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
 * in parallel), then the same route modules are bound to the same names and the
 * entry starts the app, as before.
 *
 * What runs before the imports is app/inline-scripts/after-first-paint.ts. It
 * runs the modules one by one, each in a task of its own and after the
 * modules it imports (read from the built chunks, `chunkImportsReader`), so
 * that no task evaluates a page's whole graph at once; the router's entry,
 * which starts the app, still runs last.
 * Both steps work on the page's parsed tree (finish-page.ts), and the router's
 * module script and the chunks are read as JavaScript (acorn), so a change in
 * how React Router or the bundler prints a statement changes nothing here.
 */

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { Parser, type ImportDeclaration, type Program } from "acorn";
import type { Element, Root } from "hast";
import { select, selectAll } from "hast-util-select";
import { toString } from "hast-util-to-string";
import { h } from "hastscript";
import { remove, serializePage } from "./html-tree.ts";

/**
 * What the router's module script imports, in order, and the statements that
 * follow the imports; null unless every import is a side-effect import or a
 * namespace import, and all of them come first.
 */
function splitImports(source: string) {
  const program = Parser.parse(source, { ecmaVersion: "latest", sourceType: "module" });
  const imports: Array<{ binding: string | null; href: string }> = [];
  let restStart = 0;
  for (const [index, statement] of program.body.entries()) {
    if (statement.type !== "ImportDeclaration") continue;
    if (index !== imports.length) return null;
    const { specifiers, source: from } = statement as ImportDeclaration;
    const [only, ...more] = specifiers;
    if (more.length > 0 || (only && only.type !== "ImportNamespaceSpecifier")) return null;
    imports.push({ binding: only?.local.name ?? null, href: String(from.value) });
    restStart = statement.end;
  }
  return imports.length > 0 ? { imports, rest: source.slice(restStart) } : null;
}

/** What the built chunk at an address (as the page links it) imports: see chunkImportsReader. */
export type ChunkImports = (href: string) => readonly string[];

/** The addresses a module imports statically, resolved against its own address `href`. */
export function staticImportsOf(source: string, href: string): string[] {
  const program = Parser.parse(source, { ecmaVersion: "latest", sourceType: "module" });
  const imports: string[] = [];
  for (const statement of program.body) {
    if (
      statement.type === "ImportDeclaration" ||
      statement.type === "ExportAllDeclaration" ||
      (statement.type === "ExportNamedDeclaration" && statement.source)
    ) {
      const { pathname } = new URL(String(statement.source!.value), `https://site${href}`);
      imports.push(decodeURIComponent(pathname));
    }
  }
  return imports;
}

/** Reads what each chunk of the build in `client`, published under `basePath`, imports, once. */
export function chunkImportsReader(client: string, basePath: string): ChunkImports {
  const known = new Map<string, string[]>();
  return (href) => {
    let imports = known.get(href);
    if (!imports) {
      const file = join(client, decodeURIComponent(href).slice(basePath.length));
      if (!href.startsWith(basePath) || !existsSync(file)) {
        throw new Error(`${href}: a page links this module, which the build did not write`);
      }
      imports = staticImportsOf(readFileSync(file, "utf8"), href);
      known.set(href, imports);
    }
    return imports;
  };
}

/**
 * The modules `preloads` names, each after those it imports (a depth-first
 * walk), without `last`, the modules the router's script runs itself once
 * the others have run. Of chunks that import each other in a circle, only the
 * one the walk enters first is listed: run, it runs the others in the order
 * the browser gives a circle entered there, which running them one by one
 * would reverse.
 */
export function modulesInOrder(
  preloads: readonly string[],
  chunkImports: ChunkImports,
  last: ReadonlySet<string>,
): string[] {
  const order: string[] = [];
  const seen = new Set<string>(last);
  const path: string[] = [];
  const inCircle = new Set<string>();
  const visit = (module: string) => {
    const onPath = path.indexOf(module);
    if (onPath !== -1) {
      for (const member of path.slice(onPath + 1)) inCircle.add(member);
      return;
    }
    if (seen.has(module)) return;
    seen.add(module);
    path.push(module);
    for (const imported of chunkImports(module)) visit(imported);
    path.pop();
    if (!inCircle.has(module)) order.push(module);
  };
  for (const module of preloads) visit(module);
  return order;
}

/** The modules a script's own top-level `import("…")` statements start. */
function startedModules(program: Program): Set<string> {
  const started = new Set<string>();
  for (const statement of program.body) {
    if (
      statement.type === "ExpressionStatement" &&
      statement.expression.type === "ImportExpression" &&
      statement.expression.source.type === "Literal"
    ) {
      started.add(String(statement.expression.source.value));
    }
  }
  return started;
}

/**
 * Rewrites one prerendered page; `page` names it in the error if the router's
 * output has changed shape. `afterFirstPaint` is the compiled script that
 * declares the function of that name (app/inline-scripts/after-first-paint.ts),
 * and `chunkImports` what each of the build's chunks imports.
 */
export function paintBeforeScripts(
  tree: Root,
  page: string,
  afterFirstPaint: string,
  chunkImports: ChunkImports,
): void {
  const script = select('script[type="module"][async]', tree);
  if (!script) throw new Error(`${page}: React Router's module script was not found`);
  let split: ReturnType<typeof splitImports>;
  try {
    split = splitImports(toString(script));
  } catch {
    split = null; // Not JavaScript acorn can read.
  }
  if (!split) throw new Error(`${page}: React Router's module script has an unexpected shape`);
  const { imports, rest } = split;
  const entries = startedModules(
    Parser.parse(rest, { ecmaVersion: "latest", sourceType: "module" }),
  );
  if (entries.size === 0) throw new Error(`${page}: React Router's module script starts no entry`);
  const preloadLinks = selectAll('link[rel="modulepreload"]', tree);
  const preloads = preloadLinks.map((link) => String(link.properties.href));
  const bindings = imports.map((entry) => entry.binding ?? "").join(", ");
  const loads = imports.map((entry) => `import(${JSON.stringify(entry.href)})`).join(", ");
  const deferred = [
    afterFirstPaint,
    `await afterFirstPaint(${JSON.stringify(modulesInOrder([...preloads, ...imports.map((entry) => entry.href)], chunkImports, entries))}, ${JSON.stringify([...entries])}, (module) => import(module));`,
    `const [${bindings}] = await Promise.all([${loads}]);`,
    rest.trim(),
  ].join("\n");
  for (const link of preloadLinks) remove(tree, link);
  delete script.properties.async;
  script.children = [{ type: "text", value: deferred }];
}

/** What a server sends in its first round trip: TCP's initial window of ten segments, about 14 KB. */
export const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

/**
 * Inlines `criticalCss` in the page and links its stylesheet `disabled`, with
 * a <noscript> link for browsers that run no script. A page that would then
 * not fit FIRST_ROUND_TRIP_BYTES, gzipped, keeps its stylesheet link, and a
 * preload of it goes before the head's first script: the parser asks for a
 * stylesheet only once it reaches the link, after running the scripts before
 * it (the boot script), and the first paint waits for that stylesheet.
 */
export function deferStylesheet(tree: Root, page: string, criticalCss: string): void {
  const links = selectAll('link[rel="stylesheet"]', tree);
  if (links.length !== 1) {
    throw new Error(`${page}: expected one stylesheet link, found ${links.length}`);
  }
  const link = links[0]!;
  const head = select("head", tree)!;
  const at = head.children.indexOf(link);
  if (at === -1) throw new Error(`${page}: the stylesheet link is not in <head>`);
  const deferred: Element[] = [
    h("style", criticalCss),
    h("link", { ...link.properties, disabled: true }),
    h("noscript", [structuredClone(link)]),
  ];
  head.children.splice(at, 1, ...deferred);
  if (gzipSync(serializePage(tree)).length > FIRST_ROUND_TRIP_BYTES) {
    head.children.splice(at, deferred.length, link);
    const firstScript = head.children.findIndex(
      (node) => node.type === "element" && node.tagName === "script",
    );
    if (firstScript !== -1 && firstScript < at) {
      const { href } = link.properties;
      head.children.splice(firstScript, 0, h("link", { rel: "preload", href, as: "style" }));
    }
  }
}
