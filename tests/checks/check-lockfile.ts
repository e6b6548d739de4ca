// Run first by npm test: asks npm whether `npm ci`, which the GitHub workflows
// run (as most CI services do when they find a lock file), would accept
// package-lock.json. A lock out of step with package.json (a dependency added
// by hand, or a lock written without the platform packages of a native
// dependency) installs fine with `npm install` here, and then fails the deploy.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";

/** The one-line verdict on `npm ci --dry-run`'s output, or null when it would install. */
export function lockfileProblem(exitCode: number, output: string): string | null {
  if (exitCode === 0) return null;
  const reasons = [...output.matchAll(/^npm error (Missing|Invalid): (.+)$/gm)].map(
    // npm writes "Missing: name@ from lock file" when it could not even pick a version.
    ([, kind, detail]) => `${kind!.toLowerCase()} ${detail!.replace(/@? from lock file$/, "")}`,
  );
  if (reasons.length === 0) {
    const firstError = /^npm error (?!code )(.+)$/m.exec(output)?.[1]?.trim();
    return `npm ci would fail: ${firstError ?? `npm exited with ${exitCode}`}`;
  }
  const more = reasons.length > 1 ? ` and ${reasons.length - 1} more` : "";
  return (
    `package-lock.json is out of step with package.json, so npm ci (the GitHub workflows) would ` +
    `refuse it: ${reasons[0]}${more}. Run \`npm install\` (if it finds nothing to do, ` +
    `\`rm -rf node_modules package-lock.json && npm install\`) and commit package-lock.json.`
  );
}

/** Runs `npm ci --dry-run` in `folder`: nothing is installed or removed. */
export function checkLockfile(folder: string): string | null {
  // The npm that runs this script (npm test), else the one on the PATH.
  const npm = process.env.npm_execpath;
  const [command, args] = npm ? [process.execPath, [npm]] : ["npm", []];
  const result = spawnSync(
    command,
    // From npm's cache when it can: the check needs no network once installed.
    [...args, "ci", "--dry-run", "--ignore-scripts", "--prefer-offline", "--no-audit", "--no-fund"],
    // Windows runs npm through its npm.cmd, which only a shell finds.
    { cwd: resolve(folder), encoding: "utf8", shell: !npm && process.platform === "win32" },
  );
  if (result.error) return `npm ci could not be asked: ${result.error.message}`;
  return lockfileProblem(result.status ?? 1, `${result.stdout}\n${result.stderr}`);
}

if (import.meta.main) {
  const problem = checkLockfile(".");
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  console.log("package-lock.json: npm ci installs from it as it is.");
}
