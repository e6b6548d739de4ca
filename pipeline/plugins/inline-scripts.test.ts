import { runInNewContext } from "node:vm";
import { beforeAll, describe, expect, it } from "vitest";
import { PAGE_COLORS } from "../../app/lib/design-tokens";
import {
  ARRIVAL_GRACE_MS,
  BASE_PATH_ATTRIBUTE,
  HYDRATION_GRACE_MS,
  WEB_FONT_ATTRIBUTE,
} from "../../app/lib/boot-script";
import { THEME_STORAGE_KEY } from "../../app/lib/theme";
import { WEB_FONT_CLASS, WEB_FONT_STORAGE_KEY } from "../../app/lib/web-font";
import { compileAfterFirstPaint, compileInlineScript } from "./inline-scripts";

const FONT_URL = "/assets/inter-1.woff2";

/**
 * Runs the compiled boot script at `path` with `stored` in storage, against
 * stand-ins for the browser, for a site published below `basePath`.
 */
/** A history entry React Router has already given its key and index: a reload's, or Back's. */
const APP_ENTRY = { key: "k1", idx: 2 };

function boot(
  code: string,
  path: string,
  stored: Record<string, string>,
  basePath = "/",
  state: unknown = APP_ENTRY,
) {
  const attributes: Record<string, string> = {
    [WEB_FONT_ATTRIBUTE]: FONT_URL,
    [BASE_PATH_ATTRIBUTE]: basePath,
  };
  const classes = new Set<string>();
  const head: Array<Record<string, string>> = [];
  const listeners: Record<string, Array<() => void>> = {};
  const timers: Array<[() => void, number]> = [];
  const replaced: string[] = [];
  const states: unknown[] = [];
  const element = (tag: string) => ({ tag }) as Record<string, string>;
  const root = {
    classList: {
      add: (name: string) => classes.add(name),
      remove: (name: string) => classes.delete(name),
    },
    dataset: {} as Record<string, string>,
  };
  runInNewContext(code, {
    document: {
      documentElement: root,
      currentScript: {
        getAttribute: (name: string) => attributes[name] ?? null,
      },
      head: {
        append: (node: Record<string, string>) => head.push(node),
        prepend: (node: Record<string, string>) => head.unshift(node),
      },
      createElement: element,
      getElementById: () => null,
    },
    location: { pathname: path, search: "?q=1", hash: "#part" },
    history: {
      state,
      replaceState: (written: unknown, __: string, url: string) => {
        // As a browser refuses an address of another origin.
        if (url.startsWith("//")) throw new Error("SecurityError");
        replaced.push(url);
        states.push(written);
      },
    },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    addEventListener: (type: string, listener: () => void) =>
      (listeners[type] ??= []).push(listener),
    setTimeout: (callback: () => void, delay: number) => timers.push([callback, delay]),
  });
  /** Fires the page's listeners of `type`. */
  const fire = (type: string) => listeners[type]?.forEach((listener) => listener());
  return { classes, head, root, replaced, states, fire, timers };
}

