import { describe, expect, it } from "vitest";
import { deferStylesheet, paintBeforeScripts } from "./paint-first";

/** The shape of React Router's output for a prerendered page. */
const page = (moduleScript: string) =>
  `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="stylesheet" href="/assets/app.css"/></head><body><main>Hello</main><script type="module" async="">${moduleScript}</script></body></html>`;
const ROUTER_SCRIPT = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};
import("/assets/entry.client-2.js");`;

describe("paintBeforeScripts", () => {
  const html = paintBeforeScripts(page(ROUTER_SCRIPT), "index.html");

  it("enables the deferred stylesheet after the first paint, before any script loads", () => {
    const script = html.match(/<script type="module">([\s\S]*)<\/script>/)![1]!;
    const enables = script.indexOf("link.disabled = false");
    expect(enables).toBeGreaterThan(script.indexOf("first-contentful-paint"));
    expect(enables).toBeLessThan(script.indexOf("modulepreload"));
  });

  it("takes the module preloads out of the HTML and adds them after the first paint", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    const script = html.match(/<script type="module">([\s\S]*)<\/script>/)![1]!;
    const waits = script.indexOf("first-contentful-paint");
    expect(waits).toBeGreaterThan(-1);
    expect(script.indexOf('["/assets/manifest-1.js","/assets/entry.client-2.js"]')).toBeGreaterThan(
      waits,
    );
  });

  it("loads the same modules, binds them to the same names and then starts the entry", () => {
    const script = html.match(/<script type="module">([\s\S]*)<\/script>/)![1]!;
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
    expect(() => paintBeforeScripts("<html></html>", "resume/index.html")).toThrow(
      "resume/index.html: React Router's module script was not found",
    );
    expect(() =>
      paintBeforeScripts(page(`${ROUTER_SCRIPT}\nimport { x } from "/assets/x.js";`), "404.html"),
    ).toThrow("404.html: React Router's module script has an unexpected shape");
  });
});

describe("deferStylesheet", () => {
  const prerendered = `<html><head><link rel="stylesheet" href="/assets/app.css"/></head><body><main>Hello</main></body></html>`;

  it("inlines the critical CSS and links the stylesheet disabled, with a link for browsers without script", () => {
    expect(deferStylesheet(prerendered, "index.html", ".a{color:red}")).toBe(
      `<html><head><style>.a{color:red}</style><link rel="stylesheet" href="/assets/app.css" disabled=""/><noscript><link rel="stylesheet" href="/assets/app.css"/></noscript></head><body><main>Hello</main></body></html>`,
    );
  });

  it("leaves the page as it is when its HTML would no longer fit the first round trip", () => {
    const incompressible = Array.from(
      { length: 4000 },
      (_, index) => `.c${index * 7919}{order:${index}}`,
    ).join("");
    expect(deferStylesheet(prerendered, "index.html", incompressible)).toBe(prerendered);
  });

  it("stops the build, naming the page, unless the page links exactly one stylesheet", () => {
    expect(() => deferStylesheet("<html><head></head></html>", "404.html", "")).toThrow(
      "404.html: expected one stylesheet link, found 0",
    );
  });
});
