// Serves build/client/ the way a static host does: files as they are, each
// address answered as the host chosen with --host answers it
// (tools/host-addresses.ts; GitHub Pages unless told: /resume from resume.html,
// /writing/ from writing/index.html, a folder's address without its slash
// redirected to it), gzip for text, the response headers the build wrote to
// _headers (as Netlify and Cloudflare Pages apply them, and Vercel the same
// rules from vercel.json; --no-headers for GitHub Pages, which sends none),
// and 404.html with status 404 for any address the host has no file for. With
// --base /portfolio/ it serves the site below that path, as GitHub Pages
// serves a project site. sirv finds and sends the files; this module adds
// what a host does around them.
import { existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from "node:http";
import type { Http2ServerRequest, Http2ServerResponse } from "node:http2";
import { join, resolve, sep } from "node:path";
import { PassThrough } from "node:stream";
import { parseArgs } from "node:util";
import { createGzip } from "node:zlib";
import sirv from "sirv";
import { thisContent } from "../pipeline/content/store.ts";
import { basePathOf } from "../app/lib/site-url.ts";
import { headersFor, parseHeadersFile } from "../pipeline/finish/security-headers.ts";
import { type Host, hostAnswer, HOSTS } from "./host-addresses.ts";

/** The owner's content, which the built site was made from. */
const { site } = await thisContent();

/** Text types, sent with their charset: every text file of a build is UTF-8. */
const UTF8_TYPES = new Set([
  "text/html",
  "text/css",
  "text/javascript",
  "text/plain",
  "application/json",
  "application/xml",
]);
const COMPRESSIBLE_TYPES = new Set([...UTF8_TYPES, "image/svg+xml", "application/manifest+json"]);
/**
 * The types static hosts give files that sirv's table (mrmime) names otherwise
 * or not at all: the feed and sitemap as application/xml
 * (tests/e2e/writing.spec.ts), React Router's .data files as bytes.
 */
const HOST_TYPES: Record<string, string> = {
  "text/xml": "application/xml",
  "": "application/octet-stream",
};

type Request = IncomingMessage | Http2ServerRequest;
type Response = ServerResponse | Http2ServerResponse;

/** Whether `file`, a path below `root`, is a published file. */
const isFileIn = (root: string) => (file: string) => {
  const path = join(root, file);
  return path.startsWith(`${root}${sep}`) && existsSync(path) && statSync(path).isFile();
};

async function readHeaderRules(root: string) {
  try {
    return parseHeadersFile(await readFile(join(root, "_headers"), "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/**
 * What sirv sends a file into: it names the headers and pipes the bytes in;
 * they reach `response` with `status`, the host's name for the type, and
 * gzipped where the file is text and the client takes gzip.
 */
function hostResponse(request: Request, response: Response, status: number) {
  const body = new PassThrough();
  const forward = (headers: OutgoingHttpHeaders) => {
    const named = String(headers["Content-Type"] ?? "").split(";")[0]!;
    const type = HOST_TYPES[named] ?? named;
    const isGzipped =
      COMPRESSIBLE_TYPES.has(type) && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
    const { "Content-Length": length, ...rest } = headers;
    response.statusCode = status;
    for (const [name, value] of Object.entries(rest)) response.setHeader(name, value!);
    response.setHeader("Content-Type", UTF8_TYPES.has(type) ? `${type}; charset=utf-8` : type);
    if (isGzipped) response.setHeader("Content-Encoding", "gzip");
    else response.setHeader("Content-Length", length!);
    if (request.method === "HEAD") {
      body.resume();
      response.end();
    } else {
      (isGzipped ? body.pipe(createGzip()) : body).pipe(response);
    }
    return body;
  };
  // sirv writes to a node:http response: besides piping the body in, it only
  // reads the headers already set and writes its own, so forwarding those two
  // calls serves node:http2 as well.
  return Object.assign(body, {
    getHeader: (name: string) => response.getHeader(name),
    writeHead: (_status: number, headers: OutgoingHttpHeaders) => forward(headers),
  }) as unknown as ServerResponse;
}

/** How the host serves: below which path, answering addresses as which host, and whether it applies `_headers`. */
export interface HostOptions {
  basePath?: string;
  host?: Host;
  /** False for a host that sends no headers of its own, such as GitHub Pages. */
  appliesHeadersFile?: boolean;
}

/**
 * The request handler of a static host over `root`; it works under node:http
 * and node:http2 alike.
 */
export function staticHandler(
  root: string,
  { basePath = "/", host = "github-pages", appliesHeadersFile = true }: HostOptions = {},
) {
  const absoluteRoot = resolve(root);
  const sendFile = sirv(absoluteRoot, {
    // Looks each request up on disk rather than listing the folder once, so a
    // server Playwright reuses (playwright.config.ts) serves the newest build.
    dev: true,
    // The file is the one the host's rules chose; sirv adds no guess of its own.
    extensions: [],
  });
  return async (request: Request, response: Response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (`${url.pathname}/` === basePath) {
      response.statusCode = 301;
      response.setHeader("Location", basePath);
      return response.end();
    }
    if (!url.pathname.startsWith(basePath)) {
      response.statusCode = 404;
      response.setHeader("Content-Type", "text/plain; charset=utf-8");
      return response.end(`Not found: this server publishes the site at ${basePath}\n`);
    }
    const path = url.pathname.slice(basePath.length - 1);
    let decoded: string | undefined;
    try {
      decoded = decodeURI(path);
    } catch {
      // A malformed address names no file.
    }
    const answer = decoded ? hostAnswer(host, decoded, isFileIn(absoluteRoot)) : { status: 404 };
    if ("redirect" in answer) {
      response.statusCode = answer.status;
      response.setHeader(
        "Location",
        `${basePath.slice(0, -1)}${encodeURI(answer.redirect)}${url.search}`,
      );
      return response.end();
    }
    // sirv's headers yield to those already set: the rules of _headers win.
    response.setHeader("Cache-Control", "no-cache");
    const headerRules = appliesHeadersFile ? await readHeaderRules(absoluteRoot) : [];
    for (const [name, value] of headersFor(headerRules, url.pathname)) {
      response.setHeader(name, value);
    }
    response.setHeader("Vary", "Accept-Encoding");
    // Every answer is the whole file, as before: a gzipped body has no byte ranges.
    delete request.headers.range;
    const file = request as IncomingMessage;
    const sendNotFound = () => {
      file.url = "/404.html";
      sendFile(file, hostResponse(request, response, 404), () => {
        response.statusCode = 404;
        response.end();
      });
    };
    if (!("file" in answer)) return sendNotFound();
    file.url = encodeURI(`/${answer.file}`);
    sendFile(file, hostResponse(request, response, 200), sendNotFound);
  };
}

export function createStaticServer(root: string, options: HostOptions = {}) {
  return createServer(staticHandler(root, options));
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: process.env.PORT ?? "4173" },
      root: { type: "string", default: "build/client" },
      // Where the build is published: the path of seo.siteUrl, unless told otherwise.
      base: { type: "string", default: basePathOf(site.seo.siteUrl) },
      host: { type: "string", default: "github-pages" },
      "no-headers": { type: "boolean", default: false },
    },
  });
  if (!(HOSTS as readonly string[]).includes(values.host)) {
    throw new Error(`--host ${values.host}: it is one of ${HOSTS.join(", ")}`);
  }
  const server = createStaticServer(values.root, {
    basePath: values.base,
    host: values.host as Host,
    appliesHeadersFile: !values["no-headers"],
  });
  server.listen(Number(values.port), "127.0.0.1", () => {
    console.log(
      `Serving ${values.root} at http://localhost:${values.port}${values.base} (Ctrl+C to stop)`,
    );
  });
}
