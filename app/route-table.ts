import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * The site's pages: a route per page, or per kind of page with its parameter
 * (pipeline/content/pages.ts lists the pages of each). The one list of them:
 * React Router reads it through app/routes.ts, and the page list, the
 * benchmark and the tests through pipeline/content/pages.ts. Runs in Node,
 * never in the browser.
 */
export const ROUTES = [
  index("routes/home.tsx"),
  route("resume", "routes/resume.tsx"),
  route("writing", "routes/writing.tsx"),
  route("writing/:slug", "routes/post.tsx"),
  route("writing/tags/:tag", "routes/tag.tsx"),
  route("projects/:id", "routes/case-study.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
