import type { Config } from "@react-router/dev/config";
import { finalizeStaticSite, NOT_FOUND_PRERENDER_PATH } from "./scripts/static-site";

const PRERENDERED_PATHS = ["/", "/resume", NOT_FOUND_PRERENDER_PATH];

export default {
  ssr: false,
  // The catch-all route is prerendered at a path no page uses and published as
  // 404.html, so a static host's 404 page hydrates into the same route it was
  // rendered from, whatever the missing path is.
  prerender: PRERENDERED_PATHS,
  buildEnd: async ({ reactRouterConfig }) => {
    await finalizeStaticSite(reactRouterConfig.buildDirectory, PRERENDERED_PATHS);
  },
} satisfies Config;
