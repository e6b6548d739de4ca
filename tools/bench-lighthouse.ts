// One Lighthouse run as the bench takes it: mobile, simulated slow 4G, the CPU
// slowed by the calibrated factor (bench-calibration.ts), a first visit.
// Shared by the bench (bench.ts) and the comparison of two builds
// (bench-compare.ts), so that both measure the same way.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { type Calibration, calibrateBrowser, calibratedThrottling } from "./bench-calibration.ts";
import { trustCertificateFlag } from "./bench-server.ts";
import { CHROMIUM_ARGS, wholeChromium } from "./chromium.ts";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** The Chrome Lighthouse drives, headless. */
export async function launchChromeForLighthouse() {
  return chromeLauncher.launch({
    chromePath: wholeChromium("npm run bench"),
    // Trusts the bench's own certificate, so the HTTP cache works as a visitor's does.
    chromeFlags: ["--headless=new", await trustCertificateFlag(), ...CHROMIUM_ARGS],
  });
}

/** The machine's speed, read in a tab of the Chrome listening on `port`. */
export async function calibrateChrome(port: number): Promise<Calibration> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    return await calibrateBrowser(browser);
  } finally {
    await browser.disconnect();
  }
}

/** Lighthouse's report of one run of `url`, in the Chrome listening on `port`. */
export async function lighthouseRun(
  port: number,
  url: string,
  categories: Category[],
  cpuSlowdown: number,
) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: categories,
    throttling: calibratedThrottling(cpuSlowdown),
    // Every run a first visit: Lighthouse keeps local storage by default, where
    // the site records that its font is cached (app/lib/web-font.ts).
    clearStorageTypes: [
      "file_systems",
      "shader_cache",
      "service_workers",
      "cache_storage",
      "local_storage",
    ],
  });
  return result!.lhr;
}
