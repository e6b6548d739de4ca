import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { basePathOf } from "./app/lib/site-url.ts";
import { contentSet, loadSite } from "./pipeline/content/content-set.ts";
import { FIXTURE_ROOT, fixtureBasePath } from "./tests/setup/build-fixture-site.ts";
import { OWNER_TRIAL } from "./tests/setup/build-owner-trial.ts";
import {
  SITE_LANGUAGES,
  languageSite,
  languageSitePort,
} from "./tests/setup/build-language-sites.ts";
import { CHROMIUM_ARGS, findHeadlessChromium } from "./tools/chromium.ts";
import { findFirefox } from "./tools/firefox.ts";
import { hasPlaywrightWebKit, hasWebKitGtk } from "./tools/webkit.ts";
import {
  anyOf,
  FIREFOX_SYSTEM_SETTINGS,
  NOT_IN_FIREFOX,
  NOT_IN_PLAYWRIGHT_WEBKIT,
  ONLY_OVER_BIDI,
} from "./tests/e2e/engines.ts";

// Not 4173, which `npm start` uses, so the tests run beside a local preview;
// TEST_PORT_BASE moves all four, so that two checkouts can run their tests at
// once without one reusing the other's server.
const PORT_BASE = Number(process.env.TEST_PORT_BASE ?? 4174);
const FIXTURE_PORT = PORT_BASE;
const OWNER_PORT = PORT_BASE + 1;
const NO_HEADERS_PORT = PORT_BASE + 2;
const PROBE_PORT = PORT_BASE + 3;
// The owner's site, or with OWNER_TRIAL set the owner trial's in the shape it
// names (npm run test:owner-trial), served at the path it is built for: "/", or
// seo.siteUrl's path.
const OWNER = process.env.OWNER_TRIAL
  ? {
      set: contentSet(OWNER_TRIAL.contentDir),
      root: OWNER_TRIAL.root,
      label: `owner trial, ${OWNER_TRIAL.shape}`,
    }
  : { set: contentSet(), root: "build/client", label: "" };
const OWNER_BASE_PATH = basePathOf((await loadSite(OWNER.set)).seo.siteUrl);
// The fixture site's path, read from its content once it is built: the
// content gate (tests/setup/content-gate.ts) runs where it is not, and loads
// nothing of it, so that no fixture can stop an owner's deploy.
const FIXTURE_BUILT = existsSync(FIXTURE_ROOT);
const FIXTURE_BASE_PATH = FIXTURE_BUILT ? await fixtureBasePath() : "/";
const FIXTURE_URL = `http://localhost:${FIXTURE_PORT}${FIXTURE_BASE_PATH}`;
const OWNER_URL = `http://localhost:${OWNER_PORT}${OWNER_BASE_PATH}`;

// Each engine the machine has (tests/setup/ensure-test-tools.ts installs them
// for npm test), else Playwright's own: a project whose browser is missing
// then fails at its first test, naming how to install it, and is never skipped.
const chromiumPath = findHeadlessChromium();
const firefox = findFirefox() ?? {};
/**
 * Desktop Firefox, launched with these preferences. Its scrollbars overlay
 * the page, as a phone's and headless Chromium's do: Linux's classic ones
 * would take 12 px from every viewport the tests ask for. Its clock reads to
 * the microsecond, as Chromium's does, not rounded to the millisecond, so a
 * request made just after the first paint is not read as made with it.
 */
const firefoxWith = (firefoxUserPrefs: Record<string, number | boolean>) => ({
  ...devices["Desktop Firefox"],
  channel: firefox.channel,
  launchOptions: {
    executablePath: firefox.executablePath,
    firefoxUserPrefs: {
      "ui.useOverlayScrollbars": 1,
      // A light system with motion, whatever the host's, unless a project asks otherwise.
      "ui.systemUsesDarkTheme": 0,
      "ui.prefersReducedMotion": 0,
      "privacy.reduceTimerPrecision": false,
      // A downloaded PDF is saved, not also opened in a tab of its own in front
      // of the page, which Firefox then hides: a test that went on with the
      // page after downloading the resume waited for a frame a hidden tab never
      // draws, and timed out (once, in a clean run).
      "pdfjs.disabled": true,
      ...firefoxUserPrefs,
    },
  },
});
/** The tags Firefox leaves out: fewer in Playwright's own Firefox than over WebDriver BiDi. */
const notInFirefox = Object.keys(NOT_IN_FIREFOX).filter(
  (tag) =>
    firefox.channel === "moz-firefox" || !(ONLY_OVER_BIDI as readonly string[]).includes(tag),
);
/** Chromium's headless shell, which Playwright runs by default (tools/chromium.ts). */
const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: { executablePath: chromiumPath ?? undefined, args: CHROMIUM_ARGS },
};

/**
 * Files of tests/e2e/owner/ by name ("*" for any spec), as a pattern of their
 * whole path: Playwright matches a glob anywhere in the path, so "owner/**"
 * would also take every test of a project cloned into a folder named "owner".
 */
