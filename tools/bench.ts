// `npm run bench`: builds the site, serves build/client/ as a static host would
// (HTTP/2 over TLS, gzip, 404.html for unknown paths), reads the machine's
// benchmark index and slows the CPU to match it (bench-calibration.ts), runs
// Lighthouse (mobile, simulated throttling) five times on one page of each kind
// and prints, beside the goals, the median and the worst run of FCP, LCP, TBT
// and CLS, the LCP element and its render delay, and the bytes each page needs,
// after the floor every page shares: a bare page served the same way, and one
// as heavy as the page's HTML, measured in turn with it. The same figures go to
// bench/results/latest.json so runs can be compared.
import { execFileSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { BUDGETS } from "./budgets.ts";
import { type Calibration, calibrationLine } from "./bench-calibration.ts";
import {
  CATEGORIES,
  type Category,
  calibrateChrome,
  launchChromeForLighthouse,
  lighthouseRun,
} from "./bench-lighthouse.ts";
import { aboveFloor, check, ms, spread } from "./bench-stats.ts";
import { frameworkFloor, pageWeight, type PageWeight, type Weight } from "./page-weight.ts";
import {
  PHOTO_POST,
  buildPhotoPostPair,
  coverRenditions,
  type Rendition,
} from "./bench-photo-post.ts";
import { FLOOR_PATH, sameSizeFloorPath, serveOverTls } from "./bench-server.ts";
import { LARGER_HOME, buildLargerHome } from "./bench-larger-home.ts";
import { ROUTES } from "../app/route-table.ts";
import { thisContent } from "../pipeline/content/store.ts";
import { basePathOf } from "../app/lib/site-url.ts";
import { onePagePerTemplate, sitePages } from "../pipeline/content/pages.ts";
import { FIRST_ROUND_TRIP_BYTES } from "../pipeline/finish/paint-first.ts";

/** The owner's content, which the built site was made from. */
const { site, writing } = await thisContent();

const CLIENT = "build/client";
const BASE_PATH = basePathOf(site.seo.siteUrl);
/** `--rounds=N`: how many runs of each page (and of its floor, in turn with it); 5 unless told. */
const { values: options } = parseArgs({ options: { rounds: { type: "string", default: "5" } } });
const RUNS = Number(options.rounds);
// One page of each kind (one post stands for every post). The not-found page is
// measured as /404.html, the file hosts answer with, for speed and access only:
// its noindex and its logged path are by design.
const PAGES = onePagePerTemplate(sitePages(writing, ROUTES)).map((page) => ({
  ...page,
  url: page.isNotFound ? `/${page.file}` : page.path,
  categories: page.isNotFound ? (["performance", "accessibility"] as Category[]) : [...CATEGORIES],
}));
/**
 * The first paint is the whole page: its largest text waits for nothing after
 * it, so it paints within 30 ms of a bare page as heavy as its HTML, measured
 * in turn with it (no goal in milliseconds of its own: the floor is the
 * machine's and the network's). TBT is held to its median, as that LCP is:
 * one Lighthouse run's TBT swung by 100-180 ms between two builds whose script
 * for that page was the same, so the worst of five runs tells noise, not the
 * page. The worst run is printed beside it. It may be 50 ms above the TBT of
 * the same bare page, which is 0 on a quiet machine; on a busy one, Lighthouse
 * blocks a page with no script at all for longer than 50 ms, a floor that a
 * goal of 50 ms alone would sit below.
 */
const GOALS = { score: 100, lcpAboveFloorMs: 30, tbtAboveFloorMs: 50, cls: 0 };
/**
 * A post's two phone photos: their bytes; how much later its text may paint
 * than the post without; and what its cover may add to its LCP beyond the time
 * the cover's bytes take at the throttled bandwidth.
 */
const PHOTO_GOALS = { imageBytes: 300 * 1024, textPaintMs: 60, lcpBeyondTransferMs: 60 };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const weightText = ({ raw, gzip }: Weight) => `${kb(raw)} raw, ${kb(gzip)} gzip`;

execFileSync("npm", ["run", "build"], { stdio: "inherit" });

const { server, origin } = await serveOverTls(CLIENT, BASE_PATH);
// The same post with two phone photos and without, in a build of its own.
const photoPair = await buildPhotoPostPair();
const photoServer = await serveOverTls(photoPair.client, BASE_PATH);
// The home page with an owner's larger content, in a build of its own.
const largerHome = await buildLargerHome();
const largerHomeServer = await serveOverTls(largerHome.client, BASE_PATH);

const chrome = await launchChromeForLighthouse();

interface Run {
  scores: Partial<Record<Category, number>>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement: string;
  lcpRenderDelayMs: number;
  /** Bytes of pictures the page downloaded (transfer size). */
  imageBytes: number;
  /** The pictures the page downloaded: their addresses and transfer sizes. */
  imageRequests: Array<{ url: string; transferSize: number }>;
  /** The simulated network's bandwidth, in Lighthouse's kilobits (1,024 bits) per second. */
  throughputKbps: number;
  /** How fast this machine ran Lighthouse's benchmark as the run began. */
  benchmarkIndex: number;
}

/** Every picture in Lighthouse's list of the page's requests, with its transfer size. */
function imageRequests(audit: { details?: unknown } | undefined) {
  const requests =
    (
      audit?.details as {
        items?: Array<{ url: string; resourceType?: string; transferSize?: number }>;
      }
    )?.items ?? [];
  return requests
    .filter((request) => request.resourceType === "Image")
    .map((request) => ({ url: request.url, transferSize: request.transferSize ?? 0 }));
}

/** The LCP element's tag and snippet, and its render delay, from Lighthouse's LCP breakdown. */
function lcpDetails(audit: { details?: unknown } | undefined) {
  const tables = (audit?.details as { items?: Array<{ items?: Array<Record<string, unknown>> }> })
    ?.items;
  const node = tables?.[0]?.items?.[0]?.node as { snippet?: string } | undefined;
  const phases = tables?.[1]?.items ?? [];
  const renderDelay = phases.find((phase) => phase.phase === "Render Delay")?.timing;
  return {
    lcpElement: (node?.snippet ?? "none").slice(0, 70),
    lcpRenderDelayMs: typeof renderDelay === "number" ? renderDelay : NaN,
  };
}

/** The CPU slowdown of every run: Lighthouse's 4x until the machine is calibrated. */
let calibration: Calibration = { benchmarkIndex: NaN, cpuSlowdown: 4 };

/** One Lighthouse run of `url`, a first visit, at the calibrated slowdown. */
async function measure(url: string, categories: Category[]): Promise<Run> {
  const {
    categories: scored,
    audits,
    configSettings,
    environment,
  } = await lighthouseRun(chrome.port, url, categories, calibration.cpuSlowdown);
  const images = imageRequests(audits["network-requests"]);
  return {
    scores: Object.fromEntries(
      categories.map((id) => [id, Math.round((scored[id]?.score ?? 0) * 100)]),
    ),
    fcpMs: audits["first-contentful-paint"]!.numericValue!,
    lcpMs: audits["largest-contentful-paint"]!.numericValue!,
    tbtMs: audits["total-blocking-time"]!.numericValue!,
    cls: audits["cumulative-layout-shift"]!.numericValue!,
    ...lcpDetails(audits["largest-contentful-paint-element"]),
    imageBytes: images.reduce((total, request) => total + request.transferSize, 0),
    imageRequests: images,
    throughputKbps: configSettings.throttling.throughputKbps!,
    benchmarkIndex: environment.benchmarkIndex,
  };
}

/** The figures of one page over its runs. */
async function summarise(
  path: string,
  categories: Category[],
  runs: Run[],
  weight: PageWeight,
  /** Runs of a bare page as heavy as this one's HTML, taken in turn with this page's. */
  sameSizeFloorRuns?: Run[],
) {
  return {
    path,
    sameSizeFloorLcpMs: sameSizeFloorRuns && spread(sameSizeFloorRuns.map((run) => run.lcpMs)),
    // What the machine blocks on a page with no script: a page's TBT beside it tells its own.
    sameSizeFloorTbtMs: sameSizeFloorRuns && spread(sameSizeFloorRuns.map((run) => run.tbtMs)),
    categories,
    // Each category's worst run: every run must score 100.
    scores: Object.fromEntries(
      categories.map((id) => [id, Math.min(...runs.map((run) => run.scores[id]!))]),
    ),
    fcpMs: spread(runs.map((run) => run.fcpMs)),
    lcpMs: spread(runs.map((run) => run.lcpMs)),
    lcpEqualsFcpInEveryRun: runs.every((run) => Math.round(run.lcpMs) === Math.round(run.fcpMs)),
    lcpRenderDelayMs: spread(runs.map((run) => run.lcpRenderDelayMs)),
    lcpElements: [...new Set(runs.map((run) => run.lcpElement))],
    tbtMs: spread(runs.map((run) => run.tbtMs)),
    cls: spread(runs.map((run) => run.cls)),
    imageBytes: spread(runs.map((run) => run.imageBytes)),
    bytes: {
      html: weight.html,
      css: weight.css,
      js: weight.js,
      jsParts: weight.jsParts,
      jsBeyondFloor: weight.jsBeyondFloor,
      fonts: weight.fonts,
    },
    runs,
  };
}

/**
 * RUNS Lighthouse runs of `url`, and as many of `floorUrl` if given, taken in
 * turn so that both meet the same moments of the machine.
 */
async function measureInTurn(url: string, categories: Category[], floorUrl?: string) {
  const runs: Run[] = [];
  const floorRuns: Run[] = [];
  for (let run = 0; run < RUNS; run++) {
    runs.push(await measure(url, categories));
    if (floorUrl) floorRuns.push(await measure(floorUrl, ["performance"]));
  }
  return { runs, floorRuns: floorUrl ? floorRuns : undefined };
}

const results = [];
const photoResults = [];
let renditions: Rendition[] = [];
let paintFloorMs = { median: NaN, max: NaN };
let largerHomeResult: Awaited<ReturnType<typeof summarise>> | undefined;
try {
  // The machine's speed first, read in a tab of the browser Lighthouse drives.
  calibration = await calibrateChrome(chrome.port);
  console.log(calibrationLine(calibration.benchmarkIndex, calibration.cpuSlowdown));
  const floorRuns: Run[] = [];
  for (let run = 0; run < RUNS; run++) {
    floorRuns.push(await measure(`${origin}${FLOOR_PATH}`, ["performance"]));
  }
  paintFloorMs = spread(floorRuns.map((run) => run.lcpMs));
  for (const page of PAGES) {
    const weight = await pageWeight(CLIENT, page.file);
    const { runs, floorRuns } = await measureInTurn(
      `${origin}${BASE_PATH}${page.url.slice(1)}`,
      page.categories,
      `${origin}${sameSizeFloorPath(weight.html.gzip)}`,
    );
    results.push(await summarise(page.url, page.categories, runs, weight, floorRuns));
  }
  // The post with its photos and without, run after run in turn.
  const pair = [PHOTO_POST.withPhotos, PHOTO_POST.withoutPhotos].map((slug) => ({
    path: `/writing/${slug}`,
    runs: [] as Run[],
  }));
  for (let run = 0; run < RUNS; run++) {
    for (const page of pair) {
      page.runs.push(
        await measure(`${photoServer.origin}${BASE_PATH}${page.path.slice(1)}`, [...CATEGORIES]),
      );
    }
  }
  renditions = await coverRenditions(photoPair.client, BASE_PATH);
  for (const page of pair) {
    const weight = await pageWeight(photoPair.client, `${page.path.slice(1)}.html`);
    photoResults.push(await summarise(page.path, [...CATEGORIES], page.runs, weight));
  }
  const largerHomeWeight = await pageWeight(largerHome.client, "index.html");
  const largerHomeRuns = await measureInTurn(
    `${largerHomeServer.origin}${BASE_PATH}`,
    [...CATEGORIES],
    `${largerHomeServer.origin}${sameSizeFloorPath(largerHomeWeight.html.gzip)}`,
  );
  largerHomeResult = await summarise(
    "/ (larger content)",
    [...CATEGORIES],
    largerHomeRuns.runs,
    largerHomeWeight,
    largerHomeRuns.floorRuns,
  );
} finally {
  await chrome.kill();
  server.close();
  photoServer.server.close();
  await photoPair.remove();
  largerHomeServer.server.close();
  await largerHome.remove();
}

const floor = await frameworkFloor(CLIENT);
console.log(`\n${calibrationLine(calibration.benchmarkIndex, calibration.cpuSlowdown)}`);
console.log(
  `Floor: a 4 KB page of text with nothing else, on the same server, paints at ${ms(paintFloorMs)}`,
);
type Result = Awaited<ReturnType<typeof summarise>>;
const tbtAboveFloor = (result: Result) => aboveFloor(result.tbtMs, result.sameSizeFloorTbtMs);

function printPage(result: Result) {
  console.log(`\n${result.path}  (median and worst of ${RUNS} Lighthouse mobile runs)`);
  for (const id of result.categories) {
    console.log(
      `  ${check(result.scores[id] === GOALS.score)} ${id.padEnd(15)} ${result.scores[id]} in the worst run`,
    );
  }
  console.log(`       FCP             ${ms(result.fcpMs)}`);
  console.log(`       LCP             ${ms(result.lcpMs)}`);
  // A page that must send more than the 4 KB floor (the home page, whose content
  // is all in its HTML) is held to a bare page as heavy as its HTML instead.
  const floorLcp = result.sameSizeFloorLcpMs ?? paintFloorMs;
  const floorName = result.sameSizeFloorLcpMs
    ? `same-size floor (${kb(result.bytes.html.gzip)} gzip, at ${ms(floorLcp)})`
    : "floor";
  const lcpAboveFloor = result.lcpMs.median - floorLcp.median;
  console.log(
    `  ${check(lcpAboveFloor <= GOALS.lcpAboveFloorMs)} LCP - floor     ${Math.round(lcpAboveFloor)} ms above the ${floorName} (medians; goal: at most ${GOALS.lcpAboveFloorMs} ms)`,
  );
  console.log(
    `  ${check(result.lcpEqualsFcpInEveryRun)} LCP = FCP       ${result.lcpEqualsFcpInEveryRun ? "in every run" : "not in every run"}`,
  );
  console.log(`       LCP element     ${result.lcpElements.join(" | ")}`);
  console.log(`       render delay    ${ms(result.lcpRenderDelayMs)}`);
  console.log(
    `  ${check(tbtAboveFloor(result) <= GOALS.tbtAboveFloorMs)} TBT             ${ms(result.tbtMs)}, ${Math.round(tbtAboveFloor(result))} ms above the ${result.sameSizeFloorTbtMs ? `same-size floor (at ${ms(result.sameSizeFloorTbtMs)})` : "floor of 0"} (medians; goal: at most ${GOALS.tbtAboveFloorMs} ms)`,
  );
  console.log(
    `  ${check(result.cls.max === GOALS.cls)} CLS             ${result.cls.median} (worst ${result.cls.max})`,
  );
  const { html, css, js, fonts } = result.bytes;
  console.log(
    `  ${check(html.gzip <= FIRST_ROUND_TRIP_BYTES)} HTML            ${weightText(html)} (first round trip: ${kb(FIRST_ROUND_TRIP_BYTES)})`,
  );
  console.log(`  ${check(css.gzip <= BUDGETS.cssGzip)} CSS             ${weightText(css)}`);
  console.log(
    `  ${check(js.gzip <= BUDGETS.pageJsGzip)} JS              ${weightText(js)} (goal: at most ${kb(BUDGETS.pageJsGzip)} gzip)`,
  );
  const { content, routeManifest, code } = result.bytes.jsParts;
  console.log(`  ${check(code.gzip <= BUDGETS.codeJsGzip)}   code          ${weightText(code)}`);
  console.log(`         your words    ${weightText(content)} (app/content/site.ts)`);
  console.log(`         route list    ${weightText(routeManifest)} (one entry per page)`);
  console.log(`       framework floor ${weightText(floor)} (React + React Router, any page)`);
  console.log(`       our own JS      ${kb(js.gzip - floor.gzip)} gzip above the floor:`);
  for (const part of result.bytes.jsBeyondFloor) {
    console.log(`                         ${kb(part.gzip).padStart(8)}  ${part.name}`);
  }
  console.log(`       fonts           ${weightText(fonts)}`);
  console.log(`       pictures        ${kb(result.imageBytes.max)} downloaded`);
}
results.forEach(printPage);
console.log(
  `\nThe home page with an owner's larger content (tools/bench-larger-home.ts: ${LARGER_HOME.featured} featured projects, ${LARGER_HOME.others} others, ${LARGER_HOME.experience} experience entries, ${LARGER_HOME.aboutParagraphs} paragraphs about), in a build of its own`,
);
printPage(largerHomeResult!);

// The cost of pictures: the same post with two phone photos and without.
const [withPhotos, withoutPhotos] = photoResults as [Result, Result];
console.log(
  "\nThe same post with two new phone photos (4032x3024 JPEG, about 4 MB each: a cover and one in the text) and without, in a build of its own",
);
photoResults.forEach(printPage);
const lcpCost = withPhotos.lcpMs.median - withoutPhotos.lcpMs.median;
const textFirst = withPhotos.fcpMs.median - withoutPhotos.fcpMs.median;
// The cover's own bytes, as the runs fetched it (the rendition each run chose),
// and the time they take at the simulated bandwidth.
const coverUrls = new Set(renditions.map((rendition) => rendition.url));
const coverBytes = spread(
  withPhotos.runs.map((run) =>
    run.imageRequests
      .filter((request) => coverUrls.has(new URL(request.url).pathname))
      .reduce((total, request) => total + request.transferSize, 0),
  ),
);
const throughputKbps = withPhotos.runs[0]!.throughputKbps;
const coverTransferMs = (coverBytes.median * 8 * 1000) / (throughputKbps * 1024);
console.log("\n  The cover's encoded files (format, width: bytes):");
for (const format of new Set(renditions.map((rendition) => rendition.format))) {
  const line = renditions
    .filter((rendition) => rendition.format === format)
    .map((rendition) => `${rendition.width} px ${kb(rendition.bytes)}`)
    .join(", ");
  console.log(`       ${format.padEnd(5)} ${line}`);
}
console.log(
  `\n  ${check(withPhotos.imageBytes.max <= PHOTO_GOALS.imageBytes)} pictures        ${kb(withPhotos.imageBytes.max)} downloaded (goal: at most ${kb(PHOTO_GOALS.imageBytes)})`,
);
console.log(
  `  ${check(Math.abs(textFirst) <= PHOTO_GOALS.textPaintMs)} text paints     ${Math.round(textFirst)} ms after the post without photos (median FCP; goal: at most ${PHOTO_GOALS.textPaintMs} ms)`,
);
console.log(
  `  ${check(lcpCost <= coverTransferMs + PHOTO_GOALS.lcpBeyondTransferMs)} LCP             ${Math.round(lcpCost)} ms after the post without photos (goal: at most the cover's ${kb(coverBytes.median)} at ${(throughputKbps / 1024).toFixed(1)} Mbps, ${Math.round(coverTransferMs)} ms, + ${PHOTO_GOALS.lcpBeyondTransferMs} ms)`,
);

await mkdir("bench/results", { recursive: true });
await writeFile(
  "bench/results/latest.json",
  `${JSON.stringify({ date: new Date().toISOString(), calibration, floor, paintFloorMs, goals: GOALS, results, largerHome: largerHomeResult, photoResults, coverRenditions: renditions }, null, 2)}\n`,
);
console.log("\nFigures written to bench/results/latest.json");
