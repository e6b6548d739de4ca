import { describe, expect, it } from "vitest";
import { JOBS, jobTimes, matrix, type Step, STEPS, stepsOf } from "./test-jobs";

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

  it("build what each browser run needs, in the same job, before it", () => {
    for (const [name, job] of Object.entries(JOBS)) {
      for (const [index, step] of job.steps.entries()) {
        const command = STEPS[step].join(" ");
        if (!command.startsWith("npx playwright test")) continue;
        const needs = command.includes("--project=owner") ? "build" : "fixture";
        expect(job.steps.indexOf(needs), `${name}: ${step}`).toBeGreaterThanOrEqual(0);
        expect(job.steps.indexOf(needs), `${name}: ${step}`).toBeLessThan(index);
      }
    }
  });

  it("give the workflows a matrix entry per job, one of which builds the site the deploy publishes", () => {
    const { include } = matrix();
    expect(include.map((entry) => entry.job)).toEqual(Object.keys(JOBS));
    expect(include.filter((entry) => entry.site)).toHaveLength(1);
    const publisher = JOBS[include.find((entry) => entry.site)!.job]!;
    // It tests the site it builds: the content gate runs on the owner's build.
    expect(publisher.steps).toContain("contentGate");
    expect(include.find((entry) => entry.job === "checks")!.browsers).toBe("");
  });
});

describe("each job's time", () => {
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
