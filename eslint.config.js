import { builtinModules } from "node:module";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** What a folder may not import: each stage uses only those before it (ARCHITECTURE.md). */
const forbidImports = (folders, { nodeModules = false } = {}) => {
  const inBrowser = "app/ runs in the browser: no Node modules.";
  return {
    "no-restricted-imports": [
      "error",
      {
        paths: nodeModules ? builtinModules.map((name) => ({ name, message: inBrowser })) : [],
        patterns: [
          {
            group: folders.map((folder) => `**/${folder}/**`),
            message:
              "Imports point one way: tests/ -> tools/ -> pipeline/ -> app/ (ARCHITECTURE.md).",
          },
          ...(nodeModules ? [{ group: ["node:*"], message: inBrowser }] : []),
        ],
      },
    ],
  };
};
const TESTS = ["**/*.test.{ts,tsx}"];
/**
 * React Router's route entry: it runs in Node as the build starts and asks the
 * content store which routes have pages, so it may import the pipeline.
 */
const ROUTE_ENTRY = ["app/routes.ts"];
/** Code that runs as part of the site: app/, and the fixture content a test build compiles into it. */
const SITE = ["app/**", "tests/fixtures/**"];

export default tseslint.config(
  {
    ignores: [
      "build",
      ".test-builds",
      ".react-router",
      "test-results",
      "playwright-report",
      "node_modules",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Each folder runs in one place: the site in the browser, the rest in Node.
  { files: SITE, languageOptions: { globals: globals.browser } },
  {
    files: [
      "pipeline/**",
      "tools/**",
      "tests/**",
      "*.config.{ts,js}",
      "app/routes.ts",
      "app/route-table.ts",
    ],
    ignores: ["tests/fixtures/**"],
    languageOptions: { globals: globals.node },
  },
  // Browser tests also hand functions to the page, which run there.
  {
    files: ["tests/e2e/**", "tests/webkit/**"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ["app/**"],
    ignores: [...TESTS, ...ROUTE_ENTRY],
    rules: forbidImports(["pipeline", "tools", "tests"], { nodeModules: true }),
  },
  {
    files: ["pipeline/**", ...ROUTE_ENTRY],
    ignores: TESTS,
    rules: forbidImports(["tools", "tests"]),
  },
  { files: ["tools/**"], ignores: TESTS, rules: forbidImports(["tests"]) },
  {
    files: SITE.map((folder) => `${folder}/*.tsx`),
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A box that scrolls must take focus so keyboards can scroll it (WCAG 2.1.1):
      // a region, or a group such as a wide formula (components/writing/formula-box.tsx).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "region", "group"] }],
    },
  },
  reactHooks.configs.flat.recommended,
);
