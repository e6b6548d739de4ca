import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { type UserConfig, defineConfig } from "vite";
import { basePathOf } from "./app/lib/site-url.ts";
import { CONTENT_CHUNK_DIR } from "./pipeline/content/content-set.ts";
import { isPlanned, ownerPlan, planBuild, thisContent } from "./pipeline/content/store.ts";
import { derivedFilesPlugin } from "./pipeline/derived/index.ts";
import { designTokens } from "./pipeline/plugins/design-tokens.ts";
import { contentImagesModule, imagePlugin } from "./pipeline/plugins/images.ts";
import { inlineScriptsPlugin } from "./pipeline/plugins/inline-scripts.ts";
import { lazyModulePlugin } from "./pipeline/plugins/lazy-module.ts";
import { mdxOptions } from "./pipeline/plugins/compile-mdx.ts";
import { writingModule } from "./pipeline/plugins/writing-module.ts";

export default defineConfig(async ({ command, isPreview }): Promise<UserConfig> => {
  // `npm run build` and `npm run dev` read the owner's content (drafts only
  // in dev); a script that builds other content plans it first (pipeline/index.ts).
  if (!isPlanned()) planBuild(ownerPlan({ drafts: command === "serve" && !isPreview }));
  // Read and checked here, while the config is read: a mistake stops the build
  // before React Router writes anything. The build is made in a folder of its
  // own and replaces build/ only once it is whole (pipeline/finish/replace-build.ts).
  const content = await thisContent();
  const siteModule = content.set.siteModule;
  return {
    // React Router prerenders through a Vite preview server, where its plugin
    // starts a second, watching dev server. That watcher re-read a folder of
    // the build's client files each time a page was written into it, which made a build with
    // 200 posts spend 3 s of CPU on lstat alone, growing with the square of the
    // posts. Nothing changes while a build prerenders, so it watches nothing.
    server: { watch: isPreview ? null : undefined },
    // Assets and public files live below the same base path as the pages.
    base: basePathOf(content.site.seo.siteUrl),
    plugins: [
      writingModule(content),
      contentImagesModule(content),
      imagePlugin(),
      designTokens(),
      inlineScriptsPlugin(),
      lazyModulePlugin(),
      tailwindcss(),
      // Posts' and case studies' bodies: compiled from MDX before React's plugin reads them.
      { enforce: "pre", ...mdx(mdxOptions({ siteUrl: content.site.seo.siteUrl })) },
      reactRouter(),
      derivedFilesPlugin(content),
    ],
    // The content set's static files are published as they are.
    publicDir: content.set.publicDir,
    build: {
      rolldownOptions: {
        output: {
          // The owner's words in a chunk of their own, apart from the code, in a
          // folder of its own, so the budgets can tell the two apart.
          codeSplitting: { groups: [{ name: "site", test: (id) => id === siteModule }] },
          // The search library, which the writing index loads when its box is
          // first used, under its own name rather than its file's ("index").
          chunkFileNames: (chunk) =>
            chunk.moduleIds.includes(siteModule)
              ? `assets/${CONTENT_CHUNK_DIR}/[name]-[hash].js`
              : chunk.moduleIds.some((id) => id.includes("/node_modules/minisearch/"))
                ? "assets/minisearch-[hash].js"
                : "assets/[name]-[hash].js",
        },
      },
    },
    resolve: {
      // The content set's site module stands in for ~/content/site.
      alias: [{ find: /^~\/content\/site$/, replacement: siteModule }],
      tsconfigPaths: true,
    },
  };
});
