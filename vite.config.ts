import { resolve } from "node:path";
import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { type UserConfig, defineConfig } from "vite";
import { siteLanguage } from "./app/content/schema.ts";
import { dictionary } from "./app/i18n/en/index.ts";
import { openGraphLocale, textDirection } from "./app/i18n/languages.ts";
import { basePathOf } from "./app/lib/site-url.ts";
import { CONTENT_CHUNK_DIR } from "./pipeline/content/content-set.ts";
import { isPlanned, ownerPlan, planBuild, thisContent } from "./pipeline/content/store.ts";
import { derivedFilesPlugin } from "./pipeline/derived/index.ts";
import { compileHintPlugin } from "./pipeline/plugins/compile-hint.ts";
import { dropUnusedRouterComponentsPlugin } from "./pipeline/plugins/unused-router-components.ts";
import { designTokens } from "./pipeline/plugins/design-tokens.ts";
import { contentImagesModule, imagePlugin } from "./pipeline/plugins/images.ts";
import { inlineScriptsPlugin } from "./pipeline/plugins/inline-scripts.ts";
import { lazyModulePlugin } from "./pipeline/plugins/lazy-module.ts";
import { bodyWordsOf, mdxOptions } from "./pipeline/plugins/compile-mdx.ts";
import { writingModule } from "./pipeline/plugins/writing-module.ts";

/**
 * The sections of a dictionary (app/i18n/en/index.ts), each a chunk of its
 * own apart from the code, those every page shows too: their bytes vary with
 * the language, so code that held its budget in English would not in Hebrew
 * (a post's code was 76 bytes over with the site's words in it).
 */
const DICTIONARY_SECTIONS = Object.keys(dictionary);
/** The section of the site's dictionary a module is (app/i18n/<language>/<section>.ts), if any. */
const dictionarySection = (id: string) => /\/app\/i18n\/[\w-]+\/(\w+)\.ts$/.exec(id)?.[1];

export default defineConfig(async ({ command, isPreview }): Promise<UserConfig> => {
  // `npm run build` and `npm run dev` read the owner's content (drafts only
  // in dev); a script that builds other content plans it first (pipeline/index.ts).
  if (!isPlanned()) planBuild(ownerPlan({ drafts: command === "serve" && !isPreview }));
  // Read and checked here, while the config is read: a mistake stops the build
  // before React Router writes anything. The build is made in a folder of its
  // own and replaces build/ only once it is whole (pipeline/finish/replace-build.ts).
  const content = await thisContent();
  const siteModule = content.set.siteModule;
  const language = siteLanguage(content.site);
  return {
    // React Router prerenders through a Vite preview server, where its plugin
    // starts a second, watching dev server. That watcher re-read a folder of
    // the build's client files each time a page was written into it, which made a build with
    // 200 posts spend 3 s of CPU on lstat alone, growing with the square of the
    // posts. Nothing changes while a build prerenders, so it watches nothing.
    server: { watch: isPreview ? null : undefined },
    // What the site's language implies, worked out here from Intl.Locale
    // (app/i18n/languages.ts), so the browser is sent the answers, not the code.
    define: {
      "import.meta.env.SITE_DIRECTION": JSON.stringify(textDirection(language)),
      "import.meta.env.SITE_OPEN_GRAPH_LOCALE": JSON.stringify(openGraphLocale(language)),
    },
    // Assets and public files live below the same base path as the pages.
    base: basePathOf(content.site.seo.siteUrl),
    plugins: [
      writingModule(content),
      contentImagesModule(content),
      imagePlugin(),
      designTokens(),
      inlineScriptsPlugin(),
      lazyModulePlugin(),
      dropUnusedRouterComponentsPlugin(),
      tailwindcss(),
      // Posts' and case studies' bodies: compiled from MDX before React's plugin reads them.
      {
        enforce: "pre",
        ...mdx(
          mdxOptions({ siteUrl: content.site.seo.siteUrl, words: bodyWordsOf(content.messages) }),
        ),
      },
      reactRouter(),
      derivedFilesPlugin(content),
      compileHintPlugin(),
    ],
    // The content set's static files are published as they are.
    publicDir: content.set.publicDir,
    build: {
      rolldownOptions: {
        output: {
          // The owner's words in a chunk of their own, apart from the code, in a
          // folder of its own, so the budgets can tell the two apart; and so
          // the words of the language the content chooses, a chunk for each
          // section of its dictionary (app/i18n/en/index.ts), which vary with
          // the content as the owner's do: a page in Hindi carries more bytes
          // of them than one in English, and the same code.
          codeSplitting: {
            groups: [
              { name: "site", test: (id) => id === siteModule },
              ...DICTIONARY_SECTIONS.map((section) => ({
                name: `words-${section}`,
                test: (id: string) => dictionarySection(id) === section,
              })),
            ],
          },
          // The search library, which the writing index loads when its box is
          // first used, under its own name rather than its file's ("index").
          chunkFileNames: (chunk) =>
            chunk.moduleIds.includes(siteModule) || chunk.name.startsWith("words-")
              ? `assets/${CONTENT_CHUNK_DIR}/[name]-[hash].js`
              : chunk.moduleIds.some((id) => id.includes("/node_modules/minisearch/"))
                ? "assets/minisearch-[hash].js"
                : "assets/[name]-[hash].js",
        },
      },
    },
    resolve: {
      alias: [
        // The content set's site module stands in for ~/content/site...
        { find: /^~\/content\/site$/, replacement: siteModule },
        // ...and the dictionary of its language for ~/i18n/messages/<section>,
        // so that the browser is sent that one alone, each page the sections
        // it shows (docs/decisions/typed-dictionaries.md).
        {
          find: /^~\/i18n\/messages\/(\w+)$/,
          replacement: resolve(import.meta.dirname, `app/i18n/${language}/$1.ts`),
        },
      ],
      tsconfigPaths: true,
    },
  };
});
