import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { resumeArtifacts } from "./resume/vite-plugin.tsx";
import { validateContent } from "./scripts/content-plugin.ts";

export default defineConfig({
  plugins: [validateContent(), tailwindcss(), reactRouter(), resumeArtifacts()],
  resolve: { tsconfigPaths: true },
});
