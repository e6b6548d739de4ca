import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { readWriting, showsDrafts } from "../pipeline/writing.ts";

/**
 * The site's pages. Each post and case study is a page of its own, its MDX
 * file the route module, inside the route that lays it out; this table runs in
 * Node when the build starts, so it reads the writing folders as it is.
 */
const { posts, caseStudies } = readWriting({ drafts: showsDrafts() });

export default [
  index("routes/home.tsx"),
  route("resume", "routes/resume.tsx"),
  route("writing", "routes/writing.tsx"),
  layout(
    "routes/post.tsx",
    posts.map((post) => route(`writing/${post.slug}`, post.routeFile)),
  ),
  layout(
    "routes/case-study.tsx",
    caseStudies.map((study) => route(`projects/${study.projectId}`, study.routeFile)),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
