import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { type Writing, readWriting, showsDrafts } from "../pipeline/writing.ts";

/**
 * A layout route with pages inside it. With none (no case study yet), it is
 * left out: a route nothing prerenders may not have a loader.
 */
const layoutOf = (file: string, pages: ReturnType<typeof route>[]) =>
  pages.length > 0 ? [layout(file, pages)] : [];

/**
 * The site's pages. Each post and case study is a page of its own, its MDX
 * file the route module, inside the route that lays it out; this table runs in
 * Node when the build starts, so it reads the writing folders as it is. The
 * tests read the fixture site's table with it.
 */
export const routeTable = ({ posts, caseStudies }: Writing) => [
  index("routes/home.tsx"),
  route("resume", "routes/resume.tsx"),
  route("writing", "routes/writing.tsx"),
  ...layoutOf(
    "routes/post.tsx",
    posts.map((post) => route(post.path.slice(1), post.routeFile)),
  ),
  ...layoutOf(
    "routes/case-study.tsx",
    caseStudies.map((study) => route(study.path.slice(1), study.routeFile)),
  ),
  route("*", "routes/not-found.tsx"),
];

export default routeTable(readWriting({ drafts: showsDrafts() })) satisfies RouteConfig;
