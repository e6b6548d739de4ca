// `npm run bench` (its second part): how the build grows with the writing.
// With the owner's content and N generated posts in place of their writing
// (N = 0, 50, 200), in a content folder of its own under .test-builds/ that is
// removed afterwards (bench-content.ts), it times the build, the share images
// alone, and weighs the build's client/ and the route manifest every page
// loads, then prints what each post adds between the sizes, which must stay
// flat as the writing grows. Then it builds 50 posts whose covers are new
// phone photos, and the same again with nothing changed, and prints what a
// new picture costs and what an unchanged one (cached) costs. With 200 posts
// built, it weighs the writing index's search (bench-search.ts) and times how
// soon a query's results show.
import { execFileSync } from "node:child_process";
import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { buildBenchSite, writeBenchContent } from "./bench-content.ts";
import { listFiles } from "../pipeline/content/list-files.ts";
import { writePhonePhoto } from "./phone-photo.ts";
import { type SearchFigures, searchBytes, timeSearch } from "./bench-search.ts";
import { median } from "./bench-stats.ts";
import { contentSet, loadSite } from "../pipeline/content/content-set.ts";
import { basePathOf } from "../app/lib/site-url.ts";
import { PROJECT_ROOT } from "../pipeline/project-root.ts";

const POST_COUNTS = [0, 50, 200];
/** Posts with a phone photo as their cover, for the cost of a picture. */
const PHOTO_POSTS = 50;
/** The goal for a build with 200 posts on a 2-core machine. */
const BUILD_GOAL_MS = 120_000;

const SYLLABLES = "ka ri mo te lu sa ne po vi da ge hu zo fa li me ru to ba ni".split(" ");

/**
 * Words of a post's own, the same on every run: a real post brings words no
 * other has (names, terms), which is what a search index grows with.
 */
function ownWords(index: number, count = 120): string {
  let seed = index;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  return Array.from({ length: count }, () =>
    Array.from(
      { length: 2 + Math.floor(random() * 3) },
      () => SYLLABLES[Math.floor(random() * SYLLABLES.length)],
    ).join(""),
  ).join(" ");
}

/** A post of about 900 words, with the headings, list and code block real posts have. */
function generatedPost(index: number, cover?: string): string {
  const day = new Date(Date.UTC(2022, 0, 1) + index * 7 * 86_400_000).toISOString().slice(0, 10);
  const paragraph =
    `Week ${index} notes on calibrating scores, running workshops and shipping small tools for classrooms, with what worked, what did not, and the numbers behind both. `.repeat(
      5,
    );
  return [
    "---",
    `title: Generated post number ${index} about building for classrooms`,
    `date: ${day}`,
    `summary: A generated post, number ${index}, of the length and shape of a real one.`,
    `tags: [${["AI", "Education", "Nonprofit"][index % 3]}]`,
    ...(cover ? ["cover:", `  src: ${cover}`, `  alt: Photo number ${index}`] : []),
    "---",
    "",
    ownWords(index),
    "",
    ...Array.from({ length: 4 }, (_, section) => [
      `## Section ${section + 1}`,
      "",
      paragraph,
      "",
      "- A first point worth a line\n- A second point worth a line",
      "",
    ]).flat(),
    "```python",
    `def score(levels: dict[int, float]) -> int:\n    return max(levels, key=levels.get)  # post ${index}`,
    "```",
    "",
  ].join("\n");
}

async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const file of await listFiles(folder)) total += (await stat(join(folder, file))).size;
  return total;
}

/**
 * Draws every article's share image of the content in `contentDir` with the
 * build's own derived files, all at once as the build does, and times it; in a
 * process of its own, so each figure starts as cold as the build's does.
 */
const shareImageTimer = (contentDir: string) => `
const { contentSet } = await import("./pipeline/content/content-set.ts");
const { loadContent } = await import("./pipeline/content/store.ts");
const { derivedFiles } = await import("./pipeline/derived/index.ts");
const store = await loadContent(contentSet(${JSON.stringify(contentDir)}));
const shareImages = derivedFiles(store).filter((file) => file.name.startsWith("share/"));
const started = performance.now();
await Promise.all(shareImages.map((file) => file.render()));
console.log(JSON.stringify({ count: shareImages.length, ms: performance.now() - started }));
`;

/** Where the bench's sites are published: the owner's base path. */
const BASE_PATH = basePathOf((await loadSite(contentSet())).seo.siteUrl);
/** A query whose last key changes what it finds: "number 1" finds many posts, "number 17" a few. */
const SEARCH_QUERY = "number 17";
/**
 * The goal for showing a query's results on the writing index of 200 posts, at
 * the calibrated CPU slowdown: how much later than on the bare search page.
 */
