// The content sets `npm run bench` builds beside the owner's: the owner's
// content (app/content/ and public/) written into .test-builds/bench-<name>/content,
// changed there, and built into .test-builds/bench-<name>/build by
// pipeline/index.ts, so build/ stays as `npm run build` left it.
import { rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { SiteContent } from "../app/content/schema.ts";
import { contentSet, loadSite, writeContentSet } from "../pipeline/content/content-set.ts";
import { buildSiteApart } from "../pipeline/index.ts";
import { PROJECT_ROOT } from "../pipeline/project-root.ts";

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
  await writeContentSet(bench.contentDir, site ?? (await loadSite(contentSet())));
  return bench;
}

/**
 * Builds `bench` in a process of its own (pipeline/index.ts builds once per
 * process, its output shown); a failure throws, naming it by `what`.
 */
export async function buildBenchSite(bench: BenchSite, what: string): Promise<void> {
  try {
    await buildSiteApart(bench);
  } catch (error) {
    throw new Error(`The build ${what} failed: ${(error as Error).message}`);
  }
}
