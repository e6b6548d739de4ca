import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { CONTENT, CONTENT_CHUNK_DIR, site } from "./pipeline/content/content-set.ts";
import { basePathOf } from "./app/lib/site-url.ts";
import { validateContent } from "./pipeline/content/validate.ts";
import { contentImagesModule, imagePlugin } from "./pipeline/plugins/images.ts";
import { derivedFilesPlugin } from "./pipeline/derived/index.ts";
import { designTokens } from "./pipeline/plugins/design-tokens.ts";
import { inlineScriptsPlugin } from "./pipeline/plugins/inline-scripts.ts";
import { mdxOptions } from "./pipeline/plugins/mdx.ts";
import { writingModule } from "./pipeline/content/writing.ts";
import { routesWithoutPagesPlugin } from "./pipeline/content/pages.ts";

export default defineConfig(({ isPreview }) => ({
  // React Router prerenders through a Vite preview server, where its plugin
  // starts a second, watching dev server. That watcher re-read a folder of
  // build/client each time a page was written into it, which made a build with
  // 200 posts spend 3 s of CPU on lstat alone, growing with the square of the
  // posts. Nothing changes while a build prerenders, so it watches nothing.
  server: { watch: isPreview ? null : undefined },
  // Assets and public files live below the same base path as the pages.
  base: basePathOf(site.seo.siteUrl),
  plugins: [
    validateContent(),
    writingModule(),
    contentImagesModule(),
    imagePlugin(),
    designTokens(),
    inlineScriptsPlugin(),
    tailwindcss(),
    // Posts' and case studies' bodies: compiled from MDX before React's plugin reads them.
    { enforce: "pre", ...mdx(mdxOptions()) },
    routesWithoutPagesPlugin(),
    reactRouter(),
    derivedFilesPlugin(),
  ],
  // The content set this build reads (pipeline/content/content-set.ts): its site module
  // stands in for ~/content/site, and its static files are published.
  publicDir: CONTENT.publicDir,
  build: {
    rolldownOptions: {
      output: {
        // The owner's words in a chunk of their own, apart from the code, in a
        // folder of its own, so the budgets can tell the two apart.
        codeSplitting: { groups: [{ name: "site", test: (id) => id === CONTENT.siteModule }] },
        chunkFileNames: (chunk) =>
          chunk.moduleIds.includes(CONTENT.siteModule)
            ? `assets/${CONTENT_CHUNK_DIR}/[name]-[hash].js`
            : "assets/[name]-[hash].js",
      },
    },
  },
  resolve: {
    alias: [{ find: /^~\/content\/site$/, replacement: CONTENT.siteModule }],
    tsconfigPaths: true,
  },
}));
