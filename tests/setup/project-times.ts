// The time each Playwright project took, summed over its tests: a reporter
// (playwright.config.ts) that prints it at the end of each run and keeps it in
// TIMES_FILE, and, run as a script at the end of npm test, the table of every
// run npm test made, so a slow project is seen before it slows every push.
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

const TIMES_FILE = ".test-builds/project-times.jsonl";

interface ProjectTime {
  project: string;
  tests: number;
  /** The tests' own time, in seconds: what the project costs the workers. */
  seconds: number;
}

function table(times: ProjectTime[], wallSeconds?: number): string {
  const lines = times
    .toSorted((a, b) => b.seconds - a.seconds)
    .map(
      ({ project, tests, seconds }) =>
        `  ${project.padEnd(32)} ${String(tests).padStart(4)} tests  ${seconds.toFixed(0).padStart(5)} s`,
    );
  const total = times.reduce((sum, time) => sum + time.seconds, 0);
  const wall = wallSeconds === undefined ? "" : `, ${wallSeconds.toFixed(0)} s on the clock`;
  return [...lines, `  test time ${total.toFixed(0)} s${wall}`].join("\n");
}

export default class ProjectTimes implements Reporter {
  #times = new Map<string, ProjectTime>();
  #label: string;

  /** `label` names the run in the table, when the same projects run on another site. */
  constructor({ label = "" }: { label?: string } = {}) {
    this.#label = label;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const name = test.parent.project()?.name ?? "";
    const project = this.#label ? `${name} (${this.#label})` : name;
    const time = this.#times.get(project) ?? { project, tests: 0, seconds: 0 };
    time.tests += 1;
    time.seconds += result.duration / 1000;
    this.#times.set(project, time);
  }

  onEnd(result: FullResult) {
    const times = [...this.#times.values()];
    if (times.length === 0) return;
    console.log(
      `\nTime per project (summed over its tests):\n${table(times, result.duration / 1000)}`,
    );
    mkdirSync(dirname(TIMES_FILE), { recursive: true });
    appendFileSync(TIMES_FILE, `${JSON.stringify(times)}\n`);
  }

  printsToStdio() {
    return false;
  }
}

if (import.meta.main) {
  if (process.argv.includes("--reset")) {
    rmSync(TIMES_FILE, { force: true });
  } else if (existsSync(TIMES_FILE)) {
    const runs = readFileSync(TIMES_FILE, "utf8").trim().split("\n");
    const all = runs.flatMap((line) => JSON.parse(line) as ProjectTime[]);
    console.log(`\nnpm test's browser tests, time per project:\n${table(all)}`);
    rmSync(TIMES_FILE);
  }
}