describe("the boot script, compiled", () => {
  let code: string;
  beforeAll(async () => {
    code = (
      await compileInlineScript(
        new URL("../../app/inline-scripts/boot.ts", import.meta.url).pathname,
      )
    ).code;
  });

  it("is one classic script with nothing left to import", () => {
    expect(code).toMatch(/^\(function\(\)\{[\s\S]*\}\)\(\);$/);
    expect(code).not.toMatch(/\bimport\b|\?url/);
  });

  it("shows the stored theme and sets the text in the cached web font before the first paint", () => {
    const page = boot(code, "/resume", {
      [THEME_STORAGE_KEY]: "dark",
      [WEB_FONT_STORAGE_KEY]: FONT_URL,
    });
    expect(page.root.dataset.theme).toBe("dark");
    expect([...page.classes]).toEqual(["js", WEB_FONT_CLASS]);
    expect(page.head).toContainEqual(
      expect.objectContaining({ name: "theme-color", content: PAGE_COLORS.dark }),
    );
    expect(page.head).toContainEqual(
      expect.objectContaining({ rel: "preload", as: "font", href: FONT_URL }),
    );
    expect(page.replaced).toEqual([]);
  });

  it("leaves the system's theme and the fallback font when nothing is stored", () => {
    const page = boot(code, "/", {});
    expect(page.root.dataset.theme).toBeUndefined();
    expect([...page.classes]).toEqual(["js"]);
    expect(page.head).toEqual([]);
  });

  it("drops .html from the address, and gives up the js class if the app's modules have not arrived soon after load", () => {
    const page = boot(code, "/writing/first.html", {});
    expect(page.replaced).toEqual(["/writing/first?q=1#part"]);
    page.fire("load");
    expect(page.timers.map(([, delay]) => delay)).toEqual([ARRIVAL_GRACE_MS, HYDRATION_GRACE_MS]);
    page.timers[0]![0]();
    expect([...page.classes]).toEqual([]);
  });

  it("once the app's modules have arrived, waits for it to hydrate, then only so long", () => {
    const page = boot(code, "/", {});
    page.fire("load");
    page.root.dataset.appArrived = "";
    const [arrivalGrace, hydrationGrace] = page.timers.map(([callback]) => callback);
    arrivalGrace!();
    expect([...page.classes]).toEqual(["js"]);
    hydrationGrace!();
    expect([...page.classes]).toEqual([]);
    // Hydrated in time: nothing is given up.
    const hydrated = boot(code, "/", {});
    hydrated.fire("load");
    hydrated.root.dataset.hydrated = "";
    hydrated.timers.forEach(([callback]) => callback());
    expect([...hydrated.classes]).toEqual(["js"]);
  });

  for (const failure of ["error", "unhandledrejection"]) {
    it(`gives up the js class at once on a script's ${failure} before the app starts hydrating, never after`, () => {
      const early = boot(code, "/", {});
      early.root.dataset.appArrived = "";
      early.fire(failure);
      expect([...early.classes]).toEqual([]);
      // React's to show from here: a recoverable hydration error must not hide the controls.
      const started = boot(code, "/", {});
      started.root.dataset.appStarted = "";
      started.fire(failure);
      expect([...started.classes]).toEqual(["js"]);
    });
  }

  it("drops a trailing slash below the base path, keeping the query and the fragment", () => {
    expect(boot(code, "/writing/", {}).replaced).toEqual(["/writing?q=1#part"]);
    expect(boot(code, "/writing/first//", {}).replaced).toEqual(["/writing/first?q=1#part"]);
    expect(boot(code, "/portfolio/resume/", {}, "/portfolio/").replaced).toEqual([
      "/portfolio/resume?q=1#part",
    ]);
    expect(boot(code, "/portfolio/writing/index.html", {}, "/portfolio/").replaced).toEqual([
      "/portfolio/writing?q=1#part",
    ]);
    // Never above the base path, and never to another site: the rest of the script still runs.
    expect(boot(code, "/portfolio//", {}, "/portfolio/").replaced).toEqual([]);
    const elsewhere = boot(code, "//example.com/", {});
    expect(elsewhere.replaced).toEqual([]);
    expect([...elsewhere.classes]).toEqual(["js"]);
    // Home's address is the base path itself, slash included.
    expect(boot(code, "/", {}).replaced).toEqual([]);
    expect(boot(code, "/portfolio/", {}, "/portfolio/").replaced).toEqual([]);
    expect(boot(code, "/portfolio/index.html", {}, "/portfolio/").replaced).toEqual([
      "/portfolio/?q=1#part",
    ]);
  });

  it("gives a fresh history entry React Router's key and index, at its canonical address, in one write", () => {
    const fresh = boot(code, "/resume", {}, "/", null);
    expect(fresh.replaced).toEqual(["/resume?q=1#part"]);
    expect(fresh.states).toEqual([{ key: expect.any(String), idx: 0 }]);
    const renamed = boot(code, "/writing/first.html", {}, "/", { key: "k3" });
    expect(renamed.replaced).toEqual(["/writing/first?q=1#part"]);
    expect(renamed.states).toEqual([{ key: "k3", idx: 0 }]);
    // An entry that has both keeps its state as the address changes.
    expect(boot(code, "/writing/first.html", {}).states).toEqual([APP_ENTRY]);
  });
});

