import { relative } from "node:path";
import type { Config } from "@react-router/dev/config";
import { ROUTES } from "./app/route-table";
import { basePathOf } from "./app/lib/site-url";
import { indexablePages, sitePages } from "./pipeline/content/pages";
import { thisBuild, thisContent } from "./pipeline/content/store";
import { finalizeStaticSite } from "./pipeline/finish";
import { replaceBuild, stagingDirectory } from "./pipeline/finish/replace-build";

// The content this process builds (pipeline/content/store.ts), read once.
const content = await thisContent();

export default {
  ssr: false,
  // "/" at a domain's root; "/portfolio/" when seo.siteUrl has that path.
  basename: basePathOf(content.site.seo.siteUrl),
  // Built apart, and put in the place of the last good build once it is
  // finished (pipeline/finish/replace-build.ts).
  buildDirectory: stagingDirectory(thisBuild().buildDirectory),
  // Every page of the route table and the content, and only those: with
  // ssr: false, an address that was not prerendered answers 404 once deployed.
  // Asked for again by the dev server whenever the writing changes
  // (pipeline/plugins/writing-module.ts).
  prerender: ({ getStaticPaths }) => {
    const pages = sitePages(content.writing, ROUTES);
    // React Router's own reading of the route table must find the same pages without parameters.
    const ours = indexablePages(pages)
      .filter((page) => !page.fromContent)
      .map((page) => page.path);
    const theirs = [...new Set(getStaticPaths())];
    if (ours.length !== theirs.length || ours.some((path) => !theirs.includes(path))) {
      throw new Error(
        `pipeline/content/pages.ts reads app/route-table.ts as ${ours.join(", ")}, React Router as ${theirs.join(", ")}`,
      );
    }
    return pages.map((page) => page.path);
  },
  buildEnd: async ({ reactRouterConfig }) => {
    await finalizeStaticSite(
      reactRouterConfig.buildDirectory,
      sitePages(content.writing, ROUTES),
      content,
    );
    await replaceBuild(reactRouterConfig.buildDirectory, thisBuild().buildDirectory);
    for (const warning of content.writing.warnings) console.warn(`Warning: ${warning}`);
    console.log(`The site is in ${relative(process.cwd(), thisBuild().buildDirectory)}/client/`);
  },
} satisfies Config;
