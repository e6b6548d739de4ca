import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/chromium.ts";

// Not 4173, which `npm start` uses, so the tests run beside a local preview.
const PORT = 4174;
const executablePath = findChromium();
if (executablePath === null) {
  throw new Error("No Chromium for the browser tests: run `node scripts/ensure-browser.ts`.");
}

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath, args: CHROMIUM_ARGS },
      },
    },
  ],
  // The built site, served as a static host serves it (see scripts/serve.ts).
  webServer: {
    command: `node scripts/serve.ts --port ${PORT}`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
  },
});
