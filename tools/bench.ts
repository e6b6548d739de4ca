// `npm run bench`: builds the site, serves build/client/ as a static host would
// (HTTP/2 over TLS, gzip, 404.html for unknown paths), runs Lighthouse (mobile, simulated
// throttling) three times on each page and prints the medians beside the
// goals, with the bytes each page needs. The same figures go to
// bench/results/latest.json so runs can be compared.
import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createSecureServer } from "node:http2";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { BUDGETS } from "./budgets.ts";
import { CHROMIUM_ARGS, findChromium } from "./chromium.ts";
import { frameworkFloor, pageWeight, type Weight } from "./page-weight.ts";
import { staticHandler } from "./serve.ts";
import { site } from "../app/content/site.ts";
import { basePathOf } from "../app/lib/site-url.ts";
import { indexablePages, onePagePerTemplate } from "../pipeline/pages.ts";

const CLIENT = "build/client";
const BASE_PATH = basePathOf(site.seo.siteUrl);
const RUNS = 3;
// One page of each kind search engines index (one post stands for every post); the
// not-found page is left out, as it asks not to be indexed.
const PAGES = onePagePerTemplate(indexablePages());
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const GOALS = { score: 100, lcpMs: 1200, tbtMs: 50, cls: 0 };

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const weightText = ({ raw, gzip }: Weight) => `${kb(raw)} raw, ${kb(gzip)} gzip`;

execFileSync("npm", ["run", "build"], { stdio: "inherit" });

/**
 * A throwaway certificate for localhost. Every static host serves HTTP/2 over
 * TLS, and Lighthouse's simulation charges each extra HTTP/1.1 connection a
 * handshake, so a plain local server would measure a page load no visitor gets.
 */
async function localhostCertificate(): Promise<{ key: Buffer; cert: Buffer }> {
  const folder = await mkdtemp(join(tmpdir(), "bench-tls-"));
  const [key, cert] = [join(folder, "key.pem"), join(folder, "cert.pem")];
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=localhost",
      ].concat(["-keyout", key, "-out", cert]),
      { stdio: "ignore" },
    );
    return { key: await readFile(key), cert: await readFile(cert) };
  } catch (error) {
    throw new Error("npm run bench needs openssl to serve HTTPS (apt-get install -y openssl)", {
      cause: error,
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const server = createSecureServer(
  { ...(await localhostCertificate()), allowHTTP1: true },
  staticHandler(CLIENT, { basePath: BASE_PATH }),
);
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `https://localhost:${(server.address() as AddressInfo).port}`;

const chrome = await chromeLauncher.launch({
  chromePath: findChromium() ?? chromium.executablePath(),
  // The certificate is self-signed; nothing else is fetched from anywhere.
  chromeFlags: ["--headless=new", "--ignore-certificate-errors", ...CHROMIUM_ARGS],
});

const results = [];
try {
  for (const page of PAGES) {
    const runs: Array<{
      scores: Record<string, number>;
      lcpMs: number;
      fcpMs: number;
      tbtMs: number;
      cls: number;
      lcpElement: string;
    }> = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${origin}${BASE_PATH}${page.path.slice(1)}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      const { categories, audits } = result!.lhr;
      runs.push({
        scores: Object.fromEntries(
          CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
        ),
        lcpMs: audits["largest-contentful-paint"]!.numericValue!,
        fcpMs: audits["first-contentful-paint"]!.numericValue!,
        tbtMs: audits["total-blocking-time"]!.numericValue!,
        cls: audits["cumulative-layout-shift"]!.numericValue!,
        lcpElement: JSON.stringify(
          (audits["largest-contentful-paint-element"]?.details as { items?: unknown[] })
            ?.items?.[0] ?? null,
        ).slice(0, 160),
      });
    }
    const weight = await pageWeight(CLIENT, page.file);
    results.push({
      path: page.path,
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]!))]),
      ),
      lcpMs: median(runs.map((run) => run.lcpMs)),
      lcpRangeMs: [Math.min(...runs.map((r) => r.lcpMs)), Math.max(...runs.map((r) => r.lcpMs))],
      fcpMs: median(runs.map((run) => run.fcpMs)),
      tbtMs: median(runs.map((run) => run.tbtMs)),
      cls: median(runs.map((run) => run.cls)),
      bytes: { html: weight.html, css: weight.css, js: weight.js, fonts: weight.fonts },
      runs,
    });
  }
} finally {
  await chrome.kill();
  server.close();
}

const floor = await frameworkFloor(CLIENT);
const check = (ok: boolean) => (ok ? "ok  " : "MISS");
for (const result of results) {
  console.log(`\n${result.path}  (median of ${RUNS} Lighthouse mobile runs)`);
  for (const id of CATEGORIES) {
    console.log(
      `  ${check(result.scores[id] === GOALS.score)} ${id.padEnd(15)} ${result.scores[id]}`,
    );
  }
  console.log(
    `  ${check(result.lcpMs <= GOALS.lcpMs)} LCP             ${Math.round(result.lcpMs)} ms (runs ${result.lcpRangeMs.map(Math.round).join("-")} ms)`,
  );
  console.log(`       FCP             ${Math.round(result.fcpMs)} ms`);
  console.log(
    `  ${check(result.tbtMs <= GOALS.tbtMs)} TBT             ${Math.round(result.tbtMs)} ms`,
  );
  console.log(`  ${check(result.cls === GOALS.cls)} CLS             ${result.cls}`);
  const { html, css, js, fonts } = result.bytes;
  console.log(`       HTML            ${weightText(html)}`);
  console.log(`  ${check(css.gzip <= BUDGETS.cssGzip)} CSS             ${weightText(css)}`);
  console.log(`  ${check(js.gzip <= BUDGETS.pageJsGzip)} JS              ${weightText(js)}`);
  console.log(`       framework floor ${weightText(floor)} (React + React Router, any page)`);
  console.log(`       our own JS      ${kb(js.gzip - floor.gzip)} gzip above the floor`);
  console.log(`       fonts           ${weightText(fonts)}`);
}

await mkdir("bench/results", { recursive: true });
await writeFile(
  "bench/results/latest.json",
  `${JSON.stringify({ date: new Date().toISOString(), floor, goals: GOALS, results }, null, 2)}\n`,
);
console.log("\nFigures written to bench/results/latest.json");
