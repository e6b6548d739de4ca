// Finds the Chromium the browser tests, the benchmarks and the screenshots drive:
// CHROMIUM_PATH if set, else Playwright's own where it was installed, else the system's.
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const SYSTEM_CHROMIUMS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];

/** Flags for a root, offline machine: no sandbox, and no background calls home. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * The whole browser, as a visitor runs it (the benchmarks and screenshots):
 * the executable to launch, or undefined to let Playwright use its own
 * Chromium; null when no browser is available at all.
 */
export function findChromium(): string | undefined | null {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync(chromium.executablePath())) return undefined;
  return SYSTEM_CHROMIUMS.find((path) => existsSync(path)) ?? null;
}

/**
 * The whole browser, for a tool that cannot run without it: its executable, or
 * undefined for Playwright's own. The tests install only the headless shell
 * (findHeadlessChromium), so on a fresh machine this names how to get it.
 */
export function wholeChromium(tool: string): string | undefined {
  const path = findChromium();
  if (path === null) {
    throw new Error(
      `${tool} needs Chromium, the whole browser (the tests' headless shell has no prerendering): install it with \`apt-get install -y chromium\` on Debian, or \`npx playwright install chromium\` elsewhere`,
    );
  }
  return path;
}

/** Debian's package chromium-headless-shell. */
const SYSTEM_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The browser tests' Chromium: its headless shell, the same engine without the
 * browser's own interface, which Playwright runs by default in headless mode.
 * home.spec.ts took 24 s in it, 38 s in the whole browser, on two cores.
 * The executable to launch, or undefined to let Playwright use its own; null
 * when neither is installed.
 */
export function findHeadlessChromium(): string | undefined | null {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  // Playwright installs its headless shell with its Chromium.
  if (existsSync(chromium.executablePath())) return undefined;
  return existsSync(SYSTEM_HEADLESS_SHELL) ? SYSTEM_HEADLESS_SHELL : null;
}
