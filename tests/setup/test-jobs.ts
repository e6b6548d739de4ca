// The whole test suite as jobs: GitHub's workflows run them side by side, each
// on a runner of its own (their matrix is this list, printed by --matrix), and
// npm test runs them one after another, each step once.
//
//   node tests/setup/test-jobs.ts            every job: npm test
//   node tests/setup/test-jobs.ts firefox    one job's share: npm run test:job -- firefox
//   node tests/setup/test-jobs.ts --matrix   the workflows' matrix, as a line for $GITHUB_OUTPUT
//
// It imports nothing but Node's own modules, so a workflow can print the
// matrix before it installs anything.
import { execFileSync, spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";

/** The engines whose browsers a job drives; Playwright's names, as `npx playwright install` takes them. */
export const ENGINES = ["chromium", "firefox", "webkit"] as const;
type Engine = (typeof ENGINES)[number];

/** Each step of the suite, a command run from the project's root. */
export const STEPS = {
  // Lock file, workflows, types, lint, format, unused files and dependencies.
  check: ["npm", "run", "check"],
  // The unit tests, and the project's own (builds, the dev server, the workflows).
  unit: ["npm", "run", "test:unit"],
  // The fixture site (tests/fixtures/content/) that the behaviour tests run on.
  fixture: ["npm", "run", "build:fixture"],
  // The fixture site's HTML, links and class names, and the docs' tables.
  validate: ["npm", "run", "validate"],
  chromium: ["npx", "playwright", "test", "--project=chromium"],
  firefox: ["npx", "playwright", "test", "--project=firefox*"],
  // WebKitGTK's suite here, Playwright's WebKit where it is installed (playwright.config.ts).
  webkit: ["npx", "playwright", "test", "--project=webkit*"],
  // The owner's site, as the deploy publishes it.
  build: ["npm", "run", "build"],
  ownerFirefox: ["npx", "playwright", "test", "--project=owner-firefox"],
  contentGate: ["node", "tests/setup/content-gate.ts"],
  ownerTrial: ["npm", "run", "test:owner-trial"],
} satisfies Record<string, string[]>;

export type Step = keyof typeof STEPS;

/** The build each step reads, which a job must make before the step. */
export const BUILD_READ_BY: Partial<Record<Step, Step>> = {
  validate: "fixture",
  chromium: "fixture",
  firefox: "fixture",
  webkit: "fixture",
  ownerFirefox: "build",
  contentGate: "build",
};

interface Job {
  /** What the job proves, for the reader of a workflow run. */
  about: string;
  engines: Engine[];
  steps: Step[];
}

/** The jobs, in the order npm test runs them: the cheapest failures first. */
export const JOBS: Record<string, Job> = {
  checks: { about: "checks and unit tests", engines: [], steps: ["check", "unit"] },
  chromium: {
    about: "the fixture site's checks, and its behaviours in Chromium",
    engines: ["chromium"],
    steps: ["fixture", "validate", "chromium"],
  },
  firefox: {
    about: "the behaviours in Firefox",
    engines: ["firefox"],
    steps: ["fixture", "firefox"],
  },
  webkit: {
    about: "the behaviours in WebKit",
    engines: ["webkit"],
    steps: ["fixture", "webkit"],
  },
  owner: {
    about: "the owner's site and the owner trial",
    engines: ["chromium", "firefox"],
    steps: ["build", "ownerFirefox", "contentGate", "ownerTrial"],
  },
};

/** The steps of `jobs` in order, each once: a build two jobs need is made once. */
export const stepsOf = (jobs: readonly Job[]): Step[] => [
  ...new Set(jobs.flatMap((job) => job.steps)),
];

/** The engines `jobs` drive, each once. */
export const enginesOf = (jobs: readonly Job[]): Engine[] => [
  ...new Set(jobs.flatMap((job) => job.engines)),
];

/**
 * The workflows' matrix: a job per entry, with the browsers to install
 * (space-separated, empty for none) and whether it builds the owner's site,
 * which the deploy then publishes.
 */
export const matrix = () => ({
  include: Object.entries(JOBS).map(([job, { about, engines, steps }]) => ({
    job,
    about,
    browsers: engines.join(" "),
    site: steps.includes("build"),
  })),
});

/** Runs a command, stopping the whole run at its failure; its time on the clock, in seconds. */
const run = (command: string[]): number => {
  const start = performance.now();
  const [program, ...args] = command;
  const result = spawnSync(program!, args, { stdio: "inherit" });
  if (result.error) console.error(`${command.join(" ")}: ${result.error.message}`);
  if (result.status !== 0) process.exit(result.status ?? 1);
  return (performance.now() - start) / 1000;
};

/**
 * Each job's time, its steps' times summed: what it takes alone on this
 * machine, a build it shares counted in each job that needs it. A run of
 * every job writes them into JOB_TIMES_DOC.
 */
export function jobTimes(jobs: Record<string, Job>, seconds: Partial<Record<Step, number>>) {
  return Object.entries(jobs).map(([job, { steps }]) => ({
    job,
    seconds: steps.reduce((sum, step) => sum + (seconds[step] ?? 0), 0),
  }));
}

/** Seconds as minutes and seconds, "2:05": rounded first, so 119.6 s reads 2:00, not 1:60. */
export function clockTime(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** Where a run of every job writes each one's time: made by the run, never typed. */
export const JOB_TIMES_DOC = "docs/test-times.md";

/** The run a time was taken on: its commit, the machine's cores and the day. */
interface Run {
  commit: string;
  cores: number;
  day: string;
}

/** JOB_TIMES_DOC's text: each job of `jobs`, its steps and its time alone, from one run. */
export function jobTimesDoc(
  jobs: Record<string, Job>,
  times: ReturnType<typeof jobTimes>,
  run: Run,
): string {
  const rows = times.map(
    ({ job, seconds }) => `| \`${job}\` | ${jobs[job]!.steps.join(", ")} | ${clockTime(seconds)} |`,
  );
  return [
    "<!-- Written by npm test (tests/setup/test-jobs.ts) when it has run every job. Not edited by hand. -->",
    "",
    "# Each test job's time",
    "",
    `The last run of every job by \`npm test\`: commit ${run.commit}, ${run.cores} cores, ${run.day}.`,
    "Each job's time alone is its steps' times summed, a build two jobs share counted in both;",
    "the same machine has taken up to twice as long from one run to the next, so compare one run's times only.",
    "",
    "| Job | Steps | Alone |",
    "| --- | ----- | ----- |",
    ...rows,
    "",
  ].join("\n");
}

if (import.meta.main) {
  const [argument] = process.argv.slice(2);
  if (argument === "--matrix") {
    console.log(`matrix=${JSON.stringify(matrix())}`);
    process.exit(0);
  }
  if (argument !== undefined && !(argument in JOBS)) {
    console.error(
      `No job "${argument}". The jobs are ${Object.keys(JOBS).join(", ")}; npm test runs them all.`,
    );
    process.exit(2);
  }
  const chosen = argument === undefined ? JOBS : { [argument]: JOBS[argument]! };
  const jobs = Object.values(chosen);
  run(["node", "tests/setup/ensure-test-tools.ts", `--engines=${enginesOf(jobs).join(",")}`]);
  run(["node", "tests/setup/project-times.ts", "--reset"]);
  const seconds: Partial<Record<Step, number>> = {};
  for (const step of stepsOf(jobs)) seconds[step] = run(STEPS[step]);
  run(["node", "tests/setup/project-times.ts"]);
  const times = jobTimes(chosen, seconds);
  console.log("\nTime per job, alone (its steps' times summed):");
  for (const { job, seconds: total } of times) {
    console.log(
      `  ${job.padEnd(10)} ${clockTime(total).padStart(6)}  ${chosen[job]!.steps.join(", ")}`,
    );
  }
  if (argument === undefined) {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" });
    const day = new Date().toISOString().slice(0, 10);
    const run = { commit: commit.trim(), cores: availableParallelism(), day };
    writeFileSync(JOB_TIMES_DOC, jobTimesDoc(JOBS, times, run));
    console.log(`Wrote ${JOB_TIMES_DOC}.`);
  }
}