const ownerFile = (name: string) => {
  const folder = resolve(import.meta.dirname, "tests/e2e/owner").replaceAll("\\", "/");
  const file = name === "*" ? "[^/]+\\.spec\\.ts" : name.replaceAll(".", "\\.");
  return new RegExp(`^${folder.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/${file}$`);
};
/** The checks that hold for any valid content, run on the owner's own build (tests/e2e/owner/). */
const OWNER_CHECKS = ownerFile("*");

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [
    ["list"],
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
    ["./tests/setup/project-times.ts", { label: OWNER.label }],
  ],
  // A failed test keeps its trace (actions, console, network), and its
  // error-context.md the page's state when it failed. Without the screencast
  // and the DOM snapshots at each action, which cost more than the tests
  // themselves: home.spec took 62 s with them, 35 s with snapshots alone, 28 s without.
  use: { trace: { mode: "retain-on-failure", screenshots: false, snapshots: false } },
  projects: [
    {
      // Every behaviour, on the fixture site (tests/fixtures/content/, under /portfolio/).
      name: "chromium",
      testIgnore: OWNER_CHECKS,
      use: { ...chromium, baseURL: FIXTURE_URL },
    },
    {
      // The same behaviours in Firefox, but for the tests tests/e2e/engines.ts
      // leaves out, each for its reason, and those needing a system setting...
      name: "firefox",
      testIgnore: OWNER_CHECKS,
      grepInvert: anyOf([...notInFirefox, ...Object.keys(FIREFOX_SYSTEM_SETTINGS)]),
      use: { ...firefoxWith({}), baseURL: FIXTURE_URL },
    },
    // ...which run in a Firefox launched with that setting.
    ...Object.entries(FIREFOX_SYSTEM_SETTINGS).map(([tag, prefs]) => ({
      name: `firefox-${tag.slice(1)}`,
      testIgnore: OWNER_CHECKS,
      grep: anyOf([tag]),
      grepInvert: anyOf(notInFirefox),
      use: { ...firefoxWith(prefs), baseURL: FIXTURE_URL },
    })),
    // WebKit, Safari's engine: the WebKit suite drives WebKitGTK's MiniBrowser
    // (tests/webkit/webkit.ts) on the fixture site behind a probe that records
    // console errors and CSP violations (tests/webkit/probe-proxy.ts)...
    ...(hasWebKitGtk()
      ? [
          {
            name: "webkit-gtk",
            testDir: "tests/webkit",
            use: { baseURL: `http://localhost:${PROBE_PORT}${FIXTURE_BASE_PATH}` },
          },
        ]
      : []),
    // ...and where Playwright's own WebKit is installed, this whole suite runs in it too.
    ...(hasPlaywrightWebKit() || !hasWebKitGtk()
      ? [
          {
            name: "webkit",
            testIgnore: OWNER_CHECKS,
            grepInvert: anyOf(NOT_IN_PLAYWRIGHT_WEBKIT),
            use: { ...devices["Desktop Safari"], baseURL: FIXTURE_URL },
          },
        ]
      : []),
    {
      // The owner's site as npm run build leaves it, which the deploy publishes.
      name: "owner",
      testMatch: OWNER_CHECKS,
      testIgnore: ownerFile("no-headers.spec.ts"),
      use: { ...chromium, baseURL: OWNER_URL },
    },
    {
      // The policy at work in Firefox too, on the owner's site: enforced, and
      // no violation while a visitor uses every feature.
      name: "owner-firefox",
      testMatch: ownerFile("security.spec.ts"),
      grep: /is enforced|no violation while a visitor/,
      use: { ...firefoxWith({}), baseURL: OWNER_URL },
    },
    {
      // The owner's site from a host that sends no headers (GitHub Pages).
      name: "owner-no-headers",
      testMatch: ownerFile("no-headers.spec.ts"),
      use: { ...chromium, baseURL: `http://localhost:${NO_HEADERS_PORT}${OWNER_BASE_PATH}` },
    },
  ],
  // The built sites, served as a static host serves them (see tools/serve.ts).
  webServer: [
    // The fixture site's, once it is built: the content gate
    // (tests/setup/content-gate.ts) builds only the owner's site, and a test of
    // the fixture site run without its build fails at its first request.
    ...(FIXTURE_BUILT
      ? [
          {
            command: `node tools/serve.ts --port ${FIXTURE_PORT} --root ${FIXTURE_ROOT} --base ${FIXTURE_BASE_PATH}`,
            url: FIXTURE_URL,
            reuseExistingServer: !process.env.CI,
          },
          {
            command: `node tests/webkit/probe-proxy.ts --port ${PROBE_PORT} --upstream http://localhost:${FIXTURE_PORT}`,
            url: `http://localhost:${PROBE_PORT}${FIXTURE_BASE_PATH}`,
            reuseExistingServer: !process.env.CI,
          },
        ]
      : []),
    // The fixture site in other languages (tests/setup/build-language-sites.ts), once built.
    ...SITE_LANGUAGES.map((language) => languageSite(language))
      .filter(({ root }) => existsSync(root))
      .map(({ language, root }) => ({
        command: `node tools/serve.ts --port ${languageSitePort(language)} --root ${root} --base ${FIXTURE_BASE_PATH}`,
        url: `http://localhost:${languageSitePort(language)}${FIXTURE_BASE_PATH}`,
        reuseExistingServer: !process.env.CI,
      })),
    // The owner's, likewise once it is built: a job that tests only the
    // fixture site (tests/setup/test-jobs.ts) does not build it.
    ...(existsSync(OWNER.root)
      ? [
          {
            command: `node tools/serve.ts --port ${OWNER_PORT} --root ${OWNER.root} --base ${OWNER_BASE_PATH}`,
            url: OWNER_URL,
            reuseExistingServer: !process.env.CI,
          },
          {
            command: `node tools/serve.ts --port ${NO_HEADERS_PORT} --root ${OWNER.root} --base ${OWNER_BASE_PATH} --no-headers`,
            url: `http://localhost:${NO_HEADERS_PORT}${OWNER_BASE_PATH}`,
            reuseExistingServer: !process.env.CI,
          },
        ]
      : []),
  ],
});
