import type { Config } from "@react-router/dev/config";
import { site } from "./pipeline/content/content-set";
import { basePathOf } from "./app/lib/site-url";
import { indexablePages, sitePages } from "./pipeline/content/pages";
import { finalizeStaticSite } from "./pipeline/finish";

export default {
  ssr: false,
  // "/" at a domain's root; "/portfolio/" when seo.siteUrl has that path.
  basename: basePathOf(site.seo.siteUrl),
  // Every page of the route table and the content, and only those: with
  // ssr: false, an address that was not prerendered answers 404 once deployed.
  // Asked for again by the dev server whenever the writing changes (pipeline/content/writing.ts).
  prerender: ({ getStaticPaths }) => {
    const pages = sitePages();
    // React Router's own reading of the route table must find the same pages without parameters.
    const ours = indexablePages(pages)
      .filter((page) => !page.fromContent)
      .map((page) => page.path);
    const theirs = [...new Set(getStaticPaths())];
    if (ours.length !== theirs.length || ours.some((path) => !theirs.includes(path))) {
      throw new Error(
        `pipeline/content/pages.ts reads app/routes.ts as ${ours.join(", ")}, React Router as ${theirs.join(", ")}`,
      );
    }
    return pages.map((page) => page.path);
  },
  buildEnd: async ({ reactRouterConfig }) => {
    await finalizeStaticSite(reactRouterConfig.buildDirectory, sitePages());
  },
} satisfies Config;
