// A proxy in front of the served fixture site for the WebKit suite. Classic
// WebDriver has neither the console nor an init script, so each HTML page gets
// one script first in its <head>, PROBE_PATH, which records in the tab's
// sessionStorage every script error, console error or warning and CSP
// violation for the test to read (see problems() in ./webkit.ts). The script is
// same-origin, which the pages' script-src 'self' admits; every other byte and
// header passes through as the host sent it.
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import { defaultTreeAdapter, parse, serialize } from "parse5";

const PROBE_PATH = "/__probe.js";

/** Where the probe keeps what it saw, in sessionStorage. */
export const PROBE_KEY = "probe:problems";

const PROBE_SCRIPT = `(() => {
  // Present, even empty, from the first page on: a page the probe missed is told apart from a clean one.
  if (sessionStorage.getItem(${JSON.stringify(PROBE_KEY)}) === null) {
    sessionStorage.setItem(${JSON.stringify(PROBE_KEY)}, "[]");
  }
  const record = (text) => {
    const list = JSON.parse(sessionStorage.getItem(${JSON.stringify(PROBE_KEY)}) ?? "[]");
    list.push(location.pathname + ": " + text);
    sessionStorage.setItem(${JSON.stringify(PROBE_KEY)}, JSON.stringify(list));
  };
  addEventListener("error", (event) => record("error: " + event.message));
  addEventListener("unhandledrejection", (event) => record("unhandled rejection: " + event.reason));
  document.addEventListener("securitypolicyviolation", (event) =>
    record("CSP refused " + (event.blockedURI || "inline") + " by " + event.violatedDirective),
  );
  for (const level of ["error", "warn"]) {
    const original = console[level];
    console[level] = (...args) => {
      record("console." + level + ": " + args.map(String).join(" "));
      original.apply(console, args);
    };
  }
})();
`;

/** The page with the probe's <script> as the first element of its <head>. */
export function withProbe(html: string, scriptUrl: string): string {
  const document = parse(html);
  const root = document.childNodes.find((node) => node.nodeName === "html");
  const head = root && "childNodes" in root && root.childNodes.find((n) => n.nodeName === "head");
  if (!head || !("childNodes" in head)) throw new Error("The page has no <head> for the probe.");
  const script = defaultTreeAdapter.createElement("script", head.namespaceURI, [
    { name: "src", value: scriptUrl },
  ]);
  defaultTreeAdapter.insertBefore(head, script, head.childNodes[0]!);
  return serialize(document);
}

/** Headers the proxy recomputes: fetch() has already decoded the body. */
const DROPPED = new Set(["content-length", "content-encoding", "transfer-encoding", "connection"]);

export function createProbeProxy(upstream: string) {
  const origin = new URL(upstream).origin;
  return createServer(async (request, response) => {
    const url = new URL(request.url!, upstream);
    // Only the served site passes, never an address on another host.
    if (url.origin !== origin) {
      response.writeHead(400);
      return response.end();
    }
    if (url.pathname === PROBE_PATH) {
      response.writeHead(200, { "content-type": "text/javascript; charset=utf-8" });
      return response.end(PROBE_SCRIPT);
    }
    let answer: Response;
    try {
      answer = await fetch(url, { method: request.method, redirect: "manual" });
    } catch (error) {
      response.writeHead(502, { "content-type": "text/plain; charset=utf-8" });
      return response.end(`The served site did not answer: ${String(error)}\n`);
    }
    const headers = Object.fromEntries(
      [...answer.headers].filter(([name]) => !DROPPED.has(name.toLowerCase())),
    );
    response.writeHead(answer.status, headers);
    if ((answer.headers.get("content-type") ?? "").startsWith("text/html")) {
      return response.end(withProbe(await answer.text(), PROBE_PATH));
    }
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { port: { type: "string" }, upstream: { type: "string" } },
  });
  createProbeProxy(values.upstream!).listen(Number(values.port), "127.0.0.1", () => {
    console.log(`Probing ${values.upstream} at http://localhost:${values.port}/`);
  });
}
