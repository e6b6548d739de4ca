import { defineConfig, devices } from "@playwright/test";
import { site } from "./app/content/site.ts";
import { basePathOf } from "./app/lib/site-url.ts";
import { BASE_PATH_BUILD } from "./tests/setup/build-at-base-path.ts";
import { CHROMIUM_ARGS, findChromium } from "./tools/chromium.ts";
import { findFirefox } from "./tools/firefox.ts";

// Not 4173, which `npm start` uses, so the tests run beside a local preview.
const PORT = 4174;
const BASE_PATH_PORT = 4175;
const NO_HEADERS_PORT = 4176;
// The site is served at the path it is built for: "/", or seo.siteUrl's path.
const BASE_PATH = basePathOf(site.seo.siteUrl);
const executablePath = findChromium();
if (executablePath === null) {
  throw new Error(
    "No Chromium for the browser tests: run `node tests/setup/ensure-test-tools.ts`.",
  );
}
const firefox = findFirefox();
if (firefox === null) {
  throw new Error("No Firefox for the browser tests: run `node tests/setup/ensure-test-tools.ts`.");
}
const browser = {
  ...devices["Desktop Chrome"],
  launchOptions: { executablePath, args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: { trace: "retain-on-failure" },
  projects: [
    {
      name: "chromium",
      testIgnore: ["base-path.spec.ts", "no-headers.spec.ts"],
      use: { ...browser, baseURL: `http://localhost:${PORT}${BASE_PATH}` },
    },
    {
      // Firefox, so far on the section links, which once broke there alone.
      name: "firefox",
      testMatch: "section-links.spec.ts",
      use: {
        ...devices["Desktop Firefox"],
        channel: firefox.channel,
        launchOptions: { executablePath: firefox.executablePath },
        baseURL: `http://localhost:${PORT}${BASE_PATH}`,
      },
    },
    {
      // The same build from a host that sends no headers (GitHub Pages).
      name: "no-headers",
      testMatch: "no-headers.spec.ts",
      use: { ...browser, baseURL: `http://localhost:${NO_HEADERS_PORT}${BASE_PATH}` },
    },
    {
      // The site built for publishing under a path (npm run build:base-path).
      name: "base-path",
      testMatch: "base-path.spec.ts",
      use: {
        ...browser,
        baseURL: `http://localhost:${BASE_PATH_PORT}${BASE_PATH_BUILD.basePath}`,
      },
    },
  ],
  // The built sites, served as a static host serves them (see tools/serve.ts).
  webServer: [
    {
      command: `node tools/serve.ts --port ${PORT} --base ${BASE_PATH}`,
      url: `http://localhost:${PORT}${BASE_PATH}`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node tools/serve.ts --port ${NO_HEADERS_PORT} --base ${BASE_PATH} --no-headers`,
      url: `http://localhost:${NO_HEADERS_PORT}${BASE_PATH}`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node tools/serve.ts --port ${BASE_PATH_PORT} --root ${BASE_PATH_BUILD.root} --base ${BASE_PATH_BUILD.basePath}`,
      url: `http://localhost:${BASE_PATH_PORT}${BASE_PATH_BUILD.basePath}`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
