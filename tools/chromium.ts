// Finds the Chromium the browser tests and screenshots drive: CHROMIUM_PATH if
// set, else Playwright's own Chromium where it was installed, else the system's.
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
 * The executable to launch, or undefined to let Playwright use its own
 * Chromium; null when no browser is available at all.
 */
export function findChromium(): string | undefined | null {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync(chromium.executablePath())) return undefined;
  return SYSTEM_CHROMIUMS.find((path) => existsSync(path)) ?? null;
}
