// The WebKit suite's fixtures: Playwright's test runner, driving WebKitGTK's
// MiniBrowser through WebKitWebDriver with WebdriverIO (classic WebDriver),
// where Playwright's own WebKit cannot be installed. Each worker draws into
// its own virtual X display; each test gets a fresh browser at its viewport.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test as base } from "@playwright/test";
import { remote } from "webdriverio";
import { findWebKit } from "../../tools/webkit";
import { PROBE_KEY } from "./probe-proxy";

export type WebKit = WebdriverIO.Browser;

// Shrinks MiniBrowser's own toolbar, whose widgets would otherwise hold the
// window wider than a phone's 390 px; the page's content is not GTK's to style.
const GTK_CSS = "* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }\n";

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts Xvfb on a free display and resolves with its number. */
function startXvfb(xvfb: string): Promise<{ display: string; process: ChildProcess }> {
  const child = spawn(
    xvfb,
    // -noreset: by default an X server resets when its last client leaves,
    // which each test's browser does as it closes, and refuses connections
    // meanwhile; the next test's browser then failed now and then with
    // "cannot open display", and WebKitWebDriver waited on it for good.
    ["-displayfd", "3", "-screen", "0", "1400x1000x24", "-nolisten", "tcp", "-noreset"],
    {
      stdio: ["ignore", "ignore", "pipe", "pipe"],
    },
  );
  return new Promise((resolve, reject) => {
    let errors = "";
    child.stderr!.on("data", (chunk) => (errors += chunk));
    child.stdio[3]!.once("data", (chunk) =>
      resolve({ display: `:${String(chunk).trim()}`, process: child }),
    );
    child.once("exit", (code) => reject(new Error(`Xvfb stopped (${code}): ${errors}`)));
  });
}

async function waitForDriver(url: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url}`);
}

/** How long WebKitWebDriver may take to start a browser for a session: under a second here. */
const SESSION_START_MS = 15_000;

interface Driver {
  port: number;
  miniBrowser: string;
  /** What WebKitWebDriver, and the browsers it starts, wrote to standard error. */
  errors: () => string;
}

export const test = base.extend<
  {
    /** The viewport the page is laid out in. */
    viewportSize: { width: number; height: number };
    /** The system's colour scheme, as MiniBrowser is launched with it. */
    systemScheme: "light" | "dark";
    webkit: WebKit;
  },
  { driver: Driver }
>({
  viewportSize: [{ width: 1280, height: 800 }, { option: true }],
  systemScheme: ["light", { option: true }],
  driver: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter.
    async ({}, provide) => {
      const { driver, miniBrowser, xvfb } = findWebKit();
      if (!driver || !miniBrowser || !xvfb) {
        throw new Error(
          "No WebKit for the browser tests: run `node tests/setup/ensure-test-tools.ts`.",
        );
      }
      const config = mkdtempSync(join(tmpdir(), "webkit-"));
      mkdirSync(join(config, "gtk-3.0"));
      writeFileSync(join(config, "gtk-3.0", "gtk.css"), GTK_CSS);
      const screen = await startXvfb(xvfb);
      const port = await freePort();
      const webDriver = spawn(driver, [`--port=${port}`], {
        stdio: ["ignore", "ignore", "pipe"],
        env: {
          ...process.env,
          DISPLAY: screen.display,
          XDG_CONFIG_HOME: config,
          // Scrollbars over the page, as on a phone, not beside it.
          GTK_OVERLAY_SCROLLING: "1",
          // The light theme unless a test asks for the dark one (systemScheme), whatever the host's.
          GTK_THEME: "Adwaita",
        },
      });
      let driverErrors = "";
      webDriver.stderr!.on("data", (chunk) => (driverErrors += chunk));
      const stopped = new Promise<never>((_, reject) => {
        webDriver.once("error", reject);
        webDriver.once("exit", (code) =>
          reject(new Error(`WebKitWebDriver stopped (${code}): ${driverErrors}`)),
        );
      });
      stopped.catch(() => {
        // Reported where a test awaits it, below.
      });
      try {
        await Promise.race([waitForDriver(`http://127.0.0.1:${port}`), stopped]);
        await provide({ port, miniBrowser, errors: () => driverErrors });
      } finally {
        webDriver.kill();
        screen.process.kill();
        rmSync(config, { recursive: true, force: true });
      }
    },
    { scope: "worker" },
  ],
  webkit: async ({ driver, viewportSize, systemScheme, javaScriptEnabled }, provide) => {
    let timer: NodeJS.Timeout | undefined;
    const overran = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(
              `WebKitWebDriver started no browser in ${SESSION_START_MS} ms. It said: ${driver.errors().trim().slice(-600) || "nothing"}`,
            ),
          ),
        SESSION_START_MS,
      );
    });
    const session = remote({
      hostname: "127.0.0.1",
      port: driver.port,
      logLevel: "error",
      // How long a waitUntil waits for its state (a hydrated page, a section at
      // the top) before it fails: WebdriverIO's 5 s default was outrun once by a
      // page's hydration on a machine running two suites at once.
      waitforTimeout: 15_000,
      // WebKitGTK's own capability, which WebdriverIO's types do not list.
      capabilities: {
        browserName: "MiniBrowser",
        // WebKitGTK speaks classic WebDriver only, not WebDriver BiDi.
        "wdio:enforceWebDriverClassic": true,
        "webkitgtk:browserOptions": {
          binary: driver.miniBrowser,
          args: [
            "--automation",
            ...(systemScheme === "dark" ? ["--dark-mode"] : []),
            // Playwright's javaScriptEnabled option: with it off, no script of
            // the page's own runs, while WebDriver's still do.
            ...(javaScriptEnabled ? [] : ["--enable-javascript-markup=false"]),
          ],
        },
      } as WebdriverIO.Capabilities,
    });
    const browser = await Promise.race([session, overran]).finally(() => clearTimeout(timer));
    try {
      // The window is the viewport plus MiniBrowser's toolbar: measure it, then make up for it.
      const viewport = () => browser.execute(() => [window.innerWidth, window.innerHeight]);
      await browser.setWindowSize(viewportSize.width, viewportSize.height);
      await browser.waitUntil(async () => (await viewport())[0] === viewportSize.width);
      const [, inner] = await viewport();
      await browser.setWindowSize(viewportSize.width, viewportSize.height * 2 - inner!);
      await browser.waitUntil(
        async () =>
          JSON.stringify(await viewport()) ===
          JSON.stringify([viewportSize.width, viewportSize.height]),
        {
          timeoutMsg: `MiniBrowser did not take a ${viewportSize.width}x${viewportSize.height} viewport`,
        },
      );
      await provide(browser);
      // Every test ends with no script error, console error or CSP violation;
      // without script, the probe that records them does not run either.
      if (javaScriptEnabled) expect(await problems(browser)).toEqual([]);
    } finally {
      await browser.deleteSession().catch(() => {
        // The session may have died with the test; the test's own error is the one to see.
      });
    }
  },
});

