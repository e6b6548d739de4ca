import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "resume/**/*.test.ts"],
    environment: "node",
    // resume/build.test.ts runs real builds of the site.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
