// The content sets `npm run bench` builds beside the owner's: the owner's
// content (app/content/ and public/) written into .test-builds/bench-<name>/content,
// changed there, and built into .test-builds/bench-<name>/build by
// pipeline/index.ts, so build/ stays as `npm run build` left it.
import { execFile } from "node:child_process";
import { cp, mkdir, rm, writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import type { SiteContent } from "../app/content/schema.ts";
import { contentSet, loadSite } from "../pipeline/content/content-set.ts";

const PROJECT_ROOT = resolve(import.meta.dirname, "..");
const SCHEMA = resolve(PROJECT_ROOT, "app/content/schema.ts");

export interface BenchSite {
  /** The content folder, absolute: inside the project, where the posts' imports find node_modules. */
  contentDir: string;
  /** The build folder, absolute. */
  buildDirectory: string;
  /** The built site (the build folder's client/), absolute. */
  client: string;
  /** Removes the content folder and its build. */
  remove: () => Promise<void>;
}

/**
 * Writes the owner's content into a new .test-builds/bench-`name`/content, with
 * `site` in place of the owner's site module when it is given.
 */
export async function writeBenchContent(name: string, site?: SiteContent): Promise<BenchSite> {
  const folder = resolve(PROJECT_ROOT, ".test-builds", `bench-${name}`);
  const bench: BenchSite = {
    contentDir: join(folder, "content"),
    buildDirectory: join(folder, "build"),
    client: join(folder, "build/client"),
    remove: () => rm(folder, { recursive: true, force: true }),
  };
  await bench.remove();
  const owner = contentSet();
  const dir = bench.contentDir;
  await mkdir(dir, { recursive: true });
  // Everything the owner keeps beside site.ts (writing, pictures), but the modules.
  await cp(owner.contentDir, dir, { recursive: true, filter: (source) => !/\.tsx?$/.test(source) });
  await cp(owner.publicDir, join(dir, "public"), { recursive: true });
  const schema = relative(dir, SCHEMA).replaceAll("\\", "/");
  await writeFile(
    join(dir, "site.ts"),
    `import type { SiteContent } from "${schema}";\n\nexport const site: SiteContent = ${JSON.stringify(site ?? (await loadSite(owner)), null, 2)};\n`,
  );
  return bench;
}

/**
 * Builds `bench` in a process of its own (pipeline/index.ts builds once per
 * process); a failure throws with the build's output, naming it by `what`.
 */
export async function buildBenchSite(bench: BenchSite, what: string): Promise<void> {
  const args = ["pipeline/index.ts", "--content", bench.contentDir, "--out", bench.buildDirectory];
  try {
    await promisify(execFile)(process.execPath, args, { cwd: PROJECT_ROOT });
  } catch (error) {
    const failed = error as { stdout: string; stderr: string };
    throw new Error(`The build ${what} failed:\n${failed.stdout}${failed.stderr}`);
  }
}
