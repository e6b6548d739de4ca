// The content gate: every check whose outcome depends on the owner's content,
// run on a built site, in one engine (Chromium). The deploy workflow publishes
// after this alone when a push changes only the owner's files
// (tools/deploy-gate.ts); npm test runs it on the owner's build and on the
// owner trial's, in each of its shapes. The behaviour tests run on the fixture
// content, so no content can change what they prove.
//
//   node tests/setup/content-gate.ts            the owner's build (build/client/)
//   node tests/setup/content-gate.ts --trial    the owner trial's (.test-builds/trial/client/
//                                               and .test-builds/trial-spare/client/)
import { spawnSync } from "node:child_process";
import { TRIAL_SHAPES, trialOf } from "./build-owner-trial.ts";

/** Each check, in the order a failure is cheapest to find, on the site in `root` built from `contentDir`. */
const checks = (site?: { root: string; contentDir: string }): string[][] => {
  const root = site ? ["--root", site.root] : [];
  const content = site ? ["--content", site.contentDir] : [];
  return [
    // Every page is valid HTML (the Nu HTML Checker).
    ["node", "tests/checks/validate-html.ts", ...root],
    // No class list sets one property twice.
    ["node", "tests/checks/check-class-conflicts.ts", ...root],
    // No internal link or file is broken.
    ["node", "tests/checks/check-links.ts", ...root, ...content],
    // In the browser: CSP with a host's headers and without, axe at both widths
    // in both themes, keyboard reach, byte budgets, the resume's three forms,
    // the feed, sitemap and robots.txt, privacy (tests/e2e/owner/).
    ["npx", "playwright", "test", "--project=owner", "--project=owner-no-headers"],
  ];
};

/** The sites to check: the owner's, or the trial's in each shape (OWNER_TRIAL names it). */
const sites = process.argv.includes("--trial")
  ? TRIAL_SHAPES.map((shape) => ({ site: trialOf(shape), env: { OWNER_TRIAL: shape } }))
  : [{ site: undefined, env: {} }];

for (const { site, env } of sites) {
  for (const [command, ...args] of checks(site)) {
    const run = spawnSync(command!, args, { stdio: "inherit", env: { ...process.env, ...env } });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}
