// `npm run bench` (its second part): how the build grows with the writing. In a
// scratch copy of the project, with N generated posts in place of the real
// ones (N = 0, 50, 200; nothing generated is kept), it times `npm run build`,
// the share images alone, and weighs build/client/ and the route manifest every
// page loads, then prints what each post adds between the sizes, which must
// stay flat as the writing grows. Then it builds 50 posts whose covers are
// new phone photos, and the same again with nothing changed, and prints what a
// new picture costs and what an unchanged one (cached) costs.
import { execFileSync } from "node:child_process";
import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { buildProject, copyProject } from "./project-copy.ts";
import { listFiles } from "../pipeline/content/list-files.ts";
import { writePhonePhoto } from "./phone-photo.ts";

const POST_COUNTS = [0, 50, 200];
/** Posts with a phone photo as their cover, for the cost of a picture. */
const PHOTO_POSTS = 50;
/** The goal for a build with 200 posts on a 2-core machine. */
const BUILD_GOAL_MS = 120_000;
const POSTS = "app/content/posts";

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
 * Run in the copy: draws every article's share image with the build's own
 * derived files, all at once as the build does, and times it.
 */
const SHARE_IMAGE_TIMER = `
const { derivedFiles } = await import("./pipeline/derived/index.ts");
const shareImages = derivedFiles().filter((file) => file.name.startsWith("share/"));
const started = performance.now();
await Promise.all(shareImages.map((file) => file.render()));
console.log(JSON.stringify({ count: shareImages.length, ms: performance.now() - started }));
`;

const node = process.execPath;
const results = [];
const photoBuilds: number[] = [];
const copy = await copyProject();
try {
  for (const count of POST_COUNTS) {
    await rm(join(copy, POSTS), { recursive: true, force: true });
    await mkdir(join(copy, POSTS), { recursive: true });
    for (let index = 1; index <= count; index++) {
      await writeFile(join(copy, POSTS, `generated-${index}.mdx`), generatedPost(index));
    }
    const started = performance.now();
    const build = await buildProject(copy);
    const buildMs = performance.now() - started;
    if (!build.ok) throw new Error(`the build with ${count} posts failed:\n${build.output}`);
    // The share images alone, as the build draws them, timed in the copy.
    const shareImages = JSON.parse(
      execFileSync(node, ["--input-type=module", "-e", SHARE_IMAGE_TIMER], {
        cwd: copy,
        encoding: "utf8",
      }),
    ) as { count: number; ms: number };
    const assets = join(copy, "build/client/assets");
    const manifest = (await readdir(assets)).find((file) => /^manifest-.*\.js$/.test(file))!;
    results.push({
      posts: count,
      buildMs,
      shareImages,
      clientBytes: await folderBytes(join(copy, "build/client")),
      manifestGzip: gzipSync(readFileSync(join(assets, manifest))).length,
    });
  }
  // The same 50 posts, each with a new phone photo as its cover: built once
  // (every picture encoded) and again with nothing changed (every one cached).
  await rm(join(copy, POSTS), { recursive: true, force: true });
  await mkdir(join(copy, POSTS, "photos"), { recursive: true });
  for (let index = 1; index <= PHOTO_POSTS; index++) {
    await writePhonePhoto(join(copy, POSTS, "photos", `photo-${index}.jpg`));
    await writeFile(
      join(copy, POSTS, `generated-${index}.mdx`),
      generatedPost(index, `./photos/photo-${index}.jpg`),
    );
  }
  for (let run = 0; run < 2; run++) {
    const started = performance.now();
    const build = await buildProject(copy);
    photoBuilds.push(performance.now() - started);
    if (!build.ok) throw new Error(`the build with ${PHOTO_POSTS} photos failed:\n${build.output}`);
  }
} finally {
  await rm(copy, { recursive: true, force: true });
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
console.log("\nThe build as the writing grows (generated posts, in a scratch copy)");
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
const largest = results.at(-1)!;
console.log(
  `${largest.buildMs <= BUILD_GOAL_MS ? "ok  " : "MISS"} ${largest.posts} posts build in ${s(largest.buildMs)} (goal: under ${s(BUILD_GOAL_MS)})`,
);
