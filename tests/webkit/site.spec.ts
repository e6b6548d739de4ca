// What a visitor sees and does, in WebKit (Safari's engine), at a phone's and
// a desktop's width. The timings in app/constants.ts (carousel, tooltip
// delays) are proved with a controlled clock in Chromium and Firefox
// (tests/e2e/); here each behaviour is seen to happen in WebKit at all.
import type { ChainablePromiseElement } from "webdriverio";
import { CAROUSEL_INTERVAL_MS } from "../../app/constants";
import { tagsOf } from "../../app/lib/article-paths";
import { RESULTS_PER_PAGE } from "../../app/lib/post-search";
import { FIXTURE, site } from "../e2e/fixture-site";
import {
  DIAGRAM_WHOLE_AT_DESKTOP,
  diagramFit,
  recordTransitionsStarted,
  revealOnEntry,
  routeModule,
  routerPrefetches,
  SECTION_LINK_CLICKS as CLICK_ORDER,
  transitionsStarted,
} from "../e2e/support";
import {
  expect,
  expectSectionAtTop,
  nextFrames,
  open,
  takeProblems,
  test,
  waitForHydration,
  type WebKit,
} from "./webkit";

const DIAGRAM_POST = FIXTURE.writing.posts.find((entry) => entry.body.includes("```mermaid"))!;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const mainNav = (webkit: WebKit) => webkit.$('nav[aria-label="Main"]');
const hash = (webkit: WebKit) => webkit.execute(() => location.hash);
const scrollY = (webkit: WebKit) => webkit.execute(() => Math.round(window.scrollY));
const focusedId = (webkit: WebKit) => webkit.execute(() => document.activeElement?.id ?? "");
const backgroundColor = (webkit: WebKit) =>
  webkit.execute(() => getComputedStyle(document.body).backgroundColor);

const opacity = (webkit: WebKit, element: ChainablePromiseElement) =>
  webkit.execute((node) => Number(getComputedStyle(node as unknown as Element).opacity), element);

/** What the writing index's search says in its live region. */
const searchSays = (webkit: WebKit) =>
  webkit.execute(() => document.querySelector("search [role=status]")!.textContent);
/** The titles of the posts the writing index shows: the full list stays in the page, hidden, while results are shown. */
const shownTitles = (webkit: WebKit) =>
  webkit.execute(() =>
    [...document.querySelectorAll("main ol > li article h2")]
      .filter((title) => title.getClientRects().length > 0)
      .map((title) => title.textContent),
  );

const LIGHT_PAGE = "rgb(247, 248, 251)";
const DARK_PAGE = "rgb(10, 12, 18)";