/** The compiled afterFirstPaint, run in a context whose globals stand in for a page's. */
async function compiledWith(globals: object) {
  return runInNewContext(`${await compileAfterFirstPaint()}; afterFirstPaint`, globals) as (
    modules: string[],
    entries: string[],
    run: (module: string) => Promise<unknown>,
  ) => Promise<void>;
}

describe("afterFirstPaint, compiled", () => {
  it("once the page has painted, enables the deferred stylesheet, adds the preloads, the entry's first, then runs the modules in order, each in a task of its own", async () => {
    const code = await compileAfterFirstPaint();
    expect(code).toMatch(/^var afterFirstPaint=/);
    const events: string[] = [];
    let reportPaint: (() => void) | undefined;
    const stylesheet = {
      set disabled(value: boolean) {
        events.push(`stylesheet disabled: ${value}`);
      },
    };
    const afterFirstPaint = await compiledWith({
      document: {
        documentElement: { dataset: {} },
        visibilityState: "visible",
        querySelectorAll: () => [stylesheet],
        createElement: () => ({}),
        head: { append: (link: { href: string }) => events.push(`preload ${link.href}`) },
      },
      scheduler: {
        yield: async () => {
          events.push("new task");
        },
      },
      PerformanceObserver: Object.assign(
        class {
          constructor(callback: (list: unknown, observer: unknown) => void) {
            reportPaint = () =>
              callback(
                {
                  getEntriesByName: (name: string) =>
                    name === "first-contentful-paint" ? [{}] : [],
                },
                { disconnect: () => events.push("observer disconnected") },
              );
          }
          observe() {}
        },
        { supportedEntryTypes: ["paint"] },
      ),
    });
    const done = afterFirstPaint(
      ["/assets/a.js", "/assets/b.js"],
      ["/assets/entry.js"],
      async (module) => {
        events.push(`run ${module}`);
      },
    );
    await Promise.resolve();
    expect(events).toEqual([]);
    reportPaint!();
    await done;
    expect(events).toEqual([
      "observer disconnected",
      "stylesheet disabled: false",
      "new task",
      "preload /assets/entry.js",
      "new task",
      "preload /assets/a.js",
      "new task",
      "preload /assets/b.js",
      "new task",
      "run /assets/a.js",
      "new task",
      "run /assets/b.js",
    ]);
  });

  it("in a page the browser prerenders, runs the modules once shown, even if shown while its preloads are being added", async () => {
    const events: string[] = [];
    const listeners: Array<() => void> = [];
    const document = {
      documentElement: { dataset: {} },
      prerendering: true,
      // Shown, then painted: the paint is reported at once.
      visibilityState: "visible",
      querySelectorAll: () => [],
      createElement: () => ({}),
      head: { append: (link: { href: string }) => events.push(`preload ${link.href}`) },
      addEventListener: (type: string, listener: () => void) => {
        if (type === "prerenderingchange") listeners.push(listener);
      },
    };
    const afterFirstPaint = await compiledWith({
      document,
      scheduler: {
        yield: async () => {
          // The visitor is shown the page before its first preload is added.
          if (document.prerendering) {
            document.prerendering = false;
            events.push("shown");
            for (const listener of listeners) listener();
          }
        },
      },
      PerformanceObserver: Object.assign(
        class {
          constructor(private callback: (list: unknown, observer: unknown) => void) {}
          observe() {
            this.callback({ getEntriesByName: () => [{}] }, { disconnect: () => {} });
          }
        },
        { supportedEntryTypes: ["paint"] },
      ),
    });
    await afterFirstPaint(["/assets/a.js"], [], async (module) => {
      events.push(`run ${module}`);
    });
    expect(events).toEqual(["shown", "preload /assets/a.js", "run /assets/a.js"]);
  });

  describe("tells the boot script once the modules have arrived", () => {
    /**
     * A page whose preloads report their arrival only when the test says, and
     * whose runs wait for it too, in a browser with modulepreload or without.
     */
    async function page(modulePreload: "supported" | "unsupported" = "supported") {
      const links: Array<{ onload?: () => void }> = [];
      const root = { dataset: {} as Record<string, string> };
      const afterFirstPaint = await compiledWith({
        document: {
          documentElement: root,
          visibilityState: "hidden",
          querySelectorAll: () => [],
          createElement: () => ({
            relList: {
              supports: (rel: string) => modulePreload === "supported" && rel === "modulepreload",
            },
          }),
          head: { append: (link: (typeof links)[number]) => links.push(link) },
        },
        scheduler: { yield: async () => {} },
        PerformanceObserver: { supportedEntryTypes: ["paint"] },
      });
      let finishRuns: (outcome: "run" | "failed") => void = () => {};
      const runs = new Promise<"run" | "failed">((resolve) => (finishRuns = resolve));
      const done = afterFirstPaint(["/assets/a.js"], ["/assets/entry.js"], async () => {
        if ((await runs) === "failed") throw new Error("not run");
      });
      await expect.poll(() => links.length).toBe(2);
      return { links, done, finishRuns, arrived: () => "appArrived" in root.dataset };
    }

    it("as soon as every preload has loaded, while the modules still run", async () => {
      const { links, done, finishRuns, arrived } = await page();
      links[0]!.onload!();
      expect(arrived()).toBe(false);
      links[1]!.onload!();
      expect(arrived()).toBe(true);
      finishRuns("run");
      await done;
    });

    it("not while the entry's preload is still on its way, though the other modules have run", async () => {
      const { links, done, finishRuns, arrived } = await page();
      links[1]!.onload!();
      finishRuns("run");
      await done;
      expect(arrived()).toBe(false);
    });

    it("where the browser has no modulepreload, whose preloads never report, once the modules have run", async () => {
      const { done, finishRuns, arrived } = await page("unsupported");
      expect(arrived()).toBe(false);
      finishRuns("run");
      await done;
      expect(arrived()).toBe(true);
    });

    it("never when a module fails to arrive or run", async () => {
      const { links, done, finishRuns, arrived } = await page();
      links[0]!.onload!();
      finishRuns("failed");
      await expect(done).rejects.toThrow("not run");
      expect(arrived()).toBe(false);
    });
  });

  it("takes a new task by a message to itself where the browser has no scheduler.yield", async () => {
    const events: string[] = [];
    class MessageChannel {
      port1: { onmessage?: () => void } = {};
      port2 = {
        postMessage: () => {
          events.push("message");
          setTimeout(() => this.port1.onmessage?.());
        },
      };
    }
    const afterFirstPaint = await compiledWith({
      MessageChannel,
      // A hidden tab, which may never paint: its modules run at once.
      document: {
        documentElement: { dataset: {} },
        visibilityState: "hidden",
        querySelectorAll: () => [],
        createElement: () => ({}),
        head: { append: (link: { href: string }) => events.push(`preload ${link.href}`) },
      },
      PerformanceObserver: { supportedEntryTypes: ["paint"] },
    });
    await afterFirstPaint(["/assets/a.js"], [], async (module) => {
      events.push(`run ${module}`);
    });
    expect(events).toEqual(["message", "preload /assets/a.js", "message", "run /assets/a.js"]);
  });
});
