/**
 * How each static host the README names answers an address, given the files
 * published: with a file, with a redirect, or not at all (its 404.html). Each
 * rule is what the host does with `name.html`, `name/index.html` or both, with
 * and without a trailing slash or `.html` (tools/host-addresses.test.ts holds
 * the table); Vercel's is the one vercel.json asks for (cleanUrls, no
 * trailing slash: pipeline/finish/security-headers.ts). tools/serve.ts serves a
 * build through one of them.
 */

export const HOSTS = ["github-pages", "netlify", "cloudflare-pages", "vercel"] as const;
export type Host = (typeof HOSTS)[number];

/** A file to send (relative to the site's root), a path to redirect to, or nothing. */
export type HostAnswer =
  { file: string; status: 200 } | { redirect: string; status: 301 | 308 } | { status: 404 };

const MISSING = { status: 404 } as const;

/**
 * What `host` answers for `path` (decoded, from the site's root: "/", "/resume",
 * "/writing/"), where `isFile` says whether a file of that path is published.
 */
export function hostAnswer(
  host: Host,
  path: string,
  isFile: (file: string) => boolean,
): HostAnswer {
  const has = (file: string) => isFile(file.replace(/^\//, ""));
  const send = (file: string) => ({ file: file.replace(/^\//, ""), status: 200 }) as const;
  const withSlash = path.endsWith("/");
  const bare = withSlash ? path.replace(/\/+$/, "") : path;

  if (host === "github-pages") {
    // Never a redirect but a folder's, to its address with the slash.
    if (withSlash) return has(`${path}index.html`) ? send(`${path}index.html`) : MISSING;
    if (has(path)) return send(path);
    if (has(`${path}.html`)) return send(`${path}.html`);
    if (has(`${path}/index.html`)) return { redirect: `${path}/`, status: 301 };
    return MISSING;
  }
  if (host === "netlify") {
    // As GitHub Pages, but a page's file comes before its folder: /name/ is sent to /name where name.html exists.
    if (withSlash && bare !== "" && has(`${bare}.html`)) return { redirect: bare, status: 301 };
    return hostAnswer("github-pages", path, isFile);
  }
  if (host === "cloudflare-pages") {
    // Never .html in an address: /name.html and /name/index.html are sent to /name and /name/.
    if (path.endsWith("/index.html") && has(path)) {
      return { redirect: path.slice(0, -"index.html".length), status: 308 };
    }
    if (path.endsWith(".html") && has(path)) {
      return { redirect: path.slice(0, -".html".length), status: 308 };
    }
    if (withSlash) {
      if (has(`${path}index.html`)) return send(`${path}index.html`);
      return bare !== "" && has(`${bare}.html`) ? { redirect: bare, status: 308 } : MISSING;
    }
    if (has(path)) return send(path);
    if (has(`${path}.html`)) return send(`${path}.html`);
    if (has(`${path}/index.html`)) return { redirect: `${path}/`, status: 308 };
    return MISSING;
  }
  // Vercel, with cleanUrls and trailingSlash false: one address per file, without .html or a slash.
  if (path.endsWith(".html") && has(path)) {
    return { redirect: path.replace(/(\/index)?\.html$/, "") || "/", status: 308 };
  }
  if (withSlash && path !== "/") return { redirect: bare, status: 308 };
  if (path === "/") return has("/index.html") ? send("/index.html") : MISSING;
  if (has(path)) return send(path);
  if (has(`${path}.html`)) return send(`${path}.html`);
  if (has(`${path}/index.html`)) return send(`${path}/index.html`);
  return MISSING;
}
