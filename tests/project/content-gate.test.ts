// The content gate (tests/setup/content-gate.ts) is what the deploy runs when
// a push changes only the owner's files. It must load nothing of the fixture
// site: the fixture's phone photos exist only once its build has made them,
// and the gate runs on a clean checkout that never builds it. Its browser
// checks are listed here under a module hook that refuses the folder.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const REFUSE = resolve(import.meta.dirname, "../helpers/refuse-modules.ts");
/** The Playwright projects the gate runs (tests/setup/content-gate.ts) and the owner job adds. */
const OWNER_PROJECTS = ["owner", "owner-no-headers", "owner-firefox"];

/** Lists the owner's checks while every module whose path holds `refused` fails to load. */
const listOwnerChecks = (refused: string) =>
  spawnSync(
    "npx",
    ["playwright", "test", "--list", ...OWNER_PROJECTS.map((name) => `--project=${name}`)],
    {
      encoding: "utf8",
      env: {
        ...process.env,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import=${REFUSE}`,
        REFUSED_MODULES: refused,
      },
    },
  );

describe("the content gate", () => {
  it("lists the owner's checks without loading a module of the fixture content", () => {
    const run = listOwnerChecks("/tests/fixtures/");
    expect(run.stderr + run.stdout).not.toContain("refused to load");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/Total: [1-9]\d* tests? in/);
  });

  it("would notice: refusing the owner's content stops the same listing", () => {
    const run = listOwnerChecks("/app/content/");
    expect(run.stderr + run.stdout).toContain("refused to load");
    expect(run.status).not.toBe(0);
  });
});
