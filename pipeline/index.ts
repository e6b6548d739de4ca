/**
 * A build of the site from a content folder other than the owner's, into a
 * folder of its own, in this process: what the fixture site, the owner trial
 * and the benchmark of a larger site are built with. `npm run build` is the
 * same build of the owner's content (app/content/) into build/.
 *
 * The phases, in the order a build runs them:
 * - content/  reads and checks the content once, into the store every later step is handed;
 * - plugins/  the Vite and remark/rehype plugins that compile the app and its writing;
 * - derived/  the files made from the content: resume PDF and JSON, feed, sitemap, images;
 * - finish/   the steps over each prerendered page, listed in order in finish/finish-page.ts.
 */
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { createBuilder } from "vite";
import { contentSet } from "./content/content-set.ts";
import { planBuild } from "./content/store.ts";
import { PROJECT_ROOT } from "./project-root.ts";

/**
 * Builds the content in `contentDir` into `buildDirectory` (both from the
 * project's root); the site is then in its client/. One build per process:
 * React Router's configs read the plan from the process (content/store.ts).
 * Vite's servers stay open after it: a script ends with process.exit, as
 * `react-router build` does.
 */
export async function buildSite({
  contentDir,
  buildDirectory,
}: {
  contentDir: string;
  buildDirectory: string;
}): Promise<void> {
  planBuild({
    set: contentSet(contentDir),
    buildDirectory: resolve(PROJECT_ROOT, buildDirectory),
    drafts: false,
  });
  // As `react-router build` does (node_modules/@react-router/dev/dist/cli).
  const builder = await createBuilder({
    root: PROJECT_ROOT,
    mode: "production",
    configFile: resolve(PROJECT_ROOT, "vite.config.ts"),
  });
  await builder.buildApp();
}

/**
 * The same build in a process of its own, for a script that builds several
 * content sets (one build per process); its output is this process's.
 */
export function buildSiteApart({
  contentDir,
  buildDirectory,
}: {
  contentDir: string;
  buildDirectory: string;
}): Promise<void> {
  const args = [import.meta.filename, "--content", contentDir, "--out", buildDirectory];
  const build = spawn(process.execPath, args, { cwd: PROJECT_ROOT, stdio: "inherit" });
  return new Promise((done, fail) => {
    build.on("error", fail);
    build.on("exit", (code) =>
      code === 0 ? done() : fail(new Error(`The build of ${contentDir} failed (exit ${code})`)),
    );
  });
}

// node pipeline/index.ts --content <folder> --out <folder>: the same build, as
// a command (buildSiteApart runs it).
if (import.meta.main) {
  const { parseArgs } = await import("node:util");
  const { values } = parseArgs({
    options: { content: { type: "string" }, out: { type: "string" } },
  });
  if (!values.content || !values.out) {
    console.error("Usage: node pipeline/index.ts --content <content folder> --out <build folder>");
    process.exit(2);
  }
  await buildSite({ contentDir: values.content, buildDirectory: values.out });
  // The build leaves servers of Vite's open; React Router's own command ends the same way.
  process.exit(0);
}
