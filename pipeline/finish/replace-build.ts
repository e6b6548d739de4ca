/**
 * A build is made in a folder of its own and takes the place of the last one
 * only once it has finished: a mistake found while the pages are built (a
 * picture that cannot be read, a formula KaTeX refuses) stops the build and
 * leaves the last good site in build/client/ as it was, for the owner to
 * publish while they fix it. The folder is under node_modules/.cache/, out of
 * every tool's way, on the same disk, so the swap is two renames.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, rename, rm } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { PROJECT_ROOT } from "../project-root.ts";

const STAGING_ROOT = resolve(PROJECT_ROOT, "node_modules/.cache/portfolio-builds");

/** Where the build that will replace `buildDirectory` is made: one folder per build folder. */
export const stagingDirectory = (buildDirectory: string) =>
  join(
    STAGING_ROOT,
    createHash("sha256").update(resolve(buildDirectory)).digest("hex").slice(0, 16),
  );

/** Moves a folder, or copies it where the two are on different disks. */
async function move(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  }
}

/** Puts the finished build in `staging` in the place of `buildDirectory`, and drops the old one. */
export async function replaceBuild(staging: string, buildDirectory: string): Promise<void> {
  const old = `${staging}-replaced`;
  await rm(old, { recursive: true, force: true });
  await mkdir(dirname(buildDirectory), { recursive: true });
  if (existsSync(buildDirectory)) await move(buildDirectory, old);
  await move(staging, buildDirectory);
  await rm(old, { recursive: true, force: true });
}
