// Runs before the tests: makes sure a Chromium exists for the browser tests,
// installing Debian's package where this machine allows it. Never lets the
// browser tests be skipped: without a browser, it stops with what to do.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChromium } from "./chromium.ts";

const HOW_TO = `No Chromium was found for the browser tests. Any one of these fixes it:
  - Debian/Ubuntu:  sudo apt-get install chromium
  - elsewhere:      npx playwright install chromium
  - or point CHROMIUM_PATH at a Chromium or Chrome executable.`;

function canInstallWithApt() {
  return process.platform === "linux" && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
}

if (findChromium() === null) {
  if (!canInstallWithApt()) {
    console.error(HOW_TO);
    process.exit(1);
  }
  console.log("No Chromium found: installing Debian's chromium package...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium"], {
    stdio: "inherit",
    env,
  });
  if (findChromium() === null) {
    console.error(`Installing chromium did not provide a browser.\n${HOW_TO}`);
    process.exit(1);
  }
}
console.log(`Browser for tests: ${findChromium() ?? "Playwright's Chromium"}`);
