import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import {
  BUILD_READ_BY,
  clockTime,
  JOBS,
  jobTimes,
  jobTimesDoc,
  matrix,
  type Step,
  STEPS,
  stepsOf,
} from "./test-jobs";

describe("the test jobs", () => {
  it("run every step of the suite between them, so the workflows leave nothing of npm test out", () => {
    expect(stepsOf(Object.values(JOBS)).toSorted()).toEqual(Object.keys(STEPS).toSorted());
  });

  it("run each step once when npm test runs them all, in the order of the jobs", () => {
    const job = (steps: Step[]) => ({ about: "", engines: [], steps });
    expect(stepsOf([job(["fixture", "chromium"]), job(["fixture", "firefox"])])).toEqual([
      "fixture",
      "chromium",
      "firefox",
    ]);
  });

  it("make the build each step reads in the same job, before the step", () => {
    for (const [name, job] of Object.entries(JOBS)) {
      for (const [index, step] of job.steps.entries()) {
        const build = BUILD_READ_BY[step];
        if (!build) continue;
        expect(job.steps.indexOf(build), `${name}: ${step} reads ${build}`).toBeGreaterThanOrEqual(
          0,
        );
        expect(job.steps.indexOf(build), `${name}: ${step} reads ${build}`).toBeLessThan(index);
      }
    }
  });

  it("are the rows of docs/testing.md's table of jobs", async () => {
    const doc = await readFile("docs/testing.md", "utf8");
    const table = doc.slice(doc.indexOf("| Job "));
    const rows = table.slice(0, table.indexOf("\n\n")).split("\n").slice(2);
    const cells = rows.map((row) => row.split("|").map((cell) => cell.trim()));
    expect(cells.map((cell) => cell[1])).toEqual(Object.keys(JOBS).map((job) => `\`${job}\``));
  });

  it("give the workflows a matrix entry per job, one of which builds the site the deploy publishes", () => {
    const { include } = matrix();
    expect(include.filter((entry) => entry.site)).toHaveLength(1);
    const publisher = JOBS[include.find((entry) => entry.site)!.job]!;
    // It tests the site it builds: the content gate runs on the owner's build.
    expect(publisher.steps).toContain("contentGate");
    expect(include.find((entry) => entry.job === "checks")!.browsers).toBe("");
  });
});

describe("each job's time", () => {
  it("reads as minutes and seconds, rounded as a whole", () => {
    expect([clockTime(47.2), clockTime(119.6), clockTime(125)]).toEqual(["0:47", "2:00", "2:05"]);
  });

  it("is written, after a run of every job, as a row per job with its time", () => {
    const times = Object.keys(JOBS).map((job, index) => ({ job, seconds: 60 + index }));
    const doc = jobTimesDoc(JOBS, times, { commit: "abc1234", cores: 2, day: "2026-11-28" });
    expect(doc).toContain("commit abc1234, 2 cores, 2026-11-28");
    const rows = doc
      .split("\n")
      .filter((line) => line.startsWith("| `"))
      .map((row) => row.split("|").map((cell) => cell.trim()));
    expect(rows.map((cell) => cell[1])).toEqual(Object.keys(JOBS).map((job) => `\`${job}\``));
    expect(rows.map((cell) => cell.at(-2))).toEqual(times.map(({ seconds }) => clockTime(seconds)));
    for (const cell of rows) expect(cell.at(-2), cell[1]).toMatch(/^\d+:\d\d$/);
  });

  it("sums its steps, counting a build two jobs share in both", () => {
    const jobs = {
      one: { about: "", engines: [], steps: ["fixture", "chromium"] as Step[] },
      two: { about: "", engines: [], steps: ["fixture", "firefox"] as Step[] },
    };
    expect(jobTimes(jobs, { fixture: 60, chromium: 200, firefox: 250 })).toEqual([
      { job: "one", seconds: 260 },
      { job: "two", seconds: 310 },
    ]);
  });
});
