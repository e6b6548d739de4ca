// One Lighthouse run as the bench takes it: mobile, simulated slow 4G, the CPU
// slowed by the calibrated factor (bench-calibration.ts), a first visit.
// Shared by the bench (bench.ts) and the comparison of two builds
// (bench-compare.ts), so that both measure the same way.
import lighthouse from "lighthouse";
import { calibratedThrottling } from "./bench-calibration.ts";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

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
