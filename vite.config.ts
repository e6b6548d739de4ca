import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { site } from "./app/content/site.ts";
import { basePathOf } from "./app/lib/site-url.ts";
import { validateContent } from "./pipeline/content-check.ts";
import { derivedFilesPlugin } from "./pipeline/derived-files.ts";
import { designTokens } from "./pipeline/design-tokens.ts";
import { mdxOptions } from "./pipeline/mdx.ts";
import { writingModule } from "./pipeline/writing.ts";

export default defineConfig({
  // Assets and public files live below the same base path as the pages.
  base: basePathOf(site.seo.siteUrl),
  plugins: [
    validateContent(),
    writingModule(),
    designTokens(),
    tailwindcss(),
    // Posts and case studies are route modules: compiled from MDX before React Router reads them.
    { enforce: "pre", ...mdx(mdxOptions()) },
    reactRouter(),
    derivedFilesPlugin(),
  ],
  resolve: { tsconfigPaths: true },
});
