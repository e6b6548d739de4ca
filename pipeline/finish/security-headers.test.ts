import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  assertNoStyleAttributes,
  contentSecurityPolicy,
  headersFile,
  headersFor,
  inlineScriptHashes,
  metaPolicy,
  parseHeadersFile,
  siteHeaderRules,
  addPolicyTags,
  checkFinishedPage,
  FILE_POLICY,
  SHARED_POLICY,
  vercelJson,
} from "./security-headers";
import { parsePage, serializePage } from "./html-tree";

/** The page `html` with its policy tags added, as the build writes it. */
function withPolicyTags(html: string, page: string): string {
  const tree = parsePage(html);
  addPolicyTags(tree, page);
  return serializePage(tree);
}

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inline script hashes", () => {
  it("hashes each inline script a browser runs, byte for byte", () => {
    const html = [
      "<script>window.a = 1;</script>",
      '<script type="module">await import("/x.js");\n</script>',
      '<script type="application/ld+json">{"@type":"Person"}</script>',
      '<script type="module" src="/assets/entry.js"></script>',
    ].join("");
    expect(inlineScriptHashes(parsePage(html))).toEqual([
      hashOf("window.a = 1;"),
      hashOf('await import("/x.js");\n'),
    ]);
  });
});

describe("style attributes", () => {
  it("stop the build, naming the page and the element", () => {
    expect(() =>
      assertNoStyleAttributes(
        parsePage('<main><div class="a" style="height:200px"></div></main>'),
        "index.html",
      ),
    ).toThrow('index.html: <div class="a" style="height:200px"> has a style attribute');
  });

  it("pass when only classes style the page, whatever the text says", () => {
    expect(() =>
      assertNoStyleAttributes(
        parsePage('<p class="h-[200px]">set style="x" with a class</p>'),
        "index.html",
      ),
    ).not.toThrow();
  });
});

describe("Content-Security-Policy", () => {
  it("admits the site's own files and its hashed inline scripts and styles, nothing else", () => {
    const policy = contentSecurityPolicy(
      ["'sha256-b'", "'sha256-a'", "'sha256-b'"],
      ["'sha256-d'", "'sha256-c'", "'sha256-c'"],
    );
    expect(policy).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'sha256-a' 'sha256-b'",
        "style-src 'self' 'sha256-c' 'sha256-d'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'none'",
        "frame-ancestors 'none'",
      ].join("; "),
    );
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/);
  });
});

describe("the policy a page carries itself", () => {
  const page = (head: string) =>
    `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body><script>boot()</script></body></html>`;

  it("leaves out what only a header can carry", () => {
    expect(metaPolicy("default-src 'self'; frame-ancestors 'none'; report-uri /csp; sandbox")).toBe(
      "default-src 'self'",
    );
  });

  it("comes first in <head>, with the page's own script and style hashes and the referrer policy", () => {
    const html = withPolicyTags(
      page("<title>Home</title><style>body{margin:0}</style>"),
      "index.html",
    );
    expect(html).toContain(`style-src 'self' ${hashOf("body{margin:0}")};`);
    expect(html).toMatch(
      /^<!DOCTYPE html><html lang="en"><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' '[^']+'; style-src 'self' '[^']+'; object-src 'none'; base-uri 'self'; form-action 'none'"\/><meta name="referrer" content="strict-origin-when-cross-origin"\/><meta charset="utf-8"\/>/,
    );
    expect(html).toContain(hashOf("boot()"));
    expect(html).not.toContain("frame-ancestors");
  });

  it("stops the build if the charset declaration would move past the first 1024 bytes", () => {
    const manyScripts = Array.from({ length: 20 }, (_, index) => `<script>s${index}()</script>`);
    const html = withPolicyTags(page(manyScripts.join("")), "index.html");
    expect(() => checkFinishedPage(html, "index.html")).toThrow(
      "index.html: the charset declaration no longer ends within the first 1024 bytes",
    );
  });

  it("passes a finished page whose charset declaration is within reach", () => {
    const html = withPolicyTags(page("<style>body{margin:0}</style>"), "index.html");
    expect(() => checkFinishedPage(html, "index.html")).not.toThrow();
  });
});

describe("header files", () => {
  const rules = siteHeaderRules("/", ["favicon.svg", "feed.xml"]);
  const policiesFor = (path: string) =>
    headersFor(rules, path)
      .filter(([name]) => name === "Content-Security-Policy")
      .map(([, value]) => value);

  it("reads back the _headers file it writes", () => {
    expect(parseHeadersFile(headersFile(rules))).toEqual(rules);
  });

  it("gives every path the security headers and only assets the long cache", () => {
    const names = (path: string) => headersFor(rules, path).map(([name]) => name);
    expect(names("/")).toContain("Content-Security-Policy");
    expect(names("/")).toContain("X-Frame-Options");
    expect(names("/resume")).not.toContain("Cache-Control");
    expect(names("/assets/app-1a2b.css")).toContain("Cache-Control");
    expect(names("/images/assets/x.webp")).not.toContain("Cache-Control");
  });

  it("sends pages a policy that names no inline code, for theirs to narrow", () => {
    expect(policiesFor("/writing/a-post")).toEqual([SHARED_POLICY]);
    expect(SHARED_POLICY).toBe(
      "object-src 'none'; base-uri 'self'; form-action 'none'; frame-ancestors 'none'",
    );
  });

  it("holds the files a browser runs script in to a policy admitting no inline code", () => {
    expect(FILE_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'self'; form-action 'none'; frame-ancestors 'none'",
    );
    // Whether a host keeps the last rule's header or sends every rule's.
    for (const path of ["/favicon.svg", "/feed.xml"]) {
      expect(policiesFor(path).at(-1), path).toBe(FILE_POLICY);
    }
    expect(policiesFor("/og-image.png")).toEqual([SHARED_POLICY]);
    // Where an address names no file, the not-found page answers with its own inline code.
    expect(policiesFor("/assets/no-such-picture.webp")).toEqual([SHARED_POLICY]);
  });

  it("names each file literally, never as a pattern a host would widen", () => {
    const odd = siteHeaderRules("/", ["my logo (*).svg", "café/feed.xml"]);
    expect(odd.map((rule) => rule.pattern)).toEqual([
      "/*",
      "/assets/*",
      "/my%20logo%20%28%2A%29.svg",
      "/caf%C3%A9/feed.xml",
    ]);
    expect(headersFor(odd, "/caf%C3%A9/feed.xml").at(-1)).toEqual([
      "Content-Security-Policy",
      FILE_POLICY,
    ]);
  });

  it("stays within Cloudflare Pages' limits whatever the number of pages", () => {
    const file = headersFile(rules);
    expect(rules.length).toBeLessThanOrEqual(100);
    for (const line of file.split("\n")) expect(line.length).toBeLessThanOrEqual(2000);
  });

  it("keeps every rule below a base path", () => {
    const below = siteHeaderRules("/portfolio/", ["favicon.svg"]);
    expect(below.map((rule) => rule.pattern)).toEqual([
      "/portfolio/*",
      "/portfolio/assets/*",
      "/portfolio/favicon.svg",
    ]);
    expect(headersFor(below, "/other/")).toEqual([]);
    expect(
      JSON.parse(vercelJson(below)).headers.map((rule: { source: string }) => rule.source),
    ).toEqual(["/portfolio/(.*)", "/portfolio/assets/(.*)", "/portfolio/favicon.svg"]);
  });

  it("names the line it cannot read", () => {
    expect(() => parseHeadersFile("  X-Orphan: 1\n")).toThrow('"  X-Orphan: 1"');
  });
});
