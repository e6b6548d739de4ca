// A copy of the project to build with changed content: for the tests that need
// a build other than the real one, and for the benchmark of a build with many
// posts. node_modules is linked, not copied.
import { execFile } from "node:child_process";
import { cp, mkdtemp, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";

const PROJECT = resolve(import.meta.dirname, "..");
/** What `npm run build` reads: the site and its pipeline, never the tools or tests. */
const COPIED = [
  "app",
  "pipeline",
  "public",
  "package.json",
  "tsconfig.json",
  "tsconfig.base.json",
  "tsconfig.app.json",
  "tsconfig.node.json",
  "vite.config.ts",
  "react-router.config.ts",
];

/** Copies what a build reads into a new temporary folder, and returns its path. */
export async function copyProject(): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), "portfolio-build-"));
  for (const entry of COPIED) {
    await cp(join(PROJECT, entry), join(copy, entry), { recursive: true });
  }
  await symlink(join(PROJECT, "node_modules"), join(copy, "node_modules"));
  return copy;
}

/**
 * Runs React Router's build in `copy`, with `env` added to the environment;
 * `ok` is false when it failed, with its output either way.
 */
export async function buildProject(
  copy: string,
  env: Record<string, string> = {},
): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      join(copy, "node_modules/.bin/react-router"),
      ["build"],
      {
        cwd: copy,
        // The project's own Node (the one running this script) for the build too.
        env: { ...process.env, ...env, PATH: `${dirname(process.execPath)}:${process.env.PATH}` },
      },
    );
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string };
    return { ok: false, output: failed.stdout + failed.stderr };
  }
}
