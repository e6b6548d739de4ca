/**
 * The response headers that lock the published site down, written at build time
 * for the static hosts that read them from a file: `_headers` (Netlify,
 * Cloudflare Pages) and `vercel.json` (Vercel).
 *
 * Each page carries its own Content-Security-Policy in a <meta> tag: only the
 * site's own files, plus that page's inline scripts and styles by their SHA-256
 * hashes, so no 'unsafe-inline' or 'unsafe-eval' is ever needed, on a host that
 * sends no headers (GitHub Pages) as on any other. The header every response
 * carries adds what only a header can (`frame-ancestors`) and names no hash:
 * it stays the same size whatever the pages, where a list of every page's
 * hashes grew with each post (docs/decisions/csp-without-headers.md). The
 * files a browser could open as a document that runs script are sent with a
 * policy that admits no inline code at all.
 */
import { createHash } from "node:crypto";
import type { Root } from "hast";
import { select, selectAll } from "hast-util-select";
import { toString } from "hast-util-to-string";
import { h } from "hastscript";
import { parsePage, startTag } from "./html-tree.ts";

export type Header = readonly [name: string, value: string];

/** Hashed assets: their names change whenever their bytes do. */
const ASSETS_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Browser features the site never uses, turned off for it and anything it could embed. */
const UNUSED_FEATURES = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "usb",
  "browsing-topics",
];

/**
 * Script types the policy governs: those a browser runs, and Speculation Rules
 * (speculation-rules.ts), which it reads only if their hash is admitted. Any
 * other (such as application/ld+json) is data, outside the policy.
 */
const EXECUTABLE_TYPE = /^(?:|module|text\/javascript|application\/javascript|speculationrules)$/i;

/** Sent as a header and carried by every page as <meta name="referrer">. */
const REFERRER_POLICY = "strict-origin-when-cross-origin";

/** Directives a policy in <meta> cannot carry (CSP Level 3, 'http-equiv'): header-only. */
const HEADER_ONLY_DIRECTIVES = new Set(["frame-ancestors", "report-uri", "sandbox"]);

/** The charset declaration must end within a page's first 1024 bytes (HTML, "Specifying the document's character encoding"). */
const CHARSET_WITHIN_BYTES = 1024;

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The hash sources of a page's inline scripts, as a browser computes them. */
export function inlineScriptHashes(tree: Root): string[] {
  return selectAll("script:not([src])", tree)
    .filter((script) => EXECUTABLE_TYPE.test(String(script.properties.type ?? "")))
    .map((script) => sha256(toString(script)));
}

/** The hash sources of a page's inline style elements (its font faces and critical CSS). */
export function inlineStyleHashes(tree: Root): string[] {
  return selectAll("style", tree).map((style) => sha256(toString(style)));
}

/**
 * Stops the build on a style attribute in a prerendered page: the policy's
 * style-src 'self' blocks it, so its styling would silently go missing. Set
 * styles with classes; React may still set them from script once hydrated.
 */
export function assertNoStyleAttributes(tree: Root, page: string): void {
  const element = select("[style]", tree);
  if (element) {
    throw new Error(
      `${page}: ${startTag(element).slice(0, 120)} has a style attribute, which the Content-Security-Policy blocks; use a class`,
    );
  }
}

const sources = (hashes: string[]) => ["'self'", ...[...new Set(hashes)].sort()].join(" ");

/**
 * The directives of every policy that name no inline code, so that any
 * response can carry them whatever it holds. Without `default-src`, which
 * would refuse a page's inline scripts and styles where it has no hashes.
 */
const SHARED_DIRECTIVES = [
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
  "frame-ancestors 'none'",
];

