import type { Config } from "@react-router/dev/config";
import { site } from "./app/content/site";
import { basePathOf } from "./app/lib/site-url";
import { finalizeStaticSite, NOT_FOUND_PRERENDER_PATH } from "./pipeline/static-site";

const PRERENDERED_PATHS = ["/", "/resume", NOT_FOUND_PRERENDER_PATH];

export default {
  ssr: false,
  // "/" at a domain's root; "/portfolio/" when seo.siteUrl has that path.
  basename: basePathOf(site.seo.siteUrl),
  // The catch-all route is prerendered at a path no page uses and published as
  // 404.html, so a static host's 404 page hydrates into the same route it was
  // rendered from, whatever the missing path is.
  prerender: PRERENDERED_PATHS,
  buildEnd: async ({ reactRouterConfig }) => {
    await finalizeStaticSite(reactRouterConfig.buildDirectory, PRERENDERED_PATHS);
  },
} satisfies Config;
