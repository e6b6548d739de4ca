// Finds the WebKit the browser tests drive. Where Playwright's own WebKit is
// installed (a Mac, GitHub's runners), the Playwright suite runs in it. On
// Linux the WebKit suite (tests/webkit/) drives WebKitGTK's MiniBrowser through
// its WebDriver; MiniBrowser has no headless mode and so draws into a virtual
// X display (Xvfb). Debian's packages webkit2gtk-driver and xvfb bring all
// three; WEBKIT_WEBDRIVER_PATH and MINIBROWSER_PATH point elsewhere.
import { existsSync } from "node:fs";
import { webkit } from "@playwright/test";

const SYSTEM_DRIVERS = ["/usr/bin/WebKitWebDriver"];
const SYSTEM_MINIBROWSERS = [
  "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  "/usr/lib/x86_64-linux-gnu/webkitgtk-6.0/MiniBrowser",
  "/usr/lib/aarch64-linux-gnu/webkitgtk-6.0/MiniBrowser",
];
const SYSTEM_XVFBS = ["/usr/bin/Xvfb"];

/** The override where one is set (null if it names no file), else the first system path there is. */
const first = (override: string | undefined, paths: string[]) =>
  (override ? [override] : paths).find((path) => existsSync(path)) ?? null;

/** Whether Playwright's own WebKit is installed (npx playwright install webkit). */
export const hasPlaywrightWebKit = () => existsSync(webkit.executablePath());

/** The three programs, or null for each that is missing. */
export function findWebKit() {
  return {
    driver: first(process.env.WEBKIT_WEBDRIVER_PATH, SYSTEM_DRIVERS),
    miniBrowser: first(process.env.MINIBROWSER_PATH, SYSTEM_MINIBROWSERS),
    xvfb: first(undefined, SYSTEM_XVFBS),
  };
}

/** Whether the WebKit suite (tests/webkit/) can run here. */
export function hasWebKitGtk() {
  const found = findWebKit();
  return found.driver !== null && found.miniBrowser !== null && found.xvfb !== null;
}