const SEARCH_GOAL_MS = 50;
let search: SearchFigures | undefined;
const results = [];
const photoBuilds: number[] = [];
const bench = await writeBenchContent("build");
const posts = join(bench.contentDir, "posts");
try {
  for (const count of POST_COUNTS) {
    await rm(posts, { recursive: true, force: true });
    await mkdir(posts, { recursive: true });
    for (let index = 1; index <= count; index++) {
      await writeFile(join(posts, `generated-${index}.mdx`), generatedPost(index));
    }
    const started = performance.now();
    await buildBenchSite(bench, `with ${count} posts`);
    const buildMs = performance.now() - started;
    const shareImages = JSON.parse(
      execFileSync(
        process.execPath,
        ["--input-type=module", "-e", shareImageTimer(bench.contentDir)],
        { cwd: PROJECT_ROOT, encoding: "utf8" },
      ),
    ) as { count: number; ms: number };
    if (count === POST_COUNTS.at(-1)) {
      search = await timeSearch(bench.client, BASE_PATH, SEARCH_QUERY);
    }
    const assets = join(bench.client, "assets");
    const manifest = (await readdir(assets)).find((file) => /^manifest-.*\.js$/.test(file))!;
    results.push({
      posts: count,
      buildMs,
      shareImages,
      clientBytes: await folderBytes(bench.client),
      manifestGzip: gzipSync(readFileSync(join(assets, manifest))).length,
    });
  }
  // The same 50 posts, each with a new phone photo as its cover: built once
  // (every picture encoded) and again with nothing changed (every one cached).
  await rm(posts, { recursive: true, force: true });
  await mkdir(join(posts, "photos"), { recursive: true });
  for (let index = 1; index <= PHOTO_POSTS; index++) {
    await writePhonePhoto(join(posts, "photos", `photo-${index}.jpg`));
    await writeFile(
      join(posts, `generated-${index}.mdx`),
      generatedPost(index, `./photos/photo-${index}.jpg`),
    );
  }
  for (let run = 0; run < 2; run++) {
    const started = performance.now();
    await buildBenchSite(bench, `with ${PHOTO_POSTS} photos`);
    photoBuilds.push(performance.now() - started);
  }
} finally {
  await bench.remove();
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
console.log("\nThe build as the writing grows (generated posts, in a content folder of their own)");
console.log("posts  build     share images (per image)   build/client   route manifest (gzip)");
for (const result of results) {
  const perImage = result.shareImages.count ? result.shareImages.ms / result.shareImages.count : 0;
  console.log(
    `${String(result.posts).padStart(5)}  ${s(result.buildMs).padEnd(8)}  ${s(result.shareImages.ms).padEnd(7)} (${Math.round(perImage)} ms)`.padEnd(
      46,
    ) + `${mb(result.clientBytes).padEnd(13)}  ${(result.manifestGzip / 1024).toFixed(1)} KB`,
  );
}
for (let index = 1; index < results.length; index++) {
  const [before, after] = [results[index - 1]!, results[index]!];
  const added = after.posts - before.posts;
  console.log(
    `each post from ${before.posts} to ${after.posts}: ${Math.round((after.buildMs - before.buildMs) / added)} ms of build, ` +
      `${((after.clientBytes - before.clientBytes) / added / 1024).toFixed(1)} KB of build/client, ` +
      `${((after.manifestGzip - before.manifestGzip) / added).toFixed(0)} B of route manifest`,
  );
}
const withoutPhotos = results.find((result) => result.posts === PHOTO_POSTS)!.buildMs;
const [encoded, cached] = photoBuilds as [number, number];
console.log(
  `\n${PHOTO_POSTS} posts with a new phone photo as cover: ${s(encoded)}, ` +
    `${Math.round((encoded - withoutPhotos) / PHOTO_POSTS)} ms for each new picture; ` +
    `rebuilt with nothing changed: ${s(cached)}, ${s(cached - withoutPhotos)} more than with no pictures`,
);
// The search, at the fixture's size and at 200 posts.
const kb = (weight: { raw: number; gzip: number }) =>
  `${(weight.raw / 1024).toFixed(1)} KB raw, ${(weight.gzip / 1024).toFixed(1)} KB gzip`;
const fixtureSearch = await searchBytes(join(PROJECT_ROOT, ".test-builds/fixture/client")).catch(
  () => undefined,
);
console.log("\nSearch on the writing index (loaded only once its box is used)");
console.log(`       code            ${kb(search!.code)} (MiniSearch)`);
if (fixtureSearch) console.log(`       index, fixture  ${kb(fixtureSearch.index)}`);
else console.log("       index, fixture  (no fixture build: npm run build:fixture)");
console.log(`       index, ${POST_COUNTS.at(-1)} posts ${kb(search!.index)}`);
const [showMedian, floorMedian] = [median(search!.showResultsMs), median(search!.floorMs)];
console.log(
  `  ${showMedian - floorMedian <= SEARCH_GOAL_MS ? "ok  " : "MISS"} results shown   ${Math.round(showMedian)} ms (worst ${Math.round(Math.max(...search!.showResultsMs))} ms) from the last key of "${SEARCH_QUERY}" until the frame with its results is drawn, ${POST_COUNTS.at(-1)} posts, CPU ${search!.cpuSlowdown}x slower; the bare search page ${Math.round(floorMedian)} ms, measured in turn (goal: medians at most ${SEARCH_GOAL_MS} ms apart)`,
);
const largest = results.at(-1)!;
console.log(
  `${largest.buildMs <= BUILD_GOAL_MS ? "ok  " : "MISS"} ${largest.posts} posts build in ${s(largest.buildMs)} (goal: under ${s(BUILD_GOAL_MS)})`,
);
