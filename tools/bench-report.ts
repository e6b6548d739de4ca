// `npm run bench`, after its runs: writes docs/speed.md from the figures they
// left in bench/results/ (latest.json from bench.ts, clicks.json from
// bench-clicks.ts), each beside its floor and its goal as the bench printed
// them, so that no figure in the doc is typed by hand.
import { readFile, writeFile } from "node:fs/promises";
import { format, resolveConfig } from "prettier";
import { calibrationLine } from "./bench-calibration.ts";
import { BUDGETS } from "./budgets.ts";

interface Spread {
  median: number;
  max: number;
}
interface PageResult {
  path: string;
  lcpMs: Spread;
  sameSizeFloorLcpMs?: Spread;
  tbtMs: Spread;
  bytes: { html: { gzip: number }; js: { gzip: number } };
}
interface PageResults {
  date: string;
  calibration: { benchmarkIndex: number; cpuSlowdown: number };
  goals: { lcpAboveFloorMs: number; tbtMs: number };
  results: PageResult[];
}
interface ClickResults {
  date: string;
  calibration: { benchmarkIndex: number; cpuSlowdown: number };
  rounds: number;
  goals: {
    prerenderedAboveFloorMs: number;
    withinTheAppAboveFloorMs: number;
    inpAboveFloorMs: number;
    aheadBytesPerView: number;
  };
  journeys: Array<{
    from: string;
    to: string;
    ways: Record<string, Spread>;
    goals: Record<string, { met: boolean }>;
  }>;
  aheadPerView: Array<{
    path: string;
    aheadBytes: number;
    prerenderedAheadBytes: number;
    saveDataAheadBytes: number;
  }>;
  interactions: Array<{ name: string; floorName: string; inpMs: Spread; floorMs: Spread }>;
}

const read = async <T>(file: string) => JSON.parse(await readFile(file, "utf8")) as T;
const pages = await read<PageResults>("bench/results/latest.json");
const clicks = await read<ClickResults>("bench/results/clicks.json");

const n = (value: number) => Math.round(value).toLocaleString("en");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (met: boolean) => (met ? "met" : "**not met**");
const row = (cells: Array<string | number>) => `| ${cells.join(" | ")} |`;
const table = (head: string[], rows: Array<Array<string | number>>) =>
  [row(head), row(head.map(() => "---")), ...rows.map(row)].join("\n");

const JS_GOAL = BUDGETS.pageJsGzip;

const lines = [
  "# Speed",
  "",
  "Written by `npm run bench` (tools/bench-report.ts) from the figures of its last run; not edited by hand.",
  "Every goal is held against a floor measured in the same run, on the same machine.",
  "",
  `${calibrationLine(clicks.calibration.benchmarkIndex, clicks.calibration.cpuSlowdown)}.`,
  "",
  `## The next page, from a tap's release to its first frame (ms, medians of ${clicks.rounds} rounds; slow 4G, 390 px, a touch screen)`,
  "",
  table(
    [
      "Page change",
      "Prerendered",
      "its floor",
      "goal",
      "Within the app",
      "its floor",
      "goal",
      "Plain page load",
    ],
    clicks.journeys.map(({ from, to, ways, goals }) => [
      `${from} to ${to}`,
      n(ways["prerendered"]!.median),
      n(ways["bare, prerendered"]!.median),
      `+${clicks.goals.prerenderedAboveFloorMs}, and no later than a page load: ${mark(goals["prerendered"]!.met)}`,
      n(ways["within the app"]!.median),
      n(ways["bare, swapped in"]!.median),
      `+${clicks.goals.withinTheAppAboveFloorMs}, and no later than a page load: ${mark(goals["within the app"]!.met)}`,
      n(ways["page load"]!.median),
    ]),
  ),
  "",
  "## Fetching ahead, per page view of a visitor who taps nothing",
  "",
  table(
    [
      "Page",
      "Within the app",
      "goal",
      "With Speculation Rules (prerenders)",
      "goal",
      "With Save-Data",
      "goal",
    ],
    clicks.aheadPerView.map(({ path, aheadBytes, prerenderedAheadBytes, saveDataAheadBytes }) => [
      path,
      kb(aheadBytes),
      `at most ${kb(clicks.goals.aheadBytesPerView)}: ${mark(aheadBytes <= clicks.goals.aheadBytesPerView)}`,
      kb(prerenderedAheadBytes),
      `at most ${kb(clicks.goals.aheadBytesPerView)}: ${mark(prerenderedAheadBytes <= clicks.goals.aheadBytesPerView)}`,
      kb(saveDataAheadBytes),
      `nothing: ${mark(saveDataAheadBytes === 0)}`,
    ]),
  ),
  "",
  `## Interaction to Next Paint on the home page (ms, medians of ${clicks.rounds} rounds)`,
  "",
  table(
    ["Control", "INP", "its floor", "floor", "goal"],
    clicks.interactions.map(({ name, floorName, inpMs, floorMs }) => [
      name,
      n(inpMs.median),
      n(floorMs.median),
      floorName,
      `+${clicks.goals.inpAboveFloorMs}: ${mark(inpMs.median - floorMs.median <= clicks.goals.inpAboveFloorMs)}`,
    ]),
  ),
  "",
  "## A first visit, per page type (Lighthouse, mobile; ms, medians)",
  "",
  `${calibrationLine(pages.calibration.benchmarkIndex, pages.calibration.cpuSlowdown)}.`,
  "",
  table(
    [
      "Page",
      "LCP",
      "a bare page of its size",
      "goal",
      "TBT (worst run)",
      "goal",
      "JS gzip",
      "goal",
    ],
    pages.results.map(({ path, lcpMs, sameSizeFloorLcpMs, tbtMs, bytes }) => {
      const floor = sameSizeFloorLcpMs?.median ?? NaN;
      return [
        path,
        n(lcpMs.median),
        `${n(floor)} (${kb(bytes.html.gzip)})`,
        `+${pages.goals.lcpAboveFloorMs}: ${mark(lcpMs.median - floor <= pages.goals.lcpAboveFloorMs)}`,
        n(tbtMs.max),
        `under ${pages.goals.tbtMs}: ${mark(tbtMs.max < pages.goals.tbtMs)}`,
        kb(bytes.js.gzip),
        `at most ${kb(JS_GOAL)}: ${mark(bytes.js.gzip <= JS_GOAL)}`,
      ];
    }),
  ),
  "",
  `Runs: pages ${pages.date}, clicks ${clicks.date}.`,
  "",
];

const DOC = "docs/speed.md";
// Laid out as the repository's formatter lays out every Markdown file.
const options = { ...(await resolveConfig(DOC)), filepath: DOC };
await writeFile(DOC, await format(lines.join("\n"), options));
console.log("docs/speed.md written from bench/results/");
