import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  headersFile,
  headersFor,
  inlineHashes,
  parseHeadersFile,
  siteHeaderRules,
  vercelJson,
} from "./security-headers";

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inline hashes", () => {
  it("hashes each inline script a browser runs, byte for byte", () => {
    const html = [
      "<script>window.a = 1;</script>",
      '<script type="module">await import("/x.js");\n</script>',
      '<script type="application/ld+json">{"@type":"Person"}</script>',
      '<script type="module" src="/assets/entry.js"></script>',
    ].join("");
    expect(inlineHashes(html).scripts).toEqual([
      hashOf("window.a = 1;"),
      hashOf('await import("/x.js");\n'),
    ]);
  });

  it("hashes style attributes as the browser reads them, entities decoded", () => {
    expect(inlineHashes('<div style="height:200px"></div>').styles).toEqual([
      hashOf("height:200px"),
    ]);
    expect(inlineHashes('<p style="font-family:&quot;A&amp;B&quot;">x</p>').styles).toEqual([
      hashOf('font-family:"A&B"'),
    ]);
  });
});

describe("Content-Security-Policy", () => {
  it("admits the site's own files and its hashed inline code, nothing else", () => {
    const policy = contentSecurityPolicy({
      scripts: ["'sha256-b'", "'sha256-a'", "'sha256-b'"],
      styles: ["'sha256-c'"],
    });
    expect(policy).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'sha256-a' 'sha256-b'",
        "style-src 'self' 'unsafe-hashes' 'sha256-c'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'none'",
        "frame-ancestors 'none'",
      ].join("; "),
    );
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it("allows no style attribute at all when the pages have none", () => {
    expect(contentSecurityPolicy({ scripts: [], styles: [] })).toContain("style-src 'self';");
  });
});

describe("header files", () => {
  const rules = siteHeaderRules("/", "default-src 'self'");

  it("reads back the _headers file it writes", () => {
    expect(parseHeadersFile(headersFile(rules))).toEqual(rules);
  });

  it("gives every path the security headers and only assets the long cache", () => {
    const names = (path: string) => headersFor(rules, path).map(([name]) => name);
    expect(names("/")).toContain("Content-Security-Policy");
    expect(names("/resume")).not.toContain("Cache-Control");
    expect(names("/assets/app-1a2b.css")).toEqual([...names("/"), "Cache-Control"]);
    expect(names("/images/assets/x.webp")).not.toContain("Cache-Control");
  });

  it("keeps every rule below a base path", () => {
    const below = siteHeaderRules("/portfolio/", "default-src 'self'");
    expect(below.map((rule) => rule.pattern)).toEqual(["/portfolio/*", "/portfolio/assets/*"]);
    expect(headersFor(below, "/other/")).toEqual([]);
    expect(
      JSON.parse(vercelJson(below)).headers.map((rule: { source: string }) => rule.source),
    ).toEqual(["/portfolio/(.*)", "/portfolio/assets/(.*)"]);
  });

  it("names the line it cannot read", () => {
    expect(() => parseHeadersFile("  X-Orphan: 1\n")).toThrow('"  X-Orphan: 1"');
  });
});
