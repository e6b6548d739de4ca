import { defineConfig } from "vitest/config";
import { inlineScriptsPlugin } from "./pipeline/plugins/inline-scripts.ts";
import { lazyModulePlugin } from "./pipeline/plugins/lazy-module.ts";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // root.tsx imports the compiled boot script.
  plugins: [inlineScriptsPlugin(), lazyModulePlugin()],
  test: {
    include: ["{app,pipeline,tools,tests}/**/*.test.{ts,tsx}"],
    environment: "node",
    // The fixture content's phone photos, which its builds need.
    globalSetup: ["tests/setup/fixture-photos.ts"],
    // tests/project/ runs real builds of the site and the dev server.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
