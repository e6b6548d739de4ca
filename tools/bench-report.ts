// `npm run bench`, after its runs: writes docs/speed.md from the figures they
// left in bench/results/ (latest.json from bench.ts, clicks.json from
// bench-clicks.ts), each beside its floor and its goal as the bench printed
// them, and the README's Speed section, how many of the goals that run met,
// so that no figure in either is typed by hand.
import { readFile, writeFile } from "node:fs/promises";
import { fromMarkdown } from "mdast-util-from-markdown";
import { toString } from "mdast-util-to-string";
import { format, resolveConfig } from "prettier";
import { calibrationLine } from "./bench-calibration.ts";
import { aboveFloor } from "./bench-stats.ts";
import { BUDGETS } from "./budgets.ts";

interface Spread {
  median: number;
  max: number;
}
interface PageResult {
  path: string;
  lcpMs: Spread;
  sameSizeFloorLcpMs?: Spread;
  sameSizeFloorTbtMs?: Spread;
  tbtMs: Spread;
  bytes: { html: { gzip: number }; js: { gzip: number } };
}
interface PageResults {
  date: string;
  calibration: { benchmarkIndex: number; cpuSlowdown: number };
  goals: { lcpAboveFloorMs: number; tbtAboveFloorMs?: number; tbtMs?: number };
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
/**
 * TBT's goal above the bare page of the same size; results written before it
 * was held to that floor call the same 50 ms `tbtMs`.
 */
const TBT_ABOVE_FLOOR_MS = pages.goals.tbtAboveFloorMs ?? pages.goals.tbtMs ?? NaN;

/** Whether each goal was met: read by the doc's tables and the README's summary alike. */
const met = {
  ahead: (bytes: number) => bytes <= clicks.goals.aheadBytesPerView,
  saveData: (bytes: number) => bytes === 0,
  inp: ({ inpMs, floorMs }: ClickResults["interactions"][number]) =>
    inpMs.median - floorMs.median <= clicks.goals.inpAboveFloorMs,
  lcp: ({ lcpMs, sameSizeFloorLcpMs }: PageResult) =>
    lcpMs.median - (sameSizeFloorLcpMs?.median ?? NaN) <= pages.goals.lcpAboveFloorMs,
  tbt: ({ tbtMs, sameSizeFloorTbtMs }: PageResult) =>
    aboveFloor(tbtMs, sameSizeFloorTbtMs) <= TBT_ABOVE_FLOOR_MS,
  js: ({ bytes }: PageResult) => bytes.js.gzip <= JS_GOAL,
};

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
      `at most ${kb(clicks.goals.aheadBytesPerView)}: ${mark(met.ahead(aheadBytes))}`,
      kb(prerenderedAheadBytes),
      `at most ${kb(clicks.goals.aheadBytesPerView)}: ${mark(met.ahead(prerenderedAheadBytes))}`,
      kb(saveDataAheadBytes),
      `nothing: ${mark(met.saveData(saveDataAheadBytes))}`,
    ]),
  ),
  "",
  `## Interaction to Next Paint on the home page (ms, medians of ${clicks.rounds} rounds)`,
  "",
  table(
    ["Control", "INP", "its floor", "floor", "goal"],
    clicks.interactions.map((control) => [
      control.name,
      n(control.inpMs.median),
      n(control.floorMs.median),
      control.floorName,
      `+${clicks.goals.inpAboveFloorMs}: ${mark(met.inp(control))}`,
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
      "TBT",
      "worst run",
      "a bare page of its size",
      "goal",
      "JS gzip",
      "goal",
    ],
    pages.results.map((page) => [
      page.path,
      n(page.lcpMs.median),
      `${n(page.sameSizeFloorLcpMs?.median ?? NaN)} (${kb(page.bytes.html.gzip)})`,
      `+${pages.goals.lcpAboveFloorMs}: ${mark(met.lcp(page))}`,
      n(page.tbtMs.median),
      n(page.tbtMs.max),
      n(page.sameSizeFloorTbtMs?.median ?? NaN),
      `+${TBT_ABOVE_FLOOR_MS}: ${mark(met.tbt(page))}`,
      kb(page.bytes.js.gzip),
      `at most ${kb(JS_GOAL)}: ${mark(met.js(page))}`,
    ]),
  ),
  "",
  `Runs: pages ${pages.date}, clicks ${clicks.date}.`,
  "",
];

/** Writes `text` to a Markdown file, laid out as the repository's formatter lays out every one. */
async function writeMarkdown(file: string, text: string) {
  await writeFile(file, await format(text, { ...(await resolveConfig(file)), filepath: file }));
}

const DOC = "docs/speed.md";
await writeMarkdown(DOC, lines.join("\n"));
console.log(`${DOC} written from bench/results/`);

/** `text` in lines of at most the formatter's width, broken between words. */
function wrap(text: string, width = 100) {
  const lines = [""];
  for (const word of text.split(" ")) {
    const line = lines.at(-1)!;
    if (line && line.length + 1 + word.length > width) lines.push(word);
    else lines[lines.length - 1] = line ? `${line} ${word}` : word;
  }
  return lines.join("\n");
}

/** "2 of 4", or "all 4" */
const countMet = <T>(items: T[], isMet: (item: T) => boolean) => {
  const count = items.filter(isMet).length;
  return count === items.length ? `all ${count}` : `${count} of ${items.length}`;
};
const journeysMet = (way: string) => countMet(clicks.journeys, ({ goals }) => goals[way]!.met);
const day = (date: string) => date.slice(0, 10);
const days = [...new Set([day(pages.date), day(clicks.date)])].join(" and ");
/** Each part's CPU slowdown, calibrated as it starts: the taps', and a first visit's when it differs. */
const slowdowns =
  pages.calibration.cpuSlowdown === clicks.calibration.cpuSlowdown
    ? `CPU ${clicks.calibration.cpuSlowdown}x slower`
    : `CPU ${clicks.calibration.cpuSlowdown}x slower, first visits ${pages.calibration.cpuSlowdown}x`;
const summary = [
  `[Measured](${DOC}) by \`npm run bench\` on ${days} (${slowdowns}, slow 4G),`,
  `each goal against its floor in the same run. Met: the next page prerendered ${journeysMet("prerendered")},`,
  `within the app ${journeysMet("within the app")}; fetching ahead on`,
  `${countMet(clicks.aheadPerView, (view) => met.ahead(view.aheadBytes) && met.ahead(view.prerenderedAheadBytes) && met.saveData(view.saveDataAheadBytes))} pages;`,
  `controls' INP ${countMet(clicks.interactions, met.inp)}; a first visit's JS`,
  `${countMet(pages.results, met.js)}, TBT ${countMet(pages.results, met.tbt)}, LCP ${countMet(pages.results, met.lcp)}.`,
].join(" ");

// The README's Speed section, found in its Markdown tree: the text from the
// end of its heading to the next heading is replaced.
const README = "README.md";
const readme = await readFile(README, "utf8");
const headings = fromMarkdown(readme).children.filter((node) => node.type === "heading");
const speed = headings.findIndex((node) => node.depth === 2 && toString(node) === "Speed");
const [start, end] = [
  headings[speed]?.position?.end.offset,
  headings[speed + 1]?.position?.start.offset,
];
if (speed < 0 || start === undefined || end === undefined) {
  console.log(`${README} has no "## Speed" section before another heading; left as it is`);
} else {
  await writeMarkdown(
    README,
    `${readme.slice(0, start)}\n\n${wrap(summary)}\n\n${readme.slice(end)}`,
  );
  console.log(`${README}'s Speed section written from bench/results/`);
}