test.describe("at a desktop's width", () => {
  test.use({ viewportSize: DESKTOP });

  test("a post's diagram shows whole, its words at the size they were drawn at, wider than the text", async ({
    webkit,
  }) => {
    await open(webkit, `./writing/${DIAGRAM_POST.slug}`);
    const fit = await webkit.execute(diagramFit);
    expect(fit.scale).toBeCloseTo(1, 2);
    expect(fit).toMatchObject(DIAGRAM_WHOLE_AT_DESKTOP);
  });

  test("section links clicked in a row, in any order, each bring their section to the top; Back and Forward return to each", async ({
    webkit,
  }) => {
    await open(webkit, "./");
    const nav = await mainNav(webkit);
    for (const [label, id] of CLICK_ORDER) {
      await nav.$(`a=${label}`).click();
      await webkit.waitUntil(async () => (await hash(webkit)) === `#${id}`);
      await expectSectionAtTop(webkit, id);
    }
    for (const [, id] of CLICK_ORDER.slice(0, -1).reverse()) {
      await webkit.back();
      await webkit.waitUntil(async () => (await hash(webkit)) === `#${id}`);
      await expectSectionAtTop(webkit, id);
    }
    for (const [, id] of CLICK_ORDER.slice(1)) {
      await webkit.forward();
      await webkit.waitUntil(async () => (await hash(webkit)) === `#${id}`);
      await expectSectionAtTop(webkit, id);
    }
  });

  test("a link to another page in view has its module fetched before the click, which then changes page within the app", async ({
    webkit,
  }) => {
    await open(webkit, "./");
    const prefetched = () => webkit.execute(routerPrefetches);
    const resumeModule = await webkit.execute(routeModule, "routes/resume");
    // The browser's own record of what it loaded, beside the router's links.
    const fetched = () =>
      webkit.execute(
        (path) =>
          performance
            .getEntriesByType("resource")
            .some((entry) => new URL(entry.name).pathname === path),
        resumeModule,
      );
    // In view as the page opens, and pointed at (the Chromium and Firefox
    // suites' fetch-ahead.spec.ts tell the two apart).
    const resume = await webkit.$("a=See Resume");
    await resume.moveTo();
    await webkit.waitUntil(async () => (await prefetched()).includes(resumeModule), {
      timeoutMsg: "the router did not ask for the resume's module ahead",
    });
    await webkit.waitUntil(fetched, {
      timeoutMsg: "WebKit did not fetch the resume's module ahead",
    });
    await webkit.execute(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await resume.click();
    await webkit.waitUntil(async () => (await webkit.getUrl()).endsWith("/resume"));
    await webkit.waitUntil(
      async () => (await (await webkit.$("h1")).getText()) === site.owner.name,
    );
    expect(
      await webkit.execute(() => (window as unknown as { stayed?: boolean }).stayed === true),
    ).toBe(true);
  });

  test("section links still land after visiting another page and coming back", async ({
    webkit,
  }) => {
    await open(webkit, "./");
    await (await mainNav(webkit)).$("a=Projects").click();
    await expectSectionAtTop(webkit, "projects");
    await (await webkit.$("a=See Resume")).click();
    await webkit.waitUntil(async () => (await webkit.getUrl()).endsWith("/resume"));
    await (await webkit.$("a=Back to Home")).click();
    // The router changes the address before it draws the home page, whose
    // nav bar replaces the resume's: wait for the home page itself.
    await webkit.waitUntil(
      async () =>
        (await webkit.$("#hero-title").isExisting()) &&
        (await hash(webkit)) === "" &&
        (await scrollY(webkit)) === 0,
    );
    for (const [label, id] of CLICK_ORDER) {
      await (await mainNav(webkit)).$(`a=${label}`).click();
      await expectSectionAtTop(webkit, id);
    }
  });

  test("the nav bar takes a background and a blur once the page scrolls", async ({ webkit }) => {
    await open(webkit, "./");
    const look = () =>
      webkit.execute(() => {
        const style = getComputedStyle(document.querySelector("header")!);
        return {
          background: style.backgroundColor,
          blur: (
            style.backdropFilter || style.getPropertyValue("-webkit-backdrop-filter")
          ).includes("blur"),
        };
      });
    expect(await look()).toEqual({ background: "rgba(0, 0, 0, 0)", blur: false });
    await webkit.execute(() => window.scrollTo({ top: 400, behavior: "instant" }));
    await webkit.waitUntil(async () => (await look()).blur, {
      timeoutMsg: "the nav bar took no blur",
    });
    expect((await look()).background).not.toBe("rgba(0, 0, 0, 0)");
  });

  test("the round button leads from section to section, and hides at the page's end", async ({
    webkit,
  }) => {
    await open(webkit, "./");
    const button = await webkit.$('button[aria-label="Next section"]');
    // Read in the page: WebKitGTK's WebDriver answers "false" for an absent
    // `inert`, as for a property, rather than no value.
    const isInert = () =>
      webkit.execute(
        (element) => (element as unknown as HTMLElement).hasAttribute("inert"),
        button,
      );
    // It comes within reach once the page's first scroll reading has rendered.
    await webkit.waitUntil(async () => !(await isInert()), {
      timeoutMsg: "the button stayed inert",
    });
    for (const id of ["about", "experience", "projects", "contact"]) {
      await button.click();
      await webkit.waitUntil(async () => (await focusedId(webkit)) === id, {
        timeoutMsg: `#${id} focused`,
      });
      await expectSectionAtTop(webkit, id);
    }
    await webkit.execute(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
    );
    // Out of reach (inert) and faded out.
    await webkit.waitUntil(isInert, { timeoutMsg: "the button stayed within reach at the end" });
    await webkit.waitUntil(async () => (await opacity(webkit, button)) === 0);
  });

  test("a tooltip opens when its link takes focus and closes on Escape", async ({ webkit }) => {
    await open(webkit, "./");
    const project = site.projects[0]!;
    const visit = await webkit.$(`a[aria-label^="Visit ${project.title}"]`);
    await visit.scrollIntoView({ block: "center" });
    await nextFrames(webkit);
    await webkit.execute((element) => (element as unknown as HTMLElement).focus(), visit);
    const tooltip = await webkit.$('[role="tooltip"]');
    await tooltip.waitForDisplayed();
    expect(await tooltip.getText()).toBe(new URL(project.link).hostname);
    await webkit.keys("Escape");
    await tooltip.waitForDisplayed({ reverse: true });
  });

  test("a project card is revealed as it scrolls into view", async ({ webkit }) => {
    await open(webkit, "./");
    const reveal = await webkit.$("#projects [data-reveal]");
    expect(await reveal.getAttribute("data-reveal")).toBe("hidden");
    await reveal.scrollIntoView({ block: "center" });
    await webkit.waitUntil(async () => (await reveal.getAttribute("data-reveal")) === "shown");
    await webkit.waitUntil(async () => (await opacity(webkit, reveal)) === 1);
  });

  const withImages = site.projects.find((entry) => (entry.images?.length ?? 0) > 1)!;
  const images = withImages.images!.length;
  const study = FIXTURE.writing.caseStudies[0]!;
  /** What a visitor clicks as it enters the view (as tests/e2e/projects.spec.ts), and what the click must do. */
  const CLICKED_ON_ENTRY = [
    {
      name: '"Read more"',
      selector: "button=Read more",
      landed: async (_webkit: WebKit, control: ChainablePromiseElement) =>
        (await control.getAttribute("aria-expanded")) === "true",
    },
    {
      name: "a carousel dot",
      selector: `button[aria-label="Show image ${images} of ${images}"]`,
      landed: async (_webkit: WebKit, control: ChainablePromiseElement) =>
        (await control.getAttribute("aria-current")) === "true",
    },
    {
      name: "a card's link",
      selector: `a[aria-label="Read the case study of ${study.projectTitle}"]`,
      landed: async (webkit: WebKit) =>
        (await webkit.execute(() => location.pathname)).endsWith(study.path),
    },
  ];
  for (const { name, selector, landed } of CLICKED_ON_ENTRY) {
    test(`${name} clicked as it enters the view lands, and stays where it was`, async ({
      webkit,
    }) => {
      await open(webkit, "./");
      const control = await webkit.$(selector);
      const { atStart, halfway, atEnd } = await webkit.execute(revealOnEntry, control);
      expect(halfway).toEqual(atStart);
      expect(atEnd).toEqual(atStart);
      // Clicked where it stood as it appeared, while its reveal is held halfway.
      await webkit
        .action("pointer", { parameters: { pointerType: "mouse" } })
        .move({
          x: Math.round(atStart.x + atStart.width / 2),
          y: Math.round(atStart.y + atStart.height / 2),
          origin: "viewport",
        })
        .down()
        .up()
        .perform();
      await webkit.waitUntil(() => landed(webkit, control), {
        timeoutMsg: `${name}: the click did not land`,
      });
    });
  }

  test(`the carousel advances by itself, steers by its dots, and its pause control turns to play`, async ({
    webkit,
  }) => {
    await open(webkit, "./");
    const project = site.projects.find((entry) => (entry.images?.length ?? 0) > 1)!;
    const count = project.images!.length;
    const carousel = await webkit.$(`[aria-label="${project.title} images"]`);
    await carousel.scrollIntoView({ block: "center" });
    const current = () =>
      carousel
        .$$('button[aria-label^="Show image"]')
        .map((dot) => dot.getAttribute("aria-current"));
    const shown = async () => (await current()).indexOf("true") + 1;
    await webkit.waitUntil(async () => (await shown()) === 2, {
      timeout: CAROUSEL_INTERVAL_MS * 3,
      timeoutMsg: "the carousel did not advance by itself",
    });
    await (await carousel.$(`button[aria-label="Show image 1 of ${count}"]`)).click();
    expect(await shown()).toBe(1);
    await (await carousel.$('button[aria-label="Pause image rotation"]')).click();
    await (await carousel.$('button[aria-label="Play image rotation"]')).waitForExist();
    await (await carousel.$(`button[aria-label="Show image ${count} of ${count}"]`)).click();
    expect(await shown()).toBe(count);
  });

  test("the resume's Download PDF link names a PDF the host serves", async ({ webkit }) => {
    await open(webkit, "./resume");
    const link = await webkit.$("a=Download PDF");
    expect(await link.getAttribute("download")).not.toBeNull();
    const href = await link.getAttribute("href");
    expect(href).toMatch(/\.pdf$/);
    const type = await webkit.executeAsync(
      (address: string, done: (type: string | null) => void) => {
        void fetch(address).then((response) => done(response.headers.get("content-type")));
      },
      href!,
    );
    expect(type).toBe("application/pdf");
  });

  test("the writing typed with a trailing slash shows, at its own address", async ({ webkit }) => {
    await open(webkit, "./");
    const entries = await webkit.execute(() => history.length);
    await open(webkit, "./writing/?from=link");
    expect(await webkit.execute(() => location.pathname + location.search)).toBe(
      `${FIXTURE.basePath}writing?from=link`,
    );
    expect(await (await webkit.$("h1")).getText()).toBe("Writing");
    // It replaced its address rather than adding one.
    expect(await webkit.execute(() => history.length)).toBe(entries + 1);
  });

  test("an unknown address shows the not-found screen, whose link leads home", async ({
    webkit,
  }) => {
    await open(webkit, "./no/such/page");
    expect(await (await webkit.$("h1")).getText()).toBe("Oops! Page not found");
    // React Router reports the missing route on the console, as in every engine, and nothing else is amiss.
    const seen = await takeProblems(webkit);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/: console\.error: .*\/no\/such\/page/);
    await (await webkit.$("a=Return to Home")).click();
    await webkit.waitUntil(async () => await webkit.$("#hero-title").isExisting());
  });

  test("a post shows its title and dates, and leads to the next post without reloading", async ({
    webkit,
  }) => {
    const [newer, older] = FIXTURE.writing.posts;
    await open(webkit, `./writing/${newer!.slug}`);
    expect(await (await webkit.$("h1")).getText()).toBe(newer!.title);
    expect(await webkit.$$("article time").length).toBeGreaterThan(0);
    await webkit.execute(() => ((window as unknown as { loadedOnce: boolean }).loadedOnce = true));
    const next = await webkit.$(`a*=${older!.title}`);
    await next.scrollIntoView({ block: "center" });
    await next.click();
    await webkit.waitUntil(async () => (await (await webkit.$("h1")).getText()) === older!.title);
    // Its body too, which the post's page loads with its data.
    const opening = older!.body.trim().split("\n")[0]!.slice(0, 60);
    await webkit.waitUntil(async () =>
      (await (await webkit.$(".article-body p")).getText()).includes(opening),
    );
    expect(
      await webkit.execute(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce),
    ).toBe(true);
  });

  test("a post's tag leads to the page of its posts without reloading", async ({ webkit }) => {
    const post = FIXTURE.writing.posts.find((entry) => entry.tags.length > 0)!;
    const tag = post.tags[0]!;
    await open(webkit, `./writing/${post.slug}`);
    await webkit.execute(() => ((window as unknown as { loadedOnce: boolean }).loadedOnce = true));
    await (await webkit.$('article header ul[aria-label="Tags"]').$(`a=${tag}`)).click();
    await webkit.waitUntil(async () => (await (await webkit.$("h1")).getText()) === tag);
    const titles = await webkit.$$("main ol article h2").map((heading) => heading.getText());
    expect(titles).toEqual(
      FIXTURE.writing.posts.filter((entry) => entry.tags.includes(tag)).map((entry) => entry.title),
    );
    expect(
      await webkit.execute(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce),
    ).toBe(true);
  });

  test("the writing index's search finds a post as the reader types, and says how many", async ({
    webkit,
  }) => {
    const [post] = FIXTURE.writing.posts;
    await open(webkit, "./writing");
    const box = await webkit.$("#post-search");
    await box.click();
    await box.addValue(post!.title);
    await webkit.waitUntil(async () => (await searchSays(webkit)) !== "", {
      timeoutMsg: "the search said nothing",
    });
    expect(await box.getValue()).toBe(post!.title);
    expect((await shownTitles(webkit))[0]).toBe(post!.title);
    expect(await searchSays(webkit)).toMatch(/^\d+ posts? found$/);

    // Emptied, the box hands back every post, which lay out as they are scrolled to.
    await box.click();
    await webkit.keys(["Control", "a"]);
    await webkit.keys(["Backspace"]);
    await webkit.waitUntil(
      async () => (await shownTitles(webkit)).length === FIXTURE.writing.posts.length,
      { timeoutMsg: "the emptied box did not hand back every post" },
    );
    expect(await searchSays(webkit)).toBe("");
    await webkit.execute(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await webkit.execute(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await takeProblems(webkit)).toEqual([]);
  });

  test("the writing index's search shows a few results at a time, and the button shows more and focuses the first it shows", async ({
    webkit,
  }) => {
    const { posts } = FIXTURE.writing;
    const taggedWith = (tag: string) => posts.filter((post) => post.tags.includes(tag));
    // The tag most posts share: more than one page of results.
    const tag = tagsOf(posts).toSorted((a, b) => taggedWith(b).length - taggedWith(a).length)[0]!;
    const found = taggedWith(tag).length;
    expect(found, "the fixture has a tag on more posts than a page shows").toBeGreaterThan(
      RESULTS_PER_PAGE,
    );
    const more = Math.min(RESULTS_PER_PAGE, found - RESULTS_PER_PAGE);
    await open(webkit, "./writing");
    const box = await webkit.$("#post-search");
    await box.click();
    await box.addValue(tag);
    await webkit.waitUntil(async () => (await searchSays(webkit)) === `${found} posts found`, {
      timeoutMsg: `the search did not say "${found} posts found"`,
    });
    const firstPage = await shownTitles(webkit);
    expect(firstPage).toHaveLength(RESULTS_PER_PAGE);

    await (await webkit.$(`button=Show ${more} more`)).click();
    await webkit.waitUntil(
      async () => (await shownTitles(webkit)).length === RESULTS_PER_PAGE + more,
      { timeoutMsg: `"Show ${more} more" did not show ${more} more` },
    );
    const titles = await shownTitles(webkit);
    expect(titles.slice(0, RESULTS_PER_PAGE)).toEqual(firstPage);
    expect(
      await webkit.execute(() => {
        const focused = document.activeElement!;
        return { tag: focused.tagName, heading: focused.closest("h2")?.textContent };
      }),
    ).toEqual({ tag: "A", heading: titles[RESULTS_PER_PAGE] });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the writing index has no search box, and lists every post", async ({ webkit }) => {
      await webkit.url(new URL("./writing", test.info().project.use.baseURL).href);
      await webkit.waitUntil(async () => (await shownTitles(webkit)).length > 0, {
        timeoutMsg: "the writing index listed nothing",
      });
      expect(await webkit.execute(() => "hydrated" in document.documentElement.dataset)).toBe(
        false,
      );
      expect(await (await webkit.$("#post-search")).isDisplayed()).toBe(false);
      expect(await shownTitles(webkit)).toEqual(
        FIXTURE.writing.posts
          .toSorted((a, b) => b.date.localeCompare(a.date))
          .map((post) => post.title),
      );
    });
  });

  test("a long post's contents stand beside its text and mark the section being read", async ({
    webkit,
  }) => {
    const post = FIXTURE.writing.posts.find((entry) => entry.body.includes("\n### "))!;
    await open(webkit, `./writing/${post.slug}`);
    const placed = await webkit.execute(() => {
      const nav = document.querySelector('nav[aria-label="Contents"]')!.getBoundingClientRect();
      const article = document.querySelector("article")!.getBoundingClientRect();
      const third = document.querySelectorAll(".article-body :is(h2, h3)")[2]!;
      third.scrollIntoView();
      return { beside: nav.left >= article.right, target: `#${third.id}` };
    });
    expect(placed.beside).toBe(true);
    await webkit.waitUntil(
      async () =>
        (await webkit.execute(() =>
          document.querySelector('nav[aria-label="Contents"] [aria-current]')?.getAttribute("href"),
        )) === placed.target,
      { timeoutMsg: "the section scrolled to was not marked" },
    );
    expect(await takeProblems(webkit)).toEqual([]);
  });

  test("a long post's contents mark the section whose heading the reader has just passed, scrolling down, up and by a jump", async ({
    webkit,
  }) => {
    const post = FIXTURE.writing.posts.find((entry) => entry.body.includes("\n### "))!;
    await open(webkit, `./writing/${post.slug}`);
    const targets = await webkit.execute(() =>
      [...document.querySelectorAll(".article-body :is(h2, h3)")].map((heading) => heading.id),
    );
    /** Scrolls the heading's top to `belowNav` px below the nav bar, or the page to `top`. */
    const scroll = (to: { heading: string; belowNav: number } | { top: number }) =>
      webkit.execute((to) => {
        const nav = document.querySelector("header")!.getBoundingClientRect().bottom;
        const top =
          "top" in to
            ? to.top
            : document.getElementById(to.heading)!.getBoundingClientRect().top +
              window.scrollY -
              nav -
              to.belowNav;
        window.scrollTo({ top, behavior: "instant" });
      }, to);
    /** Waits until the marked link, by its place in the list (-1 for none), is as `expected` says. */
    const expectMarked = (expected: (index: number) => boolean, what: string) =>
      webkit
        .waitUntil(
          async () =>
            expected(
              targets.indexOf(
                await webkit.execute(
                  () =>
                    document
                      .querySelector('nav[aria-label="Contents"] [aria-current="location"]')
                      ?.getAttribute("href")
                      ?.slice(1) ?? "",
                ),
              ),
            ),
          { timeoutMsg: `the link marked was not ${what}` },
        )
        .catch(async (error: Error) => {
          // What the marking went by, for a failure seen once in a hundred runs
          // and not again: where the page is, and where each heading stands.
          const page = await webkit.execute(
            (ids) => ({
              scrollY: window.scrollY,
              navBottom: document.querySelector("header")!.getBoundingClientRect().bottom,
              navHeight: getComputedStyle(document.documentElement).getPropertyValue(
                "--nav-height",
              ),
              headingTops: ids.map(
                (id) => document.getElementById(id)!.getBoundingClientRect().top,
              ),
              fonts: [...document.fonts].map((font) => `${font.family} ${font.status}`),
            }),
            targets,
          );
          throw new Error(`${error.message}; the page: ${JSON.stringify(page)}`);
        });
    const halfTheScreen = (await webkit.execute(() => window.innerHeight)) / 2;
    for (const [index, heading] of targets.entries()) {
      // Halfway down the screen, the heading is still ahead of the reader...
      await scroll({ heading, belowNav: halfTheScreen });
      await expectMarked((marked) => marked < index, `one before #${heading}`);
      // ...and just under the nav bar, its section is being read.
      await scroll({ heading, belowNav: 48 });
      await expectMarked((marked) => marked === index, `#${heading}'s`);
    }
    for (const [index, heading] of [...targets.entries()].reverse()) {
      await scroll({ heading, belowNav: halfTheScreen });
      await expectMarked((marked) => marked < index, `one before #${heading}`);
    }
    await scroll({ top: await webkit.execute(() => document.documentElement.scrollHeight) });
    await expectMarked((marked) => marked === targets.length - 1, "the last");
    await scroll({ top: 0 });
    await expectMarked((marked) => marked === -1, "none");
    expect(await takeProblems(webkit)).toEqual([]);
  });

  test("an address shaped like a post's that names none shows the not-found screen, which still leads home", async ({
    webkit,
  }) => {
    await open(webkit, "./writing/no-such-post");
    expect(await (await webkit.$("h1")).getText()).toBe("Oops! Page not found");
    expect(await webkit.getTitle()).toBe(`Page not found — ${site.owner.name}`);
    // The missing path, logged once, and nothing else amiss.
    const seen = await takeProblems(webkit);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/: console\.error: .*\/writing\/no-such-post/);
    await (await webkit.$("a=Return to Home")).click();
    await webkit.waitUntil(async () => await webkit.$("#hero-title").isExisting());
  });
});

