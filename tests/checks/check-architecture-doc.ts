// Run by npm test beside the behaviours table's check (npm run validate):
// ARCHITECTURE.md is the map of the repository, so every file or folder it
// names must exist, and it must name every top-level folder. A folder added,
// moved or removed without the map changing fails here. The paths are read
// from the Markdown's tree (its code spans and link targets), never from its
// text with a pattern.
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { createProcessor } from "@mdx-js/mdx";
import type { Root } from "mdast";
import { visit } from "unist-util-visit";

const DOC = "ARCHITECTURE.md";

/** Endings that make a name without a slash a file's (`vite.config.ts`), not a word or a command. */
const FILE_EXTENSIONS = new Set(
  "ts tsx js json jsonc md mdx css yml yaml patch html svg png webp woff2 txt xml pdf".split(" "),
);

/** Characters of a repository path, as this repository spells them (`playwright-core+1.65.1.patch`). */
const PATH_CHARACTERS = /^[\w.+@/-]+$/;
/** A link to another site or another document's part: `https:`, `mailto:`, `#deploy`. */
const NOT_A_FILE = /^([a-z][a-z\d+.-]*:|#)/i;

/**
 * The repository path that an inline code span or link target names, without
 * its trailing slash, or null when it names none: a path holds a `/`, ends
 * in a file's extension or is a dot file (`.nvmrc`), and is relative to the repository's root
 * (`/portfolio/` is an address, `writing/:slug` a route, `npm run build` a command).
 */
export function repositoryPath(text: string): string | null {
  const path = text.replace(/^\.\//, "");
  if (!PATH_CHARACTERS.test(path) || path.startsWith("/") || path.includes("//")) return null;
  const extension = path.includes(".") ? path.slice(path.lastIndexOf(".") + 1) : "";
  const isDotFile = /^\.\w/.test(path);
  if (!path.includes("/") && !FILE_EXTENSIONS.has(extension) && !isDotFile) return null;
  return path.replace(/\/$/, "");
}

/** Every repository path `markdown` names in an inline code span or as a link's target, once each. */
export function namedPaths(markdown: string): string[] {
  const tree = createProcessor({ format: "md" }).parse(markdown) as Root;
  const found = new Set<string>();
  visit(tree, (node) => {
    let text: string | undefined;
    if (node.type === "inlineCode") text = node.value;
    if ((node.type === "link" || node.type === "definition") && !NOT_A_FILE.test(node.url)) {
      text = decodeURI(node.url.split("#")[0]!);
    }
    const path = text === undefined ? null : repositoryPath(text);
    if (path) found.add(path);
  });
  return [...found];
}

export interface Repository {
  /** The tracked files, as `git ls-files` lists them. */
  files: readonly string[];
  /** Of the named paths, those git ignores: what a build writes (`build/client/vercel.json`), which a clean clone lacks. */
  ignored: ReadonlySet<string>;
}

/** The top-level folders of the tracked files: `.github`, `app`, `tests`... */
export const topLevelFolders = (files: readonly string[]) =>
  [
    ...new Set(files.filter((file) => file.includes("/")).map((file) => file.split("/")[0]!)),
  ].sort();

/** One line per path `markdown` names that does not exist and per top-level folder it leaves out. */
export function architectureProblems(markdown: string, repository: Repository): string[] {
  const paths = namedPaths(markdown);
  const exists = (path: string) =>
    repository.files.some((file) => file === path || file.startsWith(`${path}/`));
  const problems = paths
    .filter((path) => !exists(path) && !repository.ignored.has(path))
    .map((path) => `names ${path}, which does not exist`);
  for (const folder of topLevelFolders(repository.files)) {
    if (!paths.includes(folder)) problems.push(`leaves out the top-level folder ${folder}/`);
  }
  return problems;
}

const ROOT = resolve(import.meta.dirname, "../..");
const git = (args: string[], input?: string) =>
  execFileSync("git", args, { cwd: ROOT, encoding: "utf8", input }).split("\n").filter(Boolean);

/** The repository as git has it: its tracked files, and which of `paths` it ignores. */
export function readRepository(paths: readonly string[]): Repository {
  let ignored: string[];
  try {
    ignored = git(["check-ignore", "--stdin"], paths.join("\n"));
  } catch (error) {
    // git check-ignore exits with 1 when it ignores none of them.
    if ((error as { status?: number }).status !== 1) throw error;
    ignored = [];
  }
  return { files: git(["ls-files"]), ignored: new Set(ignored) };
}

/** The problems of the repository's own ARCHITECTURE.md. */
export async function problemsOfThisRepository(): Promise<string[]> {
  const markdown = await readFile(join(ROOT, DOC), "utf8");
  return architectureProblems(markdown, readRepository(namedPaths(markdown)));
}

if (import.meta.main) {
  const problems = await problemsOfThisRepository();
  if (problems.length > 0) {
    console.error(`${DOC} has drifted from the repository:\n${problems.join("\n")}`);
    process.exit(1);
  }
  console.log(`${DOC}: every path it names exists, and it names every top-level folder.`);
}
