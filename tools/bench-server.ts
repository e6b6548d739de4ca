// How npm run bench serves a build: as a static host does, over HTTP/2 and TLS,
// with a bare page beside it for reference.
import { execFileSync } from "node:child_process";
import { X509Certificate, createHash } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import type { IncomingHttpHeaders } from "node:http";
import { createSecureServer } from "node:http2";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { selectAll } from "hast-util-select";
import { SLOW_4G_IN_BROWSER } from "./bench-calibration.ts";
import { staticHandler } from "./serve.ts";
import { parsePage, remove, serializePage } from "../pipeline/finish/html-tree.ts";
import { fileOf } from "../pipeline/content/pages.ts";

/**
 * A throwaway certificate for localhost. Every static host serves HTTP/2 over
 * TLS, and Lighthouse's simulation charges each extra HTTP/1.1 connection a
 * handshake, so a plain local server would measure a page load no visitor gets.
 */
async function localhostCertificate(): Promise<{ key: Buffer; cert: Buffer }> {
  const folder = await mkdtemp(join(tmpdir(), "bench-tls-"));
  const [key, cert] = [join(folder, "key.pem"), join(folder, "cert.pem")];
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=localhost",
      ].concat(["-keyout", key, "-out", cert]),
      { stdio: "ignore" },
    );
    return { key: await readFile(key), cert: await readFile(cert) };
  } catch (error) {
    throw new Error("npm run bench needs openssl to serve HTTPS (apt-get install -y openssl)", {
      cause: error,
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A bare page: 4 KB of plain text, then `rest`, gzipped once. */
const barePage = (title: string, rest = "") =>
  gzipSync(
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><p>${"A line of plain text with nothing else on the page. ".repeat(80)}</p>${rest}</body></html>`,
  );

/**
 * The reference beside the goals: a bare page with nothing else to fetch,
 * served by the same server. Lighthouse charges any first request DNS, TCP and
 * TLS set-up before a byte arrives, so no page can paint sooner.
 */
export const FLOOR_PATH = "/__bench-floor";
/**
 * The reference for interactions: a bare page whose one button changes one
 * word, served the same way. No click can be answered with a paint sooner
 * than this on the same machine, whatever the page does.
 */
export const INTERACTION_FLOOR_PATH = "/__bench-interaction-floor";
/**
 * The reference for the writing index's search: a bare page whose search box
 * answers each key by saying how many letters it holds, with no list at all.
 * No search can show its results sooner than this page shows its line.
 */
export const SEARCH_FLOOR_PATH = "/__bench-search-floor";
const FLOOR_PAGES: Record<string, Buffer> = {
  [FLOOR_PATH]: barePage("Floor"),
  [INTERACTION_FLOOR_PATH]: barePage(
    "Interaction floor",
    `<button type="button" id="floor-button" aria-pressed="false">Off</button><script>const button = document.getElementById("floor-button"); button.addEventListener("click", () => { const on = button.ariaPressed !== "true"; button.ariaPressed = String(on); button.textContent = on ? "On" : "Off"; });</script>`,
  ),
  [SEARCH_FLOOR_PATH]: barePage(
    "Search floor",
    `<main><search><input type="search" id="post-search" aria-label="Search"><p role="status"></p></search></main><script>const status = document.querySelector("[role=status]"); document.getElementById("post-search").addEventListener("input", (event) => { status.textContent = event.target.value.length + " letters"; }); document.documentElement.setAttribute("data-hydrated", "");</script>`,
  ),
};

/** Where a bare page as heavy as `gzipBytes`, gzipped, is served: see sameSizeFloorPath. */
const SAME_SIZE_FLOOR_PREFIX = "/__bench-floor-gzip-";

/**
 * The reference for a page that must send more than the 4 KB floor: a bare
 * page of plain text weighing `gzipBytes` gzipped, as a page of that size
 * takes the round trips its bytes take and no page of that size can paint sooner.
 */
export const sameSizeFloorPath = (gzipBytes: number) => `${SAME_SIZE_FLOOR_PREFIX}${gzipBytes}`;

/** A bare page of words in an order of their own, grown until it weighs `gzipBytes` gzipped. */
function sameSizePage(gzipBytes: number): Buffer {
  const words =
    "the page paints text with nothing else to fetch while a visitor waits on a slow phone network for each round trip".split(
      " ",
    );
  let seed = gzipBytes;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const paragraphs: string[] = [];
  let page = barePage("Same-size floor");
  while (page.length < gzipBytes) {
    paragraphs.push(
      Array.from({ length: 40 }, () => words[Math.floor(random() * words.length)]).join(" "),
    );
    page = barePage("Same-size floor", paragraphs.map((text) => `<p>${text}</p>`).join(""));
  }
  return page;
}
const sameSizePages = new Map<number, Buffer>();

/** Where the bare copy of one of the site's pages is served: see bareCopyPath. */
const BARE_COPY_PREFIX = "/__bench-bare";

/**
 * The reference for a change of page: the page at `path` (under the base
 * path) as its HTML alone, with its stylesheet and without a script or the
 * Content-Security-Policy, so that the bench can prerender it or swap it in
 * with scripts of its own. No framework can show that page sooner.
 */
export const bareCopyPath = (path: string) => `${BARE_COPY_PREFIX}${path}`;

/** The bare copy of the page `client` publishes at `path`, gzipped. */
async function bareCopy(client: string, basePath: string, path: string): Promise<Buffer> {
  const page = `/${path.slice(basePath.length).replace(/\/$/, "")}`;
  const tree = parsePage(await readFile(join(client, fileOf(page)), "utf8"));
  for (const node of selectAll(
    'script, link[rel="modulepreload"], meta[http-equiv="Content-Security-Policy"]',
    tree,
  )) {
    remove(tree, node);
  }
  for (const stylesheet of selectAll('link[rel="stylesheet"]', tree)) {
    delete stylesheet.properties.disabled;
  }
  return gzipSync(serializePage(tree));
}

let certificate: Promise<{ key: Buffer; cert: Buffer }> | undefined;

/**
 * Whether a request is a page's HTML asked for by a speculation rule (a
 * prefetch, or a prerender's document). The browser makes it itself, where
 * the emulated network of the tab that asked does not reach, so it would
 * arrive at once: a prerender started late would pay nothing for its HTML.
 */
export function isSpeculativeDocument(headers: IncomingHttpHeaders): boolean {
  return (
    String(headers["sec-purpose"] ?? "").includes("prefetch") &&
    headers["sec-fetch-dest"] === "document"
  );
}

/** The bytes a `write(chunk, encoding?)` or `end(chunk, encoding?)` call sends, if any. */
function bodyOf([chunk, encoding]: unknown[]): Buffer {
  if (typeof chunk === "string") {
    return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  }
  return chunk instanceof Uint8Array ? Buffer.from(chunk) : Buffer.alloc(0);
}

/** How much of a body slow 4G lets through at a time: one TCP segment. */
const SEGMENT_BYTES = 1460;

/**
 * A response's `write` and `end` that send its body as slow 4G would: its
 * first segment a round trip and that segment's time at the bandwidth after
 * the request, and each next one as the bandwidth lets it through; the end,
 * and any callback given, once all of it is sent.
 */
export function heldAsSlow4G(
  write: (...args: unknown[]) => boolean,
  end: (...args: unknown[]) => unknown,
): [(...args: unknown[]) => boolean, (...args: unknown[]) => unknown] {
  const asked = performance.now();
  let sentBytes = 0;
  /** When the last segment so far arrives: the response ends then at the soonest. */
  let lastArrival = asked + SLOW_4G_IN_BROWSER.latency;
  // A segment written after its time goes at once (Node warns of a negative delay).
  const at = (time: number, run: () => void) =>
    setTimeout(run, Math.max(0, time - performance.now()));
  /** Schedules the call's segments; returns the callback it was given, if any. */
  const send = (args: unknown[]) => {
    const body = bodyOf(args);
    for (let start = 0; start < body.byteLength; start += SEGMENT_BYTES) {
      const segment = body.subarray(start, start + SEGMENT_BYTES);
      sentBytes += segment.byteLength;
      lastArrival =
        asked + SLOW_4G_IN_BROWSER.latency + (sentBytes / SLOW_4G_IN_BROWSER.download) * 1000;
      at(lastArrival, () => write(segment));
    }
    return args.find((arg) => typeof arg === "function") as (() => void) | undefined;
  };
  return [
    (...args) => {
      const callback = send(args);
      if (callback) at(lastArrival, callback);
      return true;
    },
    (...args) => {
      const callback = send(args);
      at(lastArrival, () => end(...(callback ? [callback] : [])));
      return undefined;
    },
  ];
}

/**
 * The flag that has Chromium trust the bench's certificate as a real host's.
 * `--ignore-certificate-errors` would let the page load too, but marks every
 * response with a certificate error, and Chromium keeps no such response in
 * its HTTP cache: each page (and each prerender) would download the
 * stylesheet, font and scripts again, as no visitor's browser does.
 */
export async function trustCertificateFlag(): Promise<string> {
  certificate ??= localhostCertificate();
  const publicKey = new X509Certificate((await certificate).cert).publicKey;
  const hash = createHash("sha256").update(publicKey.export({ type: "spki", format: "der" }));
  return `--ignore-certificate-errors-spki-list=${hash.digest("base64")}`;
}
/**
 * Serves `client`, published under `basePath`, as a static host does, and the
 * floor pages, over HTTP/2 and TLS.
 */
export async function serveOverTls(client: string, basePath: string) {
  certificate ??= localhostCertificate();
  const servePage = staticHandler(client, { basePath });
  // Each page's bare copy is made once: every run of every way asks for it.
  const bareCopies = new Map<string, Promise<Buffer>>();
  // The bytes of every response body sent, as they went on the wire (gzip):
  // what a page view cost, read on this side because a prerendered page's
  // requests are seen by no DevTools session that leaves prerendering on.
  const served = { bytes: 0 };
  const server = createSecureServer(
    { ...(await certificate), allowHTTP1: true },
    (request, response) => {
      let write = response.write.bind(response) as (...args: unknown[]) => boolean;
      let end = response.end.bind(response) as (...args: unknown[]) => unknown;
      if (isSpeculativeDocument(request.headers)) [write, end] = heldAsSlow4G(write, end);
      response.write = ((...args: unknown[]) => {
        served.bytes += bodyOf(args).byteLength;
        return write(...args);
      }) as typeof response.write;
      response.end = ((...args: unknown[]) => {
        // Its body through `write`, where it is counted once: Node's own
        // `end` writes it with `write` as well.
        const body = bodyOf(args);
        if (body.byteLength > 0) response.write(body);
        return end(...args.filter((arg) => typeof arg === "function"));
      }) as typeof response.end;
      const url = request.url ?? "";
      const sameSize = url.startsWith(SAME_SIZE_FLOOR_PREFIX)
        ? Number(url.slice(SAME_SIZE_FLOOR_PREFIX.length))
        : NaN;
      if (Number.isInteger(sameSize) && !sameSizePages.has(sameSize)) {
        sameSizePages.set(sameSize, sameSizePage(sameSize));
      }
      if (url.startsWith(BARE_COPY_PREFIX) && !bareCopies.has(url)) {
        bareCopies.set(url, bareCopy(client, basePath, url.slice(BARE_COPY_PREFIX.length)));
      }
      const floor = bareCopies.get(url) ?? FLOOR_PAGES[url] ?? sameSizePages.get(sameSize);
      if (!floor) return servePage(request, response);
      void Promise.resolve(floor).then(
        (body) => {
          response.setHeader("Content-Type", "text/html; charset=utf-8");
          response.setHeader("Content-Encoding", "gzip");
          response.end(body);
        },
        () => {
          response.statusCode = 404;
          response.end();
        },
      );
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    server,
    served,
    origin: `https://localhost:${(server.address() as AddressInfo).port}`,
  };
}
