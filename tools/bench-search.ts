// `npm run bench`, part of bench-build.ts: the writing index's search on a
// site with many posts. What the search costs in bytes (MiniSearch's chunk and
// the index, which load only once the box is used), and how long the page
// takes to show the results of a query, from the key that completes it to the
// frame that shows the list, in Chromium with its CPU slowed 4x.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import puppeteer from "puppeteer-core";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./chromium.ts";
import { serveOverTls } from "./bench-server.ts";
import { SEARCH_INDEX_FILE } from "../app/lib/site-files.ts";

const RUNS = 5;
const CPU_SLOWDOWN = 4;

export interface SearchFigures {
  code: { raw: number; gzip: number };
  index: { raw: number; gzip: number };
  /** From the last key of the query to the frame showing its results: each run, in ms. */
  showResultsMs: number[];
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
 * Times `query` typed into the writing index's box of the site built in
 * `client`, published at `basePath`, RUNS times, each on a fresh page whose
 * index has loaded (the box focused first, as a reader's click does).
 */
export async function timeSearch(
  client: string,
  basePath: string,
  query: string,
): Promise<SearchFigures> {
  const { server, origin } = await serveOverTls(client, basePath);
  const browser = await puppeteer.launch({
    executablePath: findChromium() ?? chromium.executablePath(),
    headless: true,
    args: ["--ignore-certificate-errors", ...CHROMIUM_ARGS],
  });
  const showResultsMs: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage();
      await page.setViewport({ width: 390, height: 844 });
      await page.goto(`${origin}${basePath}writing`);
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
      await page.emulateCPUThrottling(CPU_SLOWDOWN);
      await page.focus("#post-search");
      // The index has loaded once the first query gets an answer.
      await page.type("#post-search", query.slice(0, -1));
      await page.waitForFunction(
        () => document.querySelector("form[role=search] [role=status]")!.textContent !== "",
        { timeout: 60_000 },
      );
      await page.evaluate(() => {
        const list = document.querySelector("main ol")!;
        const status = document.querySelector("form[role=search] [role=status]")!;
        const before = status.textContent;
        const box = document.getElementById("post-search")!;
        box.addEventListener(
          "input",
          (event) => {
            const typedAt = event.timeStamp;
            new MutationObserver((_, observer) => {
              if (status.textContent === before) return;
              observer.disconnect();
              requestAnimationFrame((frame) =>
                Object.assign(window, { benchSearchMs: frame - typedAt }),
              );
            }).observe(list.parentElement!, {
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
      showResultsMs.push(Number(await handle.jsonValue()));
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return { ...(await searchBytes(client)), showResultsMs };
}
