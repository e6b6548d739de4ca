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

/** An address as the rules read it. */
interface Address {
  /** As asked, decoded, from the site's root: "/", "/resume", "/writing/", "/resume.html". */
  path: string;
  /** Without its trailing slashes: "/writing" for "/writing/", "" for "/". */
  bare: string;
}

/**
 * One thing a host does: for an address `of` a form, where `file` is
 * published (whatever is, when it names none), it sends that file, redirects,
 * or answers 404. A host tries its rules in order; where none applies, 404.
 */
interface Rule {
  of: (address: Address) => boolean;
  file?: (address: Address) => string;
  answer: "send" | 404 | { redirect: (address: Address) => string; status: 301 | 308 };
}

// The forms of an address.
const ANY = () => true;
const ROOT = ({ path }: Address) => path === "/";
const WITH_SLASH = ({ path }: Address) => path.endsWith("/");
const SLASH_BUT_ROOT = ({ path }: Address) => path.endsWith("/") && path !== "/";
const NAME_WITH_SLASH = ({ path, bare }: Address) => path.endsWith("/") && bare !== "";
const DOT_HTML = ({ path }: Address) => path.endsWith(".html");
const INDEX_HTML = ({ path }: Address) => path.endsWith("/index.html");

// The files an address may name, for /name (or /name/ where it says so).
const ITSELF = ({ path }: Address) => path;
const NAME_HTML = ({ path }: Address) => `${path}.html`;
const NAME_INDEX_HTML = ({ path }: Address) => `${path}/index.html`;
/** name/index.html for /name/, index.html for /. */
const SLASH_INDEX_HTML = ({ path }: Address) => `${path}index.html`;
/** name.html for /name/. */
const BARE_HTML = ({ bare }: Address) => `${bare}.html`;

const GITHUB_PAGES: Rule[] = [
  // Never a redirect but a folder's, to its address with the slash.
  { of: WITH_SLASH, file: SLASH_INDEX_HTML, answer: "send" },
  { of: WITH_SLASH, answer: 404 },
  { of: ANY, file: ITSELF, answer: "send" },
  { of: ANY, file: NAME_HTML, answer: "send" },
  { of: ANY, file: NAME_INDEX_HTML, answer: { redirect: ({ path }) => `${path}/`, status: 301 } },
];

const RULES: Record<Host, Rule[]> = {
  "github-pages": GITHUB_PAGES,
  netlify: [
    // As GitHub Pages, but a page's file comes before its folder: /name/ is sent to /name where name.html exists.
    { of: NAME_WITH_SLASH, file: BARE_HTML, answer: { redirect: ({ bare }) => bare, status: 301 } },
    ...GITHUB_PAGES,
  ],
  "cloudflare-pages": [
    // Never .html in an address: /name.html and /name/index.html are sent to /name and /name/.
    {
      of: INDEX_HTML,
      file: ITSELF,
      answer: { redirect: ({ path }) => path.slice(0, -"index.html".length), status: 308 },
    },
    {
      of: DOT_HTML,
      file: ITSELF,
      answer: { redirect: ({ path }) => path.slice(0, -".html".length), status: 308 },
    },
    { of: WITH_SLASH, file: SLASH_INDEX_HTML, answer: "send" },
    { of: NAME_WITH_SLASH, file: BARE_HTML, answer: { redirect: ({ bare }) => bare, status: 308 } },
    { of: WITH_SLASH, answer: 404 },
    { of: ANY, file: ITSELF, answer: "send" },
    { of: ANY, file: NAME_HTML, answer: "send" },
    { of: ANY, file: NAME_INDEX_HTML, answer: { redirect: ({ path }) => `${path}/`, status: 308 } },
  ],
  // With cleanUrls and trailingSlash false: one address per file, without .html or a slash.
  vercel: [
    {
      of: DOT_HTML,
      file: ITSELF,
      answer: {
        redirect: ({ path }) => path.replace(/(\/index)?\.html$/, "") || "/",
        status: 308,
      },
    },
    { of: SLASH_BUT_ROOT, answer: { redirect: ({ bare }) => bare, status: 308 } },
    { of: ROOT, file: SLASH_INDEX_HTML, answer: "send" },
    { of: ROOT, answer: 404 },
    { of: ANY, file: ITSELF, answer: "send" },
    { of: ANY, file: NAME_HTML, answer: "send" },
    { of: ANY, file: NAME_INDEX_HTML, answer: "send" },
  ],
};

/**
 * What `host` answers for `path` (decoded, from the site's root: "/", "/resume",
 * "/writing/"), where `isFile` says whether a file of that path is published.
 */
export function hostAnswer(
  host: Host,
  path: string,
  isFile: (file: string) => boolean,
): HostAnswer {
  const address = { path, bare: path.replace(/\/+$/, "") };
  for (const { of, file, answer } of RULES[host]) {
    if (!of(address)) continue;
    const published = file?.(address).replace(/^\//, "");
    if (published !== undefined && !isFile(published)) continue;
    if (answer === 404) return { status: 404 };
    if (answer === "send") return { file: published!, status: 200 };
    return { redirect: answer.redirect(address), status: answer.status };
  }
  return { status: 404 };
}
