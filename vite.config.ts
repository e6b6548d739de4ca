import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { site } from "./app/content/site.ts";
import { basePathOf } from "./app/lib/site-url.ts";
import { resumeArtifacts } from "./pipeline/resume/vite-plugin.tsx";
import { validateContent } from "./pipeline/content-check.ts";

export default defineConfig({
  // Assets and public files live below the same base path as the pages.
  base: basePathOf(site.seo.siteUrl),
  plugins: [validateContent(), tailwindcss(), reactRouter(), resumeArtifacts()],
  resolve: { tsconfigPaths: true },
});
