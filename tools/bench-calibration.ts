// The bench's CPU slowdown, calibrated to the machine. Lighthouse's default 4x
// slowdown stands for a mid-range phone on a machine of benchmark index about
// 1,300 (Lighthouse's own reading of how fast a machine runs JavaScript); on a
// faster machine the same 4x simulates a faster phone, so two machines'
// figures would not compare. The slowdown is index / 325, at least 4, so that
// every machine simulates the same phone, in Lighthouse's runs (bench.ts) and
// in the clicks' timings (bench-clicks.ts) alike, read the one way: Lighthouse's
// benchmark run in a tab of the browser the bench measures with.
import * as constants from "lighthouse/core/config/constants.js";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import type { Browser } from "puppeteer-core";
import { median } from "./bench-stats.ts";

/** The benchmark index for each 1x of slowdown: 4x at Lighthouse's reference machine of ~1,300. */
const INDEX_PER_SLOWDOWN = 325;
/** Lighthouse's own slowdown, never undercut. */
const LEAST_SLOWDOWN = 4;

export const cpuSlowdownFor = (benchmarkIndex: number) =>
  Math.max(LEAST_SLOWDOWN, Math.round((benchmarkIndex / INDEX_PER_SLOWDOWN) * 10) / 10);

/** Lighthouse's mobile network (slow 4G), with the CPU slowed by `cpuSlowdown`. */
export const calibratedThrottling = (cpuSlowdown: number) => ({
  ...constants.throttling.mobileSlow4G,
  cpuSlowdownMultiplier: cpuSlowdown,
});

/**
 * Lighthouse's mobile network (slow 4G: 150 ms round trips, 1.6 Mbps down) as a
 * browser's own throttling takes it (Puppeteer's emulateNetworkConditions, in
 * bytes per second), for the timings the bench takes in a browser rather than
 * in Lighthouse's simulation: its round trip and bandwidth, read from the preset.
 */
const { rttMs, throughputKbps, uploadThroughputKbps } = constants.throttling.mobileSlow4G;
export const SLOW_4G_IN_BROWSER = {
  latency: rttMs,
  download: (throughputKbps * 1024) / 8,
  upload: (uploadThroughputKbps * 1024) / 8,
};

/** Lighthouse's benchmark, as a function a page can run: the same figure Lighthouse reports. */
const BENCHMARK_IN_PAGE = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;

export interface Calibration {
  benchmarkIndex: number;
  cpuSlowdown: number;
}

/**
 * The calibration read in a browser tab: Lighthouse's benchmark run there
 * three times (`evaluate` runs a script in the tab and returns its value), the
 * median taken.
 */
export async function calibrateIn(evaluate: (script: string) => Promise<number>) {
  const readings: number[] = [];
  for (let run = 0; run < 3; run++) readings.push(await evaluate(BENCHMARK_IN_PAGE));
  const benchmarkIndex = median(readings);
  return { benchmarkIndex, cpuSlowdown: cpuSlowdownFor(benchmarkIndex) };
}

/** How the bench was calibrated, as it prints it. */
export const calibrationLine = (benchmarkIndex: number, cpuSlowdown: number) =>
  `Machine: benchmark index ${Math.round(benchmarkIndex)}; CPU slowed ${cpuSlowdown}x (index / ${INDEX_PER_SLOWDOWN}, at least ${LEAST_SLOWDOWN}x), so it simulates the phone Lighthouse's 4x does on a machine of index ~1,300`;

/** The calibration read in a blank tab of `browser`, closed afterwards. */
export async function calibrateBrowser(browser: Browser): Promise<Calibration> {
  const tab = await browser.newPage();
  try {
    return await calibrateIn((script) => tab.evaluate(script) as Promise<number>);
  } finally {
    await tab.close();
  }
}
