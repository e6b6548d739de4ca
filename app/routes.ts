import type { RouteConfig } from "@react-router/dev/routes";
import { routesWithoutPages } from "../pipeline/content/pages.ts";
import { thisContent } from "../pipeline/content/store.ts";
import { ROUTES } from "./route-table.ts";

/**
 * What React Router builds: the route table (route-table.ts) without the
 * routes whose pages come from the content and that have none in it yet (no
 * case study, say), since React Router refuses a loader no page runs. The dev
 * server keeps every route and runs a loader when its page is asked for, so a
 * first case study written there shows without a restart. Runs in Node as the
 * build starts, with the content this process builds (pipeline/content/store.ts).
 */
async function routesOfThisBuild(): Promise<RouteConfig> {
  const content = await thisContent();
  if (content.drafts) return ROUTES;
  const without = routesWithoutPages(content.writing, ROUTES);
  return ROUTES.filter((entry) => !without.includes(entry));
}

export default routesOfThisBuild();
