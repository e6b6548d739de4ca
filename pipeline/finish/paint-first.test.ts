import { select } from "hast-util-select";
import { toString } from "hast-util-to-string";
import { describe, expect, it } from "vitest";
import { parsePage, serializePage } from "./html-tree";
import {
  type ChunkImports,
  deferStylesheet,
  modulesInOrder,
  paintBeforeScripts,
  staticImportsOf,
} from "./paint-first";

/** The text of the page's one module script, which must have lost its async attribute. */
const moduleScript = (html: string) =>
  toString(select('script[type="module"]:not([async])', parsePage(html))!);

/** Runs a step on the page `html` and returns the page as it writes it. */
function after(html: string, step: (tree: ReturnType<typeof parsePage>) => void): string {
  const tree = parsePage(html);
  step(tree);
  return serializePage(tree);
}

/** The shape of React Router's output for a prerendered page. */
const page = (moduleScript: string) =>
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="stylesheet" href="/assets/app.css"/></head><body><main>Hello</main><script type="module" async="">${moduleScript}</script></body></html>`;
const ROUTER_SCRIPT = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};
import("/assets/entry.client-2.js");`;

/** Stands in for the compiled app/inline-scripts/after-first-paint.ts. */
const AFTER_FIRST_PAINT = "var afterFirstPaint=async function(){};";

/** What the page's chunks import: the manifest nothing, the entry and the home route the root. */
const CHUNKS: Record<string, string[]> = {
  "/assets/manifest-1.js": [],
  "/assets/entry.client-2.js": ["/assets/root-3.js"],
  "/assets/root-3.js": [],
  "/assets/home-4.js": ["/assets/root-3.js"],
};
const chunkImports: ChunkImports = (href) => CHUNKS[href] ?? [];

