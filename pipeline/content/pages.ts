/**
 * The site's pages: one for each route of app/route-table.ts without a parameter,
 * and for each route with one, a page per entry of the content that it shows
 * (ROUTE_ADDRESSES). The build prerenders exactly these, and the sitemap, the
 * benchmark, the screenshots and the tests take their pages from here, so a
 * page added to the table or the content is published, listed and measured
 * without touching any other list.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { tagPath, tagsOf } from "../../app/lib/article-paths.ts";
import type { Writing } from "./writing.ts";

/**
 * Where the catch-all route is prerendered: a path no page uses. It is
 * published as 404.html, which static hosts serve for any missing address, and
 * hydrates into the same route whatever that address is.
 */
const NOT_FOUND_PRERENDER_PATH = "/404";

/** For each route of app/route-table.ts with a parameter, the address of each of its pages. */
const ROUTE_ADDRESSES: Record<string, (writing: Writing) => string[]> = {
  "writing/:slug": ({ posts }) => posts.map((post) => post.path),
  "writing/tags/:tag": ({ posts }) => tagsOf(posts).map(tagPath),
  "projects/:id": ({ caseStudies }) => caseStudies.map((study) => study.path),
};

export interface SitePage {
  /** The address below the base path React Router prerenders it at: "/", "/resume", "/404". */
  path: string;
  /** The file it is published as in build/client/: "index.html", "resume.html", "404.html". */
  file: string;
  /** A name for it, unique among the pages, from its address: "home", "resume", "not-found". */
  name: string;
  /** Whether it answers missing addresses; it is then kept out of the sitemap. */
  isNotFound: boolean;
  /** The route module that lays it out, from app/: "routes/home.tsx"; every post's is "routes/post.tsx". */
  template: string;
  /** Whether its address comes from the content, through a route with a parameter. */
  fromContent: boolean;
}

/**
 * Each page in build/client/ is one file named after its address, never a
 * folder's index.html: hosts answer /resume from resume.html directly, but
 * redirect it to /resume/ when only resume/index.html exists.
 */
export const fileOf = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}.html`);
const nameOf = (path: string) => (path === "/" ? "home" : path.slice(1).replaceAll("/", "-"));
const hasParameters = (path: string) => /(^|\/)[:*]/.test(path);

/**
 * The addresses of one route's pages, from the table's flat list: a route's
 * own path, or its content's addresses where the path has a parameter.
 */
function addressesOf(route: RouteConfigEntry, writing: Writing): string[] {
  if (route.children?.length) {
    throw new Error(
      `app/route-table.ts: ${route.file} has routes inside it; each page is a route of its own`,
    );
  }
  if (route.index) return ["/"];
  const path = route.path ?? "";
  if (!hasParameters(path)) return [`/${path}`];
  const addresses = ROUTE_ADDRESSES[path];
  if (!addresses) {
    throw new Error(
      `app/route-table.ts: ${route.file} has a path with parameters (/${path}): pipeline/content/pages.ts must list its pages in ROUTE_ADDRESSES`,
    );
  }
  return addresses(writing);
}

/**
 * The pages of this writing (a content store's) in this route table
 * (app/route-table.ts's), home first and the not-found page last.
 */
export function sitePages(writing: Writing, routeTable: readonly RouteConfigEntry[]): SitePage[] {
  const pages: SitePage[] = [];
  let notFound: SitePage | undefined;
  for (const route of routeTable) {
    if (route.path === "*") {
      notFound = {
        path: NOT_FOUND_PRERENDER_PATH,
        file: "404.html",
        name: "not-found",
        isNotFound: true,
        template: route.file,
        fromContent: false,
      };
      continue;
    }
    const fromContent = hasParameters(route.path ?? "");
    for (const path of addressesOf(route, writing)) {
      const file = fileOf(path);
      pages.push({
        path,
        file,
        name: nameOf(path),
        isNotFound: false,
        template: route.file,
        fromContent,
      });
    }
  }
  pages.sort((a, b) => Number(b.path === "/") - Number(a.path === "/"));
  return notFound ? [...pages, notFound] : pages;
}

/**
 * The routes of the table whose pages come from this writing and that have
 * none in it (no case study yet, say): React Router refuses a loader no page runs.
 */
export const routesWithoutPages = (writing: Writing, routeTable: readonly RouteConfigEntry[]) =>
  routeTable.filter((route) => {
    const addresses = route.path ? ROUTE_ADDRESSES[route.path] : undefined;
    return addresses !== undefined && addresses(writing).length === 0;
  });

/**
 * The first page of each template: one post stands for them all where a
 * measurement or a picture needs each kind of page once, however much is written.
 */
export const onePagePerTemplate = (pages: readonly SitePage[]) =>
  pages.filter(
    (page, index) => pages.findIndex((other) => other.template === page.template) === index,
  );

/** The pages a search engine should index, for the sitemap. */
export const indexablePages = (pages: readonly SitePage[]) =>
  pages.filter((page) => !page.isNotFound);
