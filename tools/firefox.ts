// Finds the Firefox the browser tests drive: FIREFOX_PATH if set, else
// Playwright's own Firefox where it was installed, else the system's Firefox ESR,
// driven over WebDriver BiDi (Playwright's "moz-firefox" channel).
import { existsSync } from "node:fs";
import { firefox } from "@playwright/test";

const SYSTEM_FIREFOXES = ["/usr/bin/firefox-esr", "/usr/bin/firefox"];

/** How Playwright launches it, or null when no Firefox is available at all. */
export function findFirefox(): { channel?: string; executablePath?: string } | null {
  if (process.env.FIREFOX_PATH) {
    return { channel: "moz-firefox", executablePath: process.env.FIREFOX_PATH };
  }
  if (existsSync(firefox.executablePath())) return {};
  const system = SYSTEM_FIREFOXES.find((path) => existsSync(path));
  return system ? { channel: "moz-firefox", executablePath: system } : null;
}
