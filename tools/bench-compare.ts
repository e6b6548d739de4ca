// `npm run bench:compare -- <build> <build> [--path=/]... [--rounds=15]`: the
// first visit of the same pages in two builds, side by side in one run, beside
// the bare page of the same gzip size the bench holds each page to. Each build
// is a folder the build wrote, such as build/client, or that of another commit:
//
//   git worktree add ../before <commit> && (cd ../before && npm ci && npm run build)
//   npm run build && npm run bench:compare -- ../before/build/client build/client
//
// Both are served as the bench serves the site (bench-server.ts), and
// Lighthouse runs as the bench runs it (bench-lighthouse.ts), at the machine's
// calibrated slowdown. Each round loads every target once, in an order that
// alternates from round to round, so that the builds and the floor meet the same
// moments of a shared machine; the medians over many rounds are what compare
// (the bench's own 5 rounds cannot tell two builds 30 ms apart).
import { gzipSync } from "node:zlib";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { calibrationLine } from "./bench-calibration.ts";
import { calibrateChrome, launchChromeForLighthouse, lighthouseRun } from "./bench-lighthouse.ts";
import { sameSizeFloorPath, serveOverTls } from "./bench-server.ts";
import { median } from "./bench-stats.ts";
import { ROUTES } from "../app/route-table.ts";
import { basePathOf } from "../app/lib/site-url.ts";
import { thisContent } from "../pipeline/content/store.ts";
import { sitePages } from "../pipeline/content/pages.ts";

const { values: options, positionals: builds } = parseArgs({
  allowPositionals: true,
  options: {
    path: { type: "string", multiple: true, default: ["/"] },
    rounds: { type: "string", default: "15" },
  },
});
if (builds.length !== 2) {
  console.error("Usage: npm run bench:compare -- <build> <build> [--path=/]... [--rounds=15]");
  process.exit(2);
}
const ROUNDS = Number(options.rounds);

const { site, writing } = await thisContent();
const BASE_PATH = basePathOf(site.seo.siteUrl);
const pages = sitePages(writing, ROUTES);
const targets = options.path.map((path) => {
  const page = pages.find((page) => page.path === path);
  if (!page) {
    throw new Error(`${path} is none of the site's pages: ${pages.map((p) => p.path).join(", ")}`);
  }
  return page;
});

const servers = await Promise.all(builds.map((build) => serveOverTls(build, BASE_PATH)));
const chrome = await launchChromeForLighthouse();
try {
  const { benchmarkIndex, cpuSlowdown } = await calibrateChrome(chrome.port);
  console.log(calibrationLine(benchmarkIndex, cpuSlowdown));
  for (const page of targets) {
    const url = `${BASE_PATH}${page.isNotFound ? page.file : page.path.slice(1)}`;
    // The floor is as heavy as the first build's page.
    const html = await readFile(join(builds[0]!, page.file));
    const runs = [
      ...builds.map((build, index) => ({ name: build, url: `${servers[index]!.origin}${url}` })),
      {
        name: "a bare page of the same size",
        url: `${servers[0]!.origin}${sameSizeFloorPath(gzipSync(html).length)}`,
      },
    ].map((target) => ({ ...target, lcp: [] as number[], tbt: [] as number[] }));
    for (let round = 0; round < ROUNDS; round++) {
      for (const target of round % 2 === 0 ? runs : runs.toReversed()) {
        const { audits } = await lighthouseRun(
          chrome.port,
          target.url,
          ["performance"],
          cpuSlowdown,
        );
        target.lcp.push(audits["largest-contentful-paint"]!.numericValue!);
        target.tbt.push(audits["total-blocking-time"]!.numericValue!);
      }
    }
    console.log(
      `\n${page.path} (medians of ${ROUNDS} rounds, in ms; the fewest and the most in brackets)`,
    );
    for (const { name, lcp, tbt } of runs) {
      const figure = (values: number[]) =>
        `${Math.round(median(values))} (${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))})`;
      console.log(`  ${name.padEnd(30)} LCP ${figure(lcp).padEnd(18)} TBT ${figure(tbt)}`);
    }
  }
} finally {
  await chrome.kill();
  for (const { server } of servers) server.close();
}
