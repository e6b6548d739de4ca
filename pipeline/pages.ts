/**
 * The site's pages, read from the one route table, app/routes.ts: the build
 * prerenders exactly these, and the sitemap, the benchmark, the screenshots and
 * the tests take their pages from here, so a route added to the table is
 * published, listed and measured without touching any other list.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../app/routes.ts";

/**
 * Where the catch-all route is prerendered: a path no page uses. It is
 * published as 404.html, which static hosts serve for any missing address, and
 * hydrates into the same route whatever that address is.
 */
const NOT_FOUND_PRERENDER_PATH = "/404";

export interface SitePage {
  /** The address below the base path React Router prerenders it at: "/", "/resume", "/404". */
  path: string;
  /** The file it is published as in build/client/: "index.html", "resume.html", "404.html". */
  file: string;
  /** A name for it, unique among the pages, from its address: "home", "resume", "not-found". */
  name: string;
  /** Whether it answers missing addresses; it is then kept out of the sitemap. */
  isNotFound: boolean;
  /**
   * The route module that lays it out, from app/: its own ("routes/home.tsx"),
   * or its layout's for a page inside one (every post is "routes/post.tsx").
   */
  template: string;
}

/**
 * Each page in build/client/ is one file named after its address, never a
 * folder's index.html: hosts answer /resume from resume.html directly, but
 * redirect it to /resume/ when only resume/index.html exists.
 */
const fileOf = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}.html`);
const nameOf = (path: string) => (path === "/" ? "home" : path.slice(1).replaceAll("/", "-"));
const hasParameters = (path: string) => /(^|\/)[:*]/.test(path);

/**
 * The pages a route table describes, as React Router reads it for
 * prerendering: "/", and every route with a path of its own, in table order;
 * the top-level catch-all route is the not-found page. `routeTable` is
 * app/routes.ts's unless given.
 */
export function sitePages(routeTable: readonly RouteConfigEntry[] = routes): SitePage[] {
  const home = routeTable.find((route) => route.index);
  const found: Array<{ path: string; template: string }> = [
    { path: "/", template: home?.file ?? "root.tsx" },
  ];
  let notFound: SitePage | undefined;
  const visit = (entries: readonly RouteConfigEntry[], prefix: string, layout?: string) => {
    for (const route of entries) {
      const path = route.path === undefined ? prefix : `${prefix}/${route.path}`;
      const template = layout ?? route.file;
      if (route.path === "*" && prefix === "") {
        notFound = {
          path: NOT_FOUND_PRERENDER_PATH,
          file: "404.html",
          name: "not-found",
          isNotFound: true,
          template,
        };
      } else if (route.path !== undefined && hasParameters(route.path)) {
        throw new Error(
          `app/routes.ts: ${route.file} has a path with parameters (${path}), whose pages cannot be listed yet`,
        );
      } else if (route.path !== undefined) {
        found.push({ path: path.replace(/\/+/g, "/").replace(/(.)\/$/, "$1"), template });
      }
      // A route with children lays out the pages inside it.
      if (route.children) visit(route.children, path, template);
    }
  };
  visit(routeTable, "");
  const pages = found
    .filter((page, index) => found.findIndex((other) => other.path === page.path) === index)
    .map(({ path, template }) => ({
      path,
      file: fileOf(path),
      name: nameOf(path),
      isNotFound: false,
      template,
    }));
  return notFound ? [...pages, notFound] : pages;
}

/**
 * The first page of each template: one post stands for them all where a
 * measurement or a picture needs each kind of page once, however much is written.
 */
export const onePagePerTemplate = (pages: readonly SitePage[]) =>
  pages.filter(
    (page, index) => pages.findIndex((other) => other.template === page.template) === index,
  );

/** The pages a search engine should index, for the sitemap. */
export const indexablePages = (pages = sitePages()) => pages.filter((page) => !page.isNotFound);
