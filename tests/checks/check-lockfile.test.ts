import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkLockfile, lockfileProblem } from "./check-lockfile";

const OUT_OF_STEP = `npm error code EUSAGE
npm error
npm error \`npm ci\` can only install packages when your package.json and package-lock.json or npm-shrinkwrap.json are in sync. Please update your lock file with \`npm install\` before continuing.
npm error
npm error Missing: @tailwindcss/oxide-android-arm64@ from lock file
npm error Missing: @tailwindcss/oxide-darwin-arm64@ from lock file
npm error Invalid: lock file's tailwindcss@4.3.5 does not satisfy tailwindcss@4.3.3
npm error
npm error Clean install a project`;

describe("the lock file check", () => {
  it("passes what npm ci would install", () => {
    expect(lockfileProblem(0, "up to date in 1s")).toBeNull();
  });

  it("names the first package npm ci would refuse, and how many more, in one line", () => {
    const problem = lockfileProblem(1, OUT_OF_STEP)!;
    expect(problem).not.toContain("\n");
    expect(problem).toContain("missing @tailwindcss/oxide-android-arm64 and 2 more");
    expect(problem).toContain("npm install");
  });

  it("reports any other refusal by npm's own words", () => {
    expect(
      lockfileProblem(
        1,
        "npm error code ENOLOCK\nnpm error This command requires an existing lockfile.",
      ),
    ).toBe("npm ci would fail: This command requires an existing lockfile.");
  });

  it("asks npm itself: a dependency missing from the lock fails the check", async () => {
    const folder = await mkdtemp(join(tmpdir(), "lockfile-"));
    try {
      const project = { name: "lock-check", version: "1.0.0" };
      await writeFile(
        join(folder, "package.json"),
        JSON.stringify({ ...project, dependencies: { "is-number": "7.0.0" } }),
      );
      await writeFile(
        join(folder, "package-lock.json"),
        JSON.stringify({
          ...project,
          lockfileVersion: 3,
          requires: true,
          packages: { "": project },
        }),
      );
      expect(checkLockfile(folder)).toMatch(/refuse it: missing is-number@7\.0\.0\./);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