/** The policy for pages whose inline scripts and style elements hash to these. */
export function contentSecurityPolicy(scriptHashes: string[], styleHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src ${sources(scriptHashes)}`,
    `style-src ${sources(styleHashes)}`,
    ...SHARED_DIRECTIVES,
  ].join("; ");
}

/**
 * The policy the host sends with every response. A browser enforces it and a
 * page's own <meta> policy both, so a page gets its own policy with
 * `frame-ancestors` added.
 */
export const SHARED_POLICY = SHARED_DIRECTIVES.join("; ");

/** The policy of a file that is not a page: the site's own files, and no inline code. */
export const FILE_POLICY = contentSecurityPolicy([], []);

/**
 * Files other than pages that a browser opening them runs script in (an SVG
 * image or an XML feed opened as a document): each is sent with FILE_POLICY.
 * Other files (images, JSON, text, fonts, the route data) run none.
 */
export const SCRIPTABLE_FILE = /\.(?:svg|xml)$/i;

/** `policy` without the directives that only a header can carry. */
export function metaPolicy(policy: string): string {
  return policy
    .split(";")
    .map((directive) => directive.trim())
    .filter((directive) => !HEADER_ONLY_DIRECTIVES.has(directive.split(/\s+/)[0]!))
    .join("; ");
}

/**
 * Puts the page's own policy and referrer policy first in its <head>, before
 * any script or stylesheet they govern, so they hold on a host that sends no
 * headers.
 */
export function addPolicyTags(tree: Root, page: string): void {
  const head = select("head", tree);
  if (!head) throw new Error(`${page}: no <head> to put the policy in`);
  const policy = metaPolicy(
    contentSecurityPolicy(inlineScriptHashes(tree), inlineStyleHashes(tree)),
  );
  head.children.unshift(
    h("meta", { httpEquiv: "Content-Security-Policy", content: policy }),
    h("meta", { name: "referrer", content: REFERRER_POLICY }),
  );
}

/**
 * Reads a finished page back as a browser will: stops the build if its charset
 * declaration no longer ends within the bytes a browser looks in for it, after
 * the policy tags.
 */
export function checkFinishedPage(html: string, page: string): void {
  const tree = parsePage(html);
  const charset = selectAll("head > meta[charset]", tree).find(
    (meta) => String(meta.properties.charSet).toLowerCase() === "utf-8",
  );
  if (!charset) throw new Error(`${page}: no <meta charset="utf-8"> in <head>`);
  if (Buffer.byteLength(html.slice(0, charset.position!.end.offset)) > CHARSET_WITHIN_BYTES) {
    throw new Error(
      `${page}: the charset declaration no longer ends within the first ${CHARSET_WITHIN_BYTES} bytes, after the policy tags`,
    );
  }
}

/**
 * The headers every response of the site carries. Not Cross-Origin-Opener-Policy:
 * the site keeps nothing a window it opens could reach, and on a phone the
 * browsing-context switch it forces cost 36 to 53 ms of Total Blocking Time in
 * npm run bench, against 5 ms without it.
 */
export function securityHeaders(): Header[] {
  return [
    ["Content-Security-Policy", SHARED_POLICY],
    ["Strict-Transport-Security", "max-age=31536000"],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", REFERRER_POLICY],
    ["Permissions-Policy", UNUSED_FEATURES.map((feature) => `${feature}=()`).join(", ")],
    ["X-Frame-Options", "DENY"],
  ];
}

/** Header rules by URL pattern: `*` stands for any rest of the path. */
export type HeaderRules = Array<{ pattern: string; headers: Header[] }>;

/**
 * A published file's path as a rule names it: each character a host's pattern
 * syntax reads (`*`, `:`, parentheses...) percent-encoded, so that a rule
 * names one file or none, never a pattern.
 */
const literalPattern = (file: string) =>
  file
    .split("/")
    .map((segment) =>
      encodeURIComponent(segment).replace(
        /[!'()*]/g,
        (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join("/");

/**
 * The site's rules below `basePath` ("/" or "/portfolio/"), given the
 * published files that a browser runs script in (SCRIPTABLE_FILE). The rules
 * are two and as many as those files, whatever the number of pages:
 * Cloudflare Pages reads at most 100, the first ones.
 *
 * Each of those files gets FILE_POLICY from a rule naming it alone, after
 * the rule for every path: whether a host lets a later rule's header replace
 * an earlier one's (Netlify, Vercel) or sends both (Cloudflare Pages), the
 * file is held to FILE_POLICY, which holds the shared directives too. No rule
 * names a folder with it: an address there that names no file is answered
 * with the not-found page, whose inline scripts and styles it would refuse.
 */
export function siteHeaderRules(basePath: string, scriptableFiles: readonly string[]): HeaderRules {
  return [
    { pattern: `${basePath}*`, headers: securityHeaders() },
    { pattern: `${basePath}assets/*`, headers: [["Cache-Control", ASSETS_CACHE_CONTROL]] },
    ...scriptableFiles.map((file) => ({
      pattern: `${basePath}${literalPattern(file)}`,
      headers: [["Content-Security-Policy", FILE_POLICY] as const],
    })),
  ];
}

/** Netlify's and Cloudflare Pages' `_headers` file. */
export function headersFile(rules: HeaderRules): string {
  return rules
    .map(({ pattern, headers }) =>
      [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
    )
    .join("\n")
    .concat("\n");
}

/** Reads a `_headers` file back, as a host does. */
export function parseHeadersFile(text: string): HeaderRules {
  const rules: HeaderRules = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const separator = line.indexOf(":");
    const rule = rules.at(-1);
    if (!rule || separator === -1) throw new Error(`_headers: cannot read the line "${line}"`);
    rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

/** The headers `rules` give a request for `path`; every matching rule adds its own. */
export function headersFor(rules: HeaderRules, path: string): Header[] {
  const matches = (pattern: string) =>
    new RegExp(
      `^${pattern
        .split("*")
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
        .join(".*")}$`,
    ).test(path);
  return rules.filter((rule) => matches(rule.pattern)).flatMap((rule) => rule.headers);
}

/** Vercel's `vercel.json`, with the same rules in its path syntax. */
export function vercelJson(rules: HeaderRules): string {
  const config = {
    $schema: "https://openapi.vercel.sh/vercel.json",
    // /resume from resume.html, as the other hosts serve it.
    cleanUrls: true,
    trailingSlash: false,
    headers: rules.map(({ pattern, headers }) => ({
      source: pattern.replace(/\*$/, "(.*)"),
      headers: headers.map(([key, value]) => ({ key, value })),
    })),
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}
