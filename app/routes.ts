import { type RouteConfig, type RouteConfigEntry, index, route } from "@react-router/dev/routes";

/**
 * The variable the build sets, before React Router reads this table, to the
 * paths of the routes below whose pages come from the content and that have
 * none in it yet (no case study, say), separated by spaces.
 */
export const ROUTES_WITHOUT_PAGES = "PORTFOLIO_ROUTES_WITHOUT_PAGES";

/**
 * A route whose pages come from the content (pipeline/content/pages.ts lists them),
 * left out while it has none: React Router refuses a loader no page runs.
 */
const withPages = (entry: RouteConfigEntry) =>
  process.env[ROUTES_WITHOUT_PAGES]?.split(" ").includes(entry.path!) ? [] : [entry];

/**
 * The site's pages: a route per page, or per kind of page with its parameter.
 * Runs in Node as the build starts; nothing here reads the content.
 */
export default [
  index("routes/home.tsx"),
  route("resume", "routes/resume.tsx"),
  route("writing", "routes/writing.tsx"),
  ...withPages(route("writing/:slug", "routes/post.tsx")),
  ...withPages(route("writing/tags/:tag", "routes/tag.tsx")),
  ...withPages(route("projects/:id", "routes/case-study.tsx")),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