test.describe("at a phone's width", () => {
  test.use({ viewportSize: PHONE });

  test("a post's diagram shrinks until its smallest words are about 10 px, and only then scrolls in its box", async ({
    webkit,
  }) => {
    await open(webkit, `./writing/${DIAGRAM_POST.slug}`);
    const fit = await webkit.execute(diagramFit);
    expect(fit.scale).toBeLessThan(1);
    expect(fit.smallestWordsPx).toBeGreaterThanOrEqual(10);
    expect(fit.smallestWordsPx).toBeLessThan(10.5);
    expect(fit).toMatchObject({ boxScrolls: true, pageScrolls: false });
  });

  test("the page is laid out for the phone: no sideways scroll, the menu button instead of links", async ({
    webkit,
  }) => {
    await open(webkit, "./");
    expect(
      await webkit.execute(() => [window.innerWidth, document.documentElement.scrollWidth]),
    ).toEqual([PHONE.width, PHONE.width]);
    expect(await (await webkit.$('button[aria-label="Menu"]')).isDisplayed()).toBe(true);
    expect(await (await (await mainNav(webkit)).$("a=About")).isDisplayed()).toBe(false);
  });

  test("the menu opens, closes on Escape, and its section links, chosen in a row, each bring their section to the top", async ({
    webkit,
  }) => {
    await open(webkit, "./");
    const menu = await webkit.$('button[aria-label="Menu"]');
    await menu.click();
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    await webkit.keys("Escape");
    await webkit.waitUntil(async () => (await menu.getAttribute("aria-expanded")) === "false");
    for (const [label, id] of CLICK_ORDER) {
      await menu.click();
      const link = await (await mainNav(webkit)).$(`a=${label}`);
      await link.waitForDisplayed();
      await link.click();
      await webkit.waitUntil(async () => (await hash(webkit)) === `#${id}`);
      await expectSectionAtTop(webkit, id);
      expect(await link.isDisplayed()).toBe(false);
    }
  });

  test("a post in GitHub's Markdown draws its table in a box that scrolls, its tasks, footnotes, callouts and caption", async ({
    webkit,
  }) => {
    const post = FIXTURE.writing.posts.find(
      (entry) => entry.body.includes("> [!NOTE]") && entry.body.includes("[^"),
    )!;
    await open(webkit, `./writing/${post.slug}`);
    const drawn = await webkit.execute(() => {
      const body = document.querySelector(".article-body")!;
      const box = body.querySelector(".table-scroll")!;
      const checkboxes = [...body.querySelectorAll<HTMLInputElement>("input[type=checkbox]")];
      return {
        tableNamed: (box.getAttribute("aria-label") ?? "").startsWith("Table: "),
        scopes: [...box.querySelectorAll("th")].every((th) => th.getAttribute("scope") === "col"),
        scrolls: box.scrollWidth > box.clientWidth,
        pageWidth: document.documentElement.scrollWidth,
        tasksReadOnly: checkboxes.length > 1 && checkboxes.every((box) => box.disabled),
        someDone: checkboxes.some((box) => box.checked),
        notesHeading: body.querySelector(".footnotes h2")?.textContent,
        callouts: [...body.querySelectorAll(".markdown-alert-title")].map((title) =>
          title.textContent!.trim(),
        ),
        caption: Boolean(body.querySelector("figure:not(.diagram) > figcaption")),
        diagramDrawn: body.querySelectorAll("figure.diagram svg text").length > 0,
        sourceLeft: ["| :---", "[^", "~~", "[x]", "[!NOTE]"].filter((source) =>
          body.textContent!.includes(source),
        ),
      };
    });
    expect(drawn).toEqual({
      tableNamed: true,
      scopes: true,
      scrolls: true,
      pageWidth: PHONE.width,
      tasksReadOnly: true,
      someDone: true,
      notesHeading: "Notes",
      callouts: ["Note", "Tip", "Important", "Warning", "Caution"],
      caption: true,
      diagramDrawn: true,
      sourceLeft: [],
    });
    expect(await takeProblems(webkit)).toEqual([]);
  });

  test("a post's formulas are drawn as math, a wide one scrolling in its own box; its code copies exactly", async ({
    webkit,
  }) => {
    const post = FIXTURE.writing.posts.find((entry) => entry.body.includes("$$"))!;
    // The clipboard as the page sees it: what it was given.
    await open(webkit, `./writing/${post.slug}`);
    await webkit.execute(() => {
      const copied: string[] = [];
      Object.assign(window, { copied });
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: async (text: string) => void copied.push(text) },
      });
    });
    const drawn = await webkit.execute(() => {
      const box = document.querySelector(".article-body .math-display")!;
      const formula = box.querySelector("math")!.getBoundingClientRect();
      return {
        formulas: document.querySelectorAll(".article-body math").length,
        // Laid out as math: a formula with a fraction is taller than a line of text.
        tall: formula.height > 30,
        annotationShown: document.querySelector("annotation")!.getClientRects().length > 0,
        scrolls: box.scrollWidth > box.clientWidth,
        pageWidth: document.documentElement.scrollWidth,
      };
    });
    expect(drawn).toEqual({
      formulas: expect.any(Number),
      tall: true,
      annotationShown: false,
      scrolls: true,
      pageWidth: PHONE.width,
    });
    expect(drawn.formulas).toBeGreaterThanOrEqual(3);
    // Each block formula a group named Formula; the wide one a tab stop, the one that fits none,
    // once the body's script has measured them (as built, both are).
    const formulaBoxes = () =>
      webkit.execute(() =>
        [...document.querySelectorAll(".article-body .math-display")].map((box) => ({
          role: box.getAttribute("role"),
          name: box.getAttribute("aria-label"),
          scrolls: box.scrollWidth > box.clientWidth,
          tabStop: (box as HTMLElement).tabIndex === 0,
        })),
      );
    await webkit.waitUntil(async () => (await formulaBoxes()).some((box) => !box.tabStop), {
      timeoutMsg: "every formula stayed a tab stop",
    });
    expect(await formulaBoxes()).toEqual([
      { role: "group", name: "Formula", scrolls: true, tabStop: true },
      { role: "group", name: "Formula", scrolls: false, tabStop: false },
    ]);
    const button = await webkit.$('.code-block button[aria-label="Copy code"]');
    await button.click();
    // Read as a screen reader reads it: the live region's text, which is clipped out of sight.
    await webkit.waitUntil(
      async () =>
        (await webkit.execute(
          () => document.querySelector(".code-block [role=status]")!.textContent,
        )) === "Copied",
    );
    const [copied, code] = await webkit.execute(() => [
      (window as unknown as { copied: string[] }).copied,
      document.querySelector(".code-block pre code")!.textContent,
    ]);
    expect(copied).toEqual([code]);
    expect(await takeProblems(webkit)).toEqual([]);
  });

  test("the theme toggle turns the page dark and is remembered on the next page", async ({
    webkit,
  }) => {
    await open(webkit, "./");
    expect(await backgroundColor(webkit)).toBe(LIGHT_PAGE);
    const toggle = await webkit.$('button[aria-label="Dark theme"]');
    // Every colour changes in one frame: no control's own transition starts.
    // The pointer's arrival starts the toggle's hover transition first, unrecorded.
    await toggle.moveTo();
    await nextFrames(webkit);
    await webkit.execute(recordTransitionsStarted);
    await toggle.click();
    // Read once the frame has been drawn: reading a style first would compute it early.
    await nextFrames(webkit);
    expect(await webkit.execute(transitionsStarted)).toEqual([]);
    await webkit.waitUntil(async () => (await backgroundColor(webkit)) === DARK_PAGE);
    expect(await toggle.getAttribute("aria-pressed")).toBe("true");
    await open(webkit, "./resume");
    expect(await backgroundColor(webkit)).toBe(DARK_PAGE);
    await webkit.refresh();
    await waitForHydration(webkit);
    expect(await backgroundColor(webkit)).toBe(DARK_PAGE);
  });

  test.describe("with a dark system setting", () => {
    test.use({ systemScheme: "dark" });

    test("the page takes its dark colours", async ({ webkit }) => {
      await open(webkit, "./");
      expect(await webkit.execute(() => matchMedia("(prefers-color-scheme: dark)").matches)).toBe(
        true,
      );
      expect(await backgroundColor(webkit)).toBe(DARK_PAGE);
    });
  });
});
