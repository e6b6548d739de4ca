// `npm run bench`, part of bench-build.ts: the writing index's search on a
// site with many posts. What the search costs in bytes (MiniSearch's chunk and
// the index, which load only once the box is used), and how long the page
// takes to show the results of a query, from the key that completes it until
// the frame that shows them is drawn, in Chromium with its CPU slowed to match
// the machine (bench-calibration.ts),
// beside a bare page whose box answers each key with one line of text.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import puppeteer, { type Browser } from "puppeteer-core";
import { CHROMIUM_ARGS, wholeChromium } from "./chromium.ts";
import { SEARCH_FLOOR_PATH, serveOverTls, trustCertificateFlag } from "./bench-server.ts";
import { calibrateIn } from "./bench-calibration.ts";
import { SEARCH_INDEX_FILE } from "../app/lib/site-files.ts";

const RUNS = 5;

export interface SearchFigures {
  code: { raw: number; gzip: number };
  index: { raw: number; gzip: number };
  /** From the last key of the query until the frame showing its results is drawn: each run, in ms. */
  showResultsMs: number[];
  /** The same on the bare search page (bench-server.ts), measured in turn with the site: each run, in ms. */
  floorMs: number[];
  /** How much the CPU was slowed for both, from the machine's calibration (bench-calibration.ts). */
  cpuSlowdown: number;
}

const weigh = (bytes: Buffer) => ({ raw: bytes.length, gzip: gzipSync(bytes).length });

/** The search's bytes in a built site's client/ folder. */
export async function searchBytes(client: string) {
  const assets = join(client, "assets");
  const chunk = (await readdir(assets)).find((file) => file.startsWith("minisearch-"));
  if (!chunk) throw new Error(`${assets} has no minisearch chunk`);
  return {
    code: weigh(await readFile(join(assets, chunk))),
    index: weigh(await readFile(join(client, SEARCH_INDEX_FILE))),
  };
}

/**
 * Types `query` into the search box of the page at `url`, the last key apart,
 * waits for its answer, and times the last key: from the key (as INP counts
 * it) to the end of the main thread's work on the frame that shows what it
 * found. A message posted from requestAnimationFrame runs once that frame's
 * style, layout and paint are done.
 */
async function timeLastKey(
  browser: Browser,
  url: string,
  query: string,
  cpuSlowdown: number,
): Promise<number> {
  const page = await browser.newPage();
  try {
    await page.setViewport({ width: 390, height: 844 });
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    await page.emulateCPUThrottling(cpuSlowdown);
    await page.focus("#post-search");
    // The index has loaded once the first query gets an answer.
    await page.type("#post-search", query.slice(0, -1));
    await page.waitForFunction(
      () => document.querySelector("search [role=status]")!.textContent !== "",
      { timeout: 60_000 },
    );
    await page.evaluate(() => {
      const status = document.querySelector("search [role=status]")!;
      const before = status.textContent;
      document.getElementById("post-search")!.addEventListener(
        "keydown",
        (event) => {
          const keyAt = event.timeStamp;
          new MutationObserver((_, observer) => {
            if (status.textContent === before) return;
            observer.disconnect();
            requestAnimationFrame(() => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () =>
                Object.assign(window, { benchSearchMs: performance.now() - keyAt });
              channel.port2.postMessage(null);
            });
          }).observe(document.querySelector("main")!, {
            childList: true,
            subtree: true,
            characterData: true,
          });
        },
        { once: true },
      );
    });
    await page.type("#post-search", query.slice(-1));
    const handle = await page.waitForFunction(
      () => (window as unknown as { benchSearchMs?: number }).benchSearchMs,
      { timeout: 60_000 },
    );
    return Number(await handle.jsonValue());
  } finally {
    await page.close();
  }
}

/**
 * Times `query` on the writing index of the site built in `client`,
 * published at `basePath`, and on the bare search page, in turn, RUNS times
 * each, each on a fresh page.
 */
export async function timeSearch(
  client: string,
  basePath: string,
  query: string,
): Promise<SearchFigures> {
  const { server, origin } = await serveOverTls(client, basePath);
  const browser = await puppeteer.launch({
    executablePath: wholeChromium("npm run bench"),
    headless: true,
    args: [await trustCertificateFlag(), ...CHROMIUM_ARGS],
  });
  const showResultsMs: number[] = [];
  const floorMs: number[] = [];
  const tab = await browser.newPage();
  const { cpuSlowdown } = await calibrateIn((script) => tab.evaluate(script) as Promise<number>);
  await tab.close();
  try {
    for (let run = 0; run < RUNS; run++) {
      floorMs.push(await timeLastKey(browser, `${origin}${SEARCH_FLOOR_PATH}`, query, cpuSlowdown));
      showResultsMs.push(
        await timeLastKey(browser, `${origin}${basePath}writing`, query, cpuSlowdown),
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
  return { ...(await searchBytes(client)), showResultsMs, floorMs, cpuSlowdown };
}
