// `npm run screenshots`: captures what a visitor first sees of the home and
// resume pages, on a phone and a desktop, in light and dark, from a built site
// (run `npm run build` first; this script does not build). The PNGs in
// docs/screenshots/ are the README's pictures and are committed.
import { existsSync } from "node:fs";
import { mkdir, stat } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium, type BrowserContextOptions } from "@playwright/test";
import sharp from "sharp";
import { ROUTES } from "../app/route-table.ts";
import { thisContent } from "../pipeline/content/store.ts";
import { basePathOf } from "../app/lib/site-url.ts";
import { indexablePages, onePagePerTemplate, sitePages } from "../pipeline/content/pages.ts";
import { CHROMIUM_ARGS, wholeChromium } from "./chromium.ts";
import { createStaticServer } from "./serve.ts";

/** The owner's content, which the built site was made from. */
const { site, writing } = await thisContent();

const OUT_DIR = "docs/screenshots";
// Each kind of page a visitor comes to on purpose (one post for every post); the
// not-found page is not pictured.
const PAGES = onePagePerTemplate(indexablePages(sitePages(writing, ROUTES)));
// The README shows each picture at about half its width, so 1x desktop pixels
// are already sharp there; the phone gets 2x, as phones render, which keeps its
// text crisp when the picture is opened at full size.
const DEVICES = [
  { name: "desktop", viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  { name: "phone", viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true },
];
const SCHEMES = ["light", "dark"] as const;

const { values } = parseArgs({ options: { root: { type: "string", default: "build/client" } } });
const root = values.root;
if (!existsSync(join(root, "index.html"))) {
  console.error(`No built site at ${root} (index.html is missing): run npm run build first.`);
  process.exit(1);
}
const executablePath = wholeChromium("npm run screenshots");

// The build's pages live below the content's base path, as on the host it is made for.
const basePath = basePathOf(site.seo.siteUrl);
const server = createStaticServer(root, { basePath });
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });

const written: Array<{ file: string; bytes: number }> = [];
try {
  await mkdir(OUT_DIR, { recursive: true });
  for (const { name: device, ...deviceOptions } of DEVICES) {
    for (const colorScheme of SCHEMES) {
      const options: BrowserContextOptions = {
        ...deviceOptions,
        colorScheme,
        // Reveal-on-scroll content is then shown at once, in its final place,
        // and nothing loops, so every run captures the same pixels.
        reducedMotion: "reduce",
      };
      const context = await browser.newContext(options);
      const page = await context.newPage();
      for (const { name: pageName, path } of PAGES) {
        await page.goto(`${origin}${basePath}${path.slice(1)}`, { waitUntil: "load" });
        await page.waitForFunction(() => "hydrated" in document.documentElement.dataset);
        await page.evaluate(() => document.fonts.ready);
        // Fades that hydration starts (the next-section button appears) run even
        // under reduced motion; capture once they are over.
        await page.waitForFunction(() => document.getAnimations().length === 0);
        const file = join(OUT_DIR, `${pageName}-${device}-${colorScheme}.png`);
        await sharp(await page.screenshot())
          .png({ compressionLevel: 9, palette: true })
          .toFile(file);
        written.push({ file, bytes: (await stat(file)).size });
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0).padStart(4)} KB`;
written.sort((a, b) => a.file.localeCompare(b.file));
for (const { file, bytes } of written) console.log(`${kb(bytes)}  ${file}`);
console.log(`${kb(written.reduce((sum, { bytes }) => sum + bytes, 0))}  total`);
