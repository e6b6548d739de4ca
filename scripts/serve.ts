// Serves build/client/ the way a static host does: files as they are, a
// folder's index.html, gzip for text, long caching for hashed assets only, and
// 404.html with status 404 for any path that has no file.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Http2ServerRequest, Http2ServerResponse } from "node:http2";
import { extname, join, normalize, resolve } from "node:path";
import { parseArgs } from "node:util";
import { createGzip } from "node:zlib";

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

/** The file a URL path names, trying path, path/index.html and path.html. */
async function findFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const relative = normalize(decoded).replace(/^(\.\.[/\\])+/, "");
  const base = join(root, relative);
  if (!base.startsWith(root)) return null;
  for (const candidate of [base, join(base, "index.html"), `${base}.html`]) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

/** The request handler of a static host over `root`; it works under node:http and node:http2 alike. */
export function staticHandler(root: string) {
  const absoluteRoot = resolve(root);
  return async (
    request: IncomingMessage | Http2ServerRequest,
    response: ServerResponse | Http2ServerResponse,
  ) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    let status = 200;
    let file: string | null = await findFile(absoluteRoot, url.pathname);
    if (!file) {
      status = 404;
      file = join(absoluteRoot, "404.html");
    }
    const extension = extname(file);
    response.statusCode = status;
    response.setHeader("Content-Type", TYPES[extension] ?? "application/octet-stream");
    response.setHeader(
      "Cache-Control",
      url.pathname.startsWith("/assets/") && status === 200
        ? "public, max-age=31536000, immutable"
        : "no-cache",
    );
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

export function createStaticServer(root: string) {
  return createServer(staticHandler(root));
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: process.env.PORT ?? "4173" },
      root: { type: "string", default: "build/client" },
    },
  });
  const server = createStaticServer(values.root);
  server.listen(Number(values.port), "127.0.0.1", () => {
    console.log(`Serving ${values.root} at http://localhost:${values.port}/ (Ctrl+C to stop)`);
  });
}