export { expect };

/** Opens a path of the site (relative to its base, like "./resume") and waits for React. */
export async function open(webkit: WebKit, path: string) {
  await webkit.url(new URL(path, test.info().project.use.baseURL).href);
  await waitForHydration(webkit);
}

/** Waits until React has hydrated the page, so that its handlers are attached. */
export async function waitForHydration(webkit: WebKit) {
  await webkit.waitUntil(
    () => webkit.execute(() => "hydrated" in document.documentElement.dataset),
    {
      timeoutMsg: "the page did not hydrate",
    },
  );
}

/** What the probe recorded in this tab (tests/webkit/probe-proxy.ts); fails where it never ran. */
export async function problems(webkit: WebKit): Promise<string[]> {
  const recorded = await webkit.execute((key) => sessionStorage.getItem(key), PROBE_KEY);
  if (recorded === null) throw new Error(`The probe did not run on ${await webkit.getUrl()}`);
  return JSON.parse(recorded) as string[];
}

/** What the probe recorded, which the test then answers for: the fixture's final check starts afresh. */
export async function takeProblems(webkit: WebKit): Promise<string[]> {
  const seen = await problems(webkit);
  await webkit.execute((key) => sessionStorage.setItem(key, "[]"), PROBE_KEY);
  return seen;
}

/**
 * Waits until the window rests with the section's top just below the fixed
 * nav bar (the root's scroll-padding-top), or at the page's end where the
 * page is too short for that, and stays there for two more frames.
 */
export async function expectSectionAtTop(webkit: WebKit, id: string) {
  const distance = () =>
    webkit.execute((sectionId) => {
      const root = document.documentElement;
      const section = document.getElementById(sectionId)!;
      const padding = parseFloat(getComputedStyle(root).scrollPaddingTop) || 0;
      const top = section.getBoundingClientRect().top + window.scrollY - padding;
      const end = root.scrollHeight - window.innerHeight;
      return Math.abs(Math.round(Math.max(0, Math.min(top, end))) - Math.round(window.scrollY));
    }, id);
  await webkit.waitUntil(async () => (await distance()) <= 1, {
    timeoutMsg: `#${id} did not come to the top of the viewport`,
  });
  await nextFrames(webkit);
  expect(await distance(), `#${id} still at the top`).toBeLessThanOrEqual(1);
}

/** Waits for two animation frames, so observers and effects triggered by a change have run. */
export function nextFrames(webkit: WebKit) {
  return webkit.executeAsync((done: () => void) =>
    requestAnimationFrame(() => requestAnimationFrame(() => done())),
  );
}