describe("paintBeforeScripts", () => {
  const html = after(page(ROUTER_SCRIPT), (tree) =>
    paintBeforeScripts(tree, "index.html", AFTER_FIRST_PAINT, chunkImports),
  );

  it("takes the module preloads out of the HTML and has afterFirstPaint fetch and run them, each after its imports and the entry apart, before the router's script goes on", () => {
    expect(select('link[rel="modulepreload"]', parsePage(html))).toBeUndefined();
    const script = moduleScript(html);
    expect(script.startsWith(AFTER_FIRST_PAINT)).toBe(true);
    const waits = script.indexOf(
      'await afterFirstPaint(["/assets/manifest-1.js","/assets/root-3.js","/assets/home-4.js"], ["/assets/entry.client-2.js"], (module) => import(module));',
    );
    expect(waits).toBeGreaterThan(0);
    expect(waits).toBeLessThan(script.indexOf("import("));
  });

  it("loads the same modules, binds them to the same names and then starts the entry", () => {
    const script = moduleScript(html);
    expect(script).not.toMatch(/^\s*import [*"]/m);
    expect(script).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-3.js"), import("/assets/home-4.js")]);',
    );
    expect(script.indexOf("window.__reactRouterRouteModules")).toBeGreaterThan(
      script.indexOf("Promise.all"),
    );
    expect(script.trimEnd()).toMatch(/import\("\/assets\/entry\.client-2\.js"\);$/);
    expect(html).toContain("<main>Hello</main>");
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it("stops the build, naming the page, when the router's output has changed shape", () => {
    expect(() =>
      paintBeforeScripts(
        parsePage("<html></html>"),
        "resume/index.html",
        AFTER_FIRST_PAINT,
        chunkImports,
      ),
    ).toThrow("resume/index.html: React Router's module script was not found");
    for (const changed of [
      `${ROUTER_SCRIPT}\nimport { x } from "/assets/x.js";`,
      `import x from "/assets/x.js";\n${ROUTER_SCRIPT}`,
      `window.early = 1;\n${ROUTER_SCRIPT}`,
      `${ROUTER_SCRIPT}\nimport * as from;`,
    ]) {
      expect(() =>
        paintBeforeScripts(parsePage(page(changed)), "404.html", AFTER_FIRST_PAINT, chunkImports),
      ).toThrow("404.html: React Router's module script has an unexpected shape");
    }
    const startsNothing = ROUTER_SCRIPT.replace('import("/assets/entry.client-2.js");', "");
    expect(() =>
      paintBeforeScripts(
        parsePage(page(startsNothing)),
        "404.html",
        AFTER_FIRST_PAINT,
        chunkImports,
      ),
    ).toThrow("404.html: React Router's module script starts no entry");
  });

  it("reads the router's output however it is printed", () => {
    const printedOtherwise = `<!DOCTYPE html><html><head><link href="/assets/manifest-1.js" rel="modulepreload"><link rel=stylesheet href=/assets/app.css></head><body><main>Hello</main><script async type=module>import"/assets/manifest-1.js";import*as route0 from'/assets/root-3.js';window.__reactRouterRouteModules={"root":route0};import("/assets/entry.client-2.js")</script></body></html>`;
    const html = after(printedOtherwise, (tree) =>
      paintBeforeScripts(tree, "index.html", AFTER_FIRST_PAINT, chunkImports),
    );
    expect(select('link[rel="modulepreload"]', parsePage(html))).toBeUndefined();
    expect(html).toContain(
      'const [, route0] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-3.js")]);',
    );
    expect(html).toContain(
      'await afterFirstPaint(["/assets/manifest-1.js","/assets/root-3.js"], ["/assets/entry.client-2.js"], (module) => import(module));',
    );
  });
});

describe("modulesInOrder", () => {
  const graph: Record<string, string[]> = {
    "/a.js": ["/b.js", "/c.js"],
    "/b.js": ["/c.js", "/d.js"],
    "/c.js": [],
    "/d.js": ["/c.js"],
    "/entry.js": ["/a.js", "/react-dom.js"],
    "/react-dom.js": [],
  };
  const imports: ChunkImports = (href) => graph[href] ?? [];

  it("puts each module after every module it imports, once, in the order the preloads name them otherwise", () => {
    expect(modulesInOrder(["/a.js", "/d.js"], imports, new Set())).toEqual([
      "/c.js",
      "/d.js",
      "/b.js",
      "/a.js",
    ]);
  });

  it("leaves the entry, which the router's script runs itself, to run last with what only it imports", () => {
    expect(modulesInOrder(["/entry.js", "/a.js"], imports, new Set(["/entry.js"]))).toEqual([
      "/c.js",
      "/d.js",
      "/b.js",
      "/a.js",
    ]);
  });
});

describe("modulesInOrder, with chunks that import each other", () => {
  it("lists only the chunk of a circle the walk enters first, whose run runs the others in the browser's order", () => {
    const circle: Record<string, string[]> = {
      "/root.js": ["/a.js"],
      "/a.js": ["/b.js"],
      "/b.js": ["/a.js", "/c.js"],
      "/c.js": [],
    };
    expect(modulesInOrder(["/root.js"], (href) => circle[href] ?? [], new Set())).toEqual([
      "/c.js",
      "/a.js",
      "/root.js",
    ]);
  });
});

describe("staticImportsOf", () => {
  it("reads a chunk's imports and re-exports, resolved against its address, and not its dynamic imports", () => {
    const chunk = `import{a as e}from"./jsx-runtime-1.js";import"../content/site-2.js";export*from"./x-3.js";export{b}from"./y-4.js";const later=()=>import("./z-5.js");export{e};`;
    expect(staticImportsOf(chunk, "/portfolio/assets/root-9.js")).toEqual([
      "/portfolio/assets/jsx-runtime-1.js",
      "/portfolio/content/site-2.js",
      "/portfolio/assets/x-3.js",
      "/portfolio/assets/y-4.js",
    ]);
  });

  it("gives a chunk named in another script by its name, as its file is named", () => {
    expect(staticImportsOf(`import"./日本語-1.js";`, "/assets/root-9.js")).toEqual([
      "/assets/日本語-1.js",
    ]);
  });
});

describe("deferStylesheet", () => {
  const prerendered = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/></head><body><main>Hello</main></body></html>`;

  it("inlines the critical CSS and links the stylesheet disabled, with a link for browsers without script", () => {
    expect(after(prerendered, (tree) => deferStylesheet(tree, "index.html", ".a{color:red}"))).toBe(
      `<!DOCTYPE html><html><head><style>.a{color:red}</style><link rel="stylesheet" href="/assets/app.css" disabled /><noscript><link rel="stylesheet" href="/assets/app.css"/></noscript></head><body><main>Hello</main></body></html>`,
    );
  });

  it("leaves the page as it is when its HTML would no longer fit the first round trip", () => {
    const incompressible = Array.from(
      { length: 4000 },
      (_, index) => `.c${index * 7919}{order:${index}}`,
    ).join("");
    expect(after(prerendered, (tree) => deferStylesheet(tree, "index.html", incompressible))).toBe(
      prerendered,
    );
  });

  it("then preloads the stylesheet before the first script in <head>, which the parser runs before it reaches the link", () => {
    const incompressible = Array.from(
      { length: 4000 },
      (_, index) => `.c${index * 7919}{order:${index}}`,
    ).join("");
    const withScripts = `<!DOCTYPE html><html><head><meta charset="utf-8"/><script>boot()</script><link rel="stylesheet" href="/assets/app.css"/><script type="speculationrules">{}</script></head><body><main>Hello</main></body></html>`;
    expect(after(withScripts, (tree) => deferStylesheet(tree, "index.html", incompressible))).toBe(
      `<!DOCTYPE html><html><head><meta charset="utf-8"/><link rel="preload" href="/assets/app.css" as="style"/><script>boot()</script><link rel="stylesheet" href="/assets/app.css"/><script type="speculationrules">{}</script></head><body><main>Hello</main></body></html>`,
    );
  });

  it("stops the build, naming the page, unless the page links exactly one stylesheet", () => {
    expect(() => deferStylesheet(parsePage("<html><head></head></html>"), "404.html", "")).toThrow(
      "404.html: expected one stylesheet link, found 0",
    );
  });
});
