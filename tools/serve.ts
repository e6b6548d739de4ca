// Serves build/client/ the way a static host (GitHub Pages) does: files as they
// are, /resume from resume.html, a folder's index.html at its address with a
// trailing slash (the address without one is redirected there), gzip for text,
// the response headers the build wrote to _headers (as Netlify and Cloudflare
// Pages apply them), and 404.html with status 404 for any path that has no
// file. With --base /portfolio/ it serves the site below that path, as GitHub
// Pages serves a project site.
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Http2ServerRequest, Http2ServerResponse } from "node:http2";
import { extname, join, normalize, resolve } from "node:path";
import { parseArgs } from "node:util";
import { createGzip } from "node:zlib";
import { site } from "../pipeline/content/content-set.ts";
import { basePathOf } from "../app/lib/site-url.ts";
import { headersFor, parseHeadersFile } from "../pipeline/finish/security-headers.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
  ".webmanifest": "application/manifest+json",
};
const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".txt",
  ".xml",
  ".svg",
  ".webmanifest",
]);

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * What a URL path names, resolved as GitHub Pages resolves it: the file itself,
 * else path.html, else a folder's index.html, which only the address with a
 * trailing slash reaches: the address without one is redirected to it.
 */
async function resolvePath(
  root: string,
  urlPath: string,
): Promise<{ file: string } | { redirect: string } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const relative = normalize(decoded).replace(/^(\.\.[/\\])+/, "");
  const base = join(root, relative);
  if (!base.startsWith(root)) return null;
  const isFolder = urlPath.endsWith("/");
  if (await isFile(base)) return { file: base };
  if (!isFolder && (await isFile(`${base}.html`))) return { file: `${base}.html` };
  if (await isFile(join(base, "index.html"))) {
    return isFolder ? { file: join(base, "index.html") } : { redirect: `${urlPath}/` };
  }
  return null;
}

async function readHeaderRules(root: string) {
  try {
    return parseHeadersFile(await readFile(join(root, "_headers"), "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** How the host serves: below which path, and whether it applies `_headers`. */
export interface HostOptions {
  basePath?: string;
  /** False for a host that sends no headers of its own, such as GitHub Pages. */
  appliesHeadersFile?: boolean;
}

/**
 * The request handler of a static host over `root`; it works under node:http
 * and node:http2 alike.
 */
export function staticHandler(
  root: string,
  { basePath = "/", appliesHeadersFile = true }: HostOptions = {},
) {
  const absoluteRoot = resolve(root);
  return async (
    request: IncomingMessage | Http2ServerRequest,
    response: ServerResponse | Http2ServerResponse,
  ) => {
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
    const found = await resolvePath(absoluteRoot, url.pathname.slice(basePath.length - 1));
    if (found && "redirect" in found) {
      response.statusCode = 301;
      response.setHeader("Location", `${basePath.slice(0, -1)}${found.redirect}${url.search}`);
      return response.end();
    }
    const status = found ? 200 : 404;
    const file = found ? found.file : join(absoluteRoot, "404.html");
    const extension = extname(file);
    response.statusCode = status;
    response.setHeader("Content-Type", TYPES[extension] ?? "application/octet-stream");
    response.setHeader("Cache-Control", "no-cache");
    const headerRules = appliesHeadersFile ? await readHeaderRules(absoluteRoot) : [];
    for (const [name, value] of headersFor(headerRules, url.pathname)) {
      response.setHeader(name, value);
    }
    response.setHeader("Vary", "Accept-Encoding");
    if (request.method === "HEAD") return response.end();
    const stream = createReadStream(file);
    if (COMPRESSIBLE.has(extension) && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) {
      response.setHeader("Content-Encoding", "gzip");
      stream.pipe(createGzip()).pipe(response);
    } else {
      response.setHeader("Content-Length", (await stat(file)).size);
      stream.pipe(response);
    }
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
      "no-headers": { type: "boolean", default: false },
    },
  });
  const server = createStaticServer(values.root, {
    basePath: values.base,
    appliesHeadersFile: !values["no-headers"],
  });
  server.listen(Number(values.port), "127.0.0.1", () => {
    console.log(
      `Serving ${values.root} at http://localhost:${values.port}${values.base} (Ctrl+C to stop)`,
    );
  });
}
