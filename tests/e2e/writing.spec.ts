import { existsSync } from "node:fs";
import { dictionary as en } from "../../app/i18n/en/index";
import { parseFeed } from "@rowanmanning/feed-parser";
import { expect, test, type Page } from "@playwright/test";
import { formatDay } from "../../app/lib/dates";
import { printAddress } from "../../app/lib/format";
import { FEED_FILE, shareImageFileOf } from "../../app/lib/site-files";
import { tagPath, tagsOf } from "../../app/lib/article-paths";
import { relatedPosts } from "../../app/lib/related-posts";
import { RESULTS_PER_PAGE } from "../../app/lib/post-search";
import { indexablePages } from "../../pipeline/content/pages";
import {
  axeViolations,
  equalAccessFindings,
  htmlCodeSnifferErrors,
} from "../helpers/accessibility-checkers";
import { tagged } from "./engines";
import {
  changesPageAsDocument,
  DIAGRAM_WHOLE_AT_DESKTOP,
  diagramFit,
  expectMediaQuery,
  expectSizedFromItsFile,
  markPage,
  maxScrollY,
  openInTheme,
  pauseClock,
  recordProblems,
  scrollIntoRevealedView,
  scrollToY,
  stayedOnPage,
  waitForHydration,
} from "./support";
import { BASE_PATH, FIXTURE, site } from "./fixture-site";

const siteUrl = site.seo.siteUrl;
const { posts, caseStudies } = FIXTURE.writing;
const { drafts } = FIXTURE;
const projectTitle = (id: string) => site.projects.find((project) => project.id === id)!.title;

/** A site path as the served pages link to it, below the base path. */
const linked = (path: string) => `${BASE_PATH}${path.slice(1)}`;

const content = (page: Page, selector: string) =>
  page.locator(`head ${selector}`).getAttribute("content");

test.describe("the writing index", () => {
  test(
    "lists every published post, newest first, with its date, reading time, summary and tags",
    tagged("@reads-markup"),
    async ({ page }) => {
      await page.goto("./writing");
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Writing");
      const entries = page.locator("main ol > li article");
      await expect(entries).toHaveCount(posts.length);
      const newestFirst = [...posts].sort((a, b) => b.date.localeCompare(a.date));
      for (const [index, post] of newestFirst.entries()) {
        const entry = entries.nth(index);
        await expect(entry.getByRole("heading", { level: 2 })).toHaveText(post.title);
        await expect(entry.locator("time")).toHaveAttribute("datetime", post.date);
        await expect(entry.locator("time")).toHaveText(formatDay("en", post.date));
        await expect(entry).toContainText(en.entries.readingTime(post.readingMinutes));
        await expect(entry).toContainText(post.summary);
        await expect(entry.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(
          post.tags,
        );
        await expect(entry.getByRole("link", { name: post.title })).toHaveAttribute(
          "href",
          linked(post.path),
        );
      }
    },
  );

  test(
    "leaves drafts out of the site: no entry, no page, no feed entry, no sitemap line",
    tagged("@reads-markup"),
    async ({ page, request }) => {
      expect(drafts.length, "the content has a draft to leave out").toBeGreaterThan(0);
      await page.goto("./writing");
      for (const draft of drafts) {
        await expect(page.getByText(draft.title)).toHaveCount(0);
        expect((await request.get(`./writing/${draft.slug}`)).status()).toBe(404);
        expect(existsSync(`${FIXTURE.root}/writing/${draft.slug}.html`)).toBe(false);
        for (const file of [FEED_FILE, "sitemap.xml", "llms.txt"]) {
          expect(await (await request.get(`./${file}`)).text()).not.toContain(draft.slug);
        }
      }
    },
  );
});

// The owner's pages are audited in full (owner/accessibility.spec.ts); here, the
// fixture's pages with every feature of the writing: formulas, contents, code
// to copy, related posts, and the search box with results in it.
test.describe("the writing's features, by axe", () => {
  test.use({ reducedMotion: "reduce" });

  const full = posts.find((post) => post.body.includes("$$") && post.body.includes("```"))!;
  // One test a page, each in both themes: axe takes seconds a run.
  const gfm = posts.find((post) => post.body.includes("> [!NOTE]"))!;
  const PAGES = [
    { name: "a post with each feature", path: `./writing/${full.slug}`, searched: false },
    { name: "a post in GitHub's Markdown", path: `./writing/${gfm.slug}`, searched: false },
    { name: "the index searched", path: "./writing", searched: true },
  ];
  for (const width of [390, 1280])
    for (const { name, path, searched } of PAGES) {
      test(`${name}, at ${width}px: WCAG 2.2 AA in both themes`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        const audits: Record<string, string[]> = {};
        for (const colorScheme of ["light", "dark"] as const) {
          await openInTheme(page, path, colorScheme);
          if (searched) {
            await page
              .getByRole("searchbox", { name: "Search posts" })
              .pressSequentially(full.tags[0]!);
            await expect(page.getByRole("search").getByRole("status")).not.toHaveText("");
          }
          audits[colorScheme] = await axeViolations(page);
        }
        expect(Object.values(audits).flat()).toEqual([]);
      });
    }

  // The audit above passes on a page that is fine; this proves it reads the page
  // it is given, in the theme it shows.
  test("the audit finds an image with no text and text too faint for the dark theme", async ({
    page,
  }) => {
    await openInTheme(page, `./writing/${full.slug}`, "dark");
    await page.getByRole("main").evaluate((main) => {
      const faint = document.createElement("p");
      faint.textContent = main.querySelector("h1")!.textContent;
      // A dark grey: readable on a light page, not on the dark theme's.
      faint.style.color = "#3a3a3a";
      main.append(faint, Object.assign(document.createElement("img"), { src: "data:," }));
    });
    const violations = await axeViolations(page);
    expect(violations.map((violation) => violation.split(":")[0])).toEqual(
      expect.arrayContaining(["color-contrast", "image-alt"]),
    );
  });
});

// Two more checkers read the index, with rules axe does not have: HTML_CodeSniffer's H32.2, for
// one, wants a form to have a submit button. What IBM Equal Access only suspects it leaves for a
// person to judge, and that differs by engine and width (a link near a fixed bar), so only what it
// is sure of fails.
test.describe("the writing index, by HTML_CodeSniffer and IBM Equal Access", () => {
  test.use({ reducedMotion: "reduce" });

  for (const width of [390, 1280])
    test(`at ${width}px in both themes, opened and searched: no error, no violation`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const found: Record<string, string[]> = {};
      for (const colorScheme of ["light", "dark"] as const) {
        await openInTheme(page, "./writing", colorScheme);
        for (const state of ["opened", "searched"]) {
          if (state === "searched") {
            await page
              .getByRole("searchbox", { name: "Search posts" })
              .pressSequentially(posts[0]!.tags[0]!);
            await expect(page.getByRole("search").getByRole("status")).toHaveText(/found$/);
          }
          const codeSniffer = await htmlCodeSnifferErrors(page);
          const equalAccess = (await equalAccessFindings(page)).filter(
            ({ level }) => level === "VIOLATION/FAIL",
          );
          found[`${colorScheme}, ${state}`] = [
            ...codeSniffer.map((error) => `HTML_CodeSniffer ${error}`),
            ...equalAccess.map(({ level, text }) => `IBM Equal Access ${level} ${text}`),
          ];
        }
      }
      expect(found).toEqual({
        "light, opened": [],
        "light, searched": [],
        "dark, opened": [],
        "dark, searched": [],
      });
    });
});

test.describe("searching the writing", () => {
  // The full list stays in the page, hidden, while the results are shown.
  const entries = (page: Page) => page.locator("main ol > li article").filter({ visible: true });
  const titles = (page: Page) => entries(page).getByRole("heading", { level: 2 });
  const box = (page: Page) => page.getByRole("searchbox", { name: "Search posts" });
  const status = (page: Page) => page.getByRole("search").getByRole("status");
  /** Types `text` in place of what the box holds, key by key, as a reader does. */
  const retype = async (page: Page, text: string) => {
    await box(page).press("ControlOrMeta+a");
    await box(page).press("Backspace");
    if (text) await box(page).pressSequentially(text);
  };
  /** A word of `post`'s text that no other post has, in any field: what only it can be found by. */
  const ownWord = (post: (typeof posts)[number]) => {
    const others = posts
      .filter((other) => other.slug !== post.slug)
      .map((other) => [other.title, other.summary, ...other.tags, other.body].join(" "))
      .join(" ")
      .toLowerCase();
    return post.body
      .split(/[^\p{L}]+/u)
      .find((word) => word.length >= 8 && !others.includes(word.toLowerCase().slice(0, 6)))!;
  };

  test("finds posts by their title, summary, tags and text as the reader types, and says how many", async ({
    page,
  }) => {
    await page.goto("./writing");
    await waitForHydration(page);
    const [target] = posts;
    const word = ownWord(target!);
    expect(word, "the newest post has a word of its own").toBeTruthy();
    await box(page).pressSequentially(word);
    await expect(titles(page)).toHaveText([target!.title]);
    await expect(status(page)).toHaveText("1 post found");

    // A tag finds every post that has it.
    const tag = target!.tags.find(
      (candidate) => posts.filter((post) => post.tags.includes(candidate)).length > 1,
    )!;
    const tagged = posts.filter((post) => post.tags.includes(tag));
    expect(
      tagged.length,
      "a tag of the newest post's fits in one page of results",
    ).toBeLessThanOrEqual(RESULTS_PER_PAGE);
    await retype(page, tag);
    await expect(titles(page)).toHaveCount(tagged.length);
    await expect(status(page)).toHaveText(`${tagged.length} posts found`);
    for (const post of tagged)
      await expect(titles(page).filter({ hasText: post.title })).toHaveCount(1);

    // A title's words find it, first.
    await retype(page, posts.at(-1)!.title);
    await expect(titles(page).first()).toHaveText(posts.at(-1)!.title);

    await retype(page, "qqzzxxj");
    await expect(entries(page)).toHaveCount(0);
    await expect(status(page)).toHaveText("No posts found");

    await retype(page, "");
    await expect(entries(page)).toHaveCount(posts.length);
    await expect(status(page)).toHaveText("");
  });

  test("shows the results a few at a time, and the button shows more and focuses the first it shows", async ({
    page,
  }) => {
    await page.goto("./writing");
    await waitForHydration(page);
    // The tag most posts share: more than one page of results.
    const tag = tagsOf(posts).toSorted(
      (a, b) =>
        posts.filter((post) => post.tags.includes(b)).length -
        posts.filter((post) => post.tags.includes(a)).length,
    )[0]!;
    const tagged = posts.filter((post) => post.tags.includes(tag));
    expect(tagged.length, "the fixture has a tag on more posts than a page shows").toBeGreaterThan(
      RESULTS_PER_PAGE,
    );
    const more = Math.min(RESULTS_PER_PAGE, tagged.length - RESULTS_PER_PAGE);
    await box(page).pressSequentially(tag);
    await expect(status(page)).toHaveText(`${tagged.length} posts found`);
    await expect(titles(page)).toHaveCount(RESULTS_PER_PAGE);
    const firstPage = await titles(page).allTextContents();

    await page.getByRole("button", { name: `Show ${more} more` }).click();
    await expect(titles(page)).toHaveCount(RESULTS_PER_PAGE + more);
    expect((await titles(page).allTextContents()).slice(0, RESULTS_PER_PAGE)).toEqual(firstPage);
    await expect(titles(page).nth(RESULTS_PER_PAGE).getByRole("link")).toBeFocused();
    expect((await titles(page).allTextContents()).toSorted()).toEqual(
      tagged.map((post) => post.title).toSorted(),
    );
    if (tagged.length <= 2 * RESULTS_PER_PAGE)
      await expect(page.getByRole("button", { name: /^Show \d+ more$/ })).toHaveCount(0);

    // A new query starts again from the first page.
    await retype(page, tag.slice(0, -1));
    await expect(titles(page)).toHaveCount(RESULTS_PER_PAGE);
  });

  test("loads its code and index only on the writing index, and only once the box is used", async ({
    page,
  }) => {
    const searchFiles: string[] = [];
    page.on("request", (request) => {
      if (/search-index\.json|minisearch/.test(request.url())) searchFiles.push(request.url());
    });
    await page.goto("./");
    await waitForHydration(page);
    await page.goto("./writing");
    await waitForHydration(page);
    expect(searchFiles).toEqual([]);
    await box(page).focus();
    await expect
      .poll(() => searchFiles.some((url) => url.endsWith("search-index.json")))
      .toBe(true);
  });

  test.describe("without JavaScript", tagged("@no-javascript"), () => {
    test.use({ javaScriptEnabled: false });

    test("there is no box, and every post is listed", async ({ page }) => {
      await page.goto("./writing");
      await expect(box(page)).toBeHidden();
      await expect(entries(page)).toHaveCount(posts.length);
    });
  });
});

test.describe("a post", () => {
  const [newest, older] = [posts[0]!, posts[1]!];

  test(
    "has its title as h1, its dates in <time>, its reading time, body and tags",
    tagged("@reads-markup"),
    async ({ page }) => {
      const problems = recordProblems(page);
      await page.goto(`./writing/${newest.slug}`);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.title);
      await expect(page).toHaveTitle(`${newest.title} — ${site.owner.name}`);
      const header = page.locator("article > header");
      await expect(header.locator("time").first()).toHaveAttribute("datetime", newest.date);
      if (newest.updated) {
        await expect(header.locator("time").nth(1)).toHaveAttribute("datetime", newest.updated);
        await expect(header).toContainText(`Updated ${formatDay("en", newest.updated)}`);
      }
      await expect(header).toContainText(en.entries.readingTime(newest.readingMinutes));
      await expect(header.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(
        newest.tags,
      );
      // The body's first paragraph, as the MDX has it.
      const firstParagraph = newest.body.trim().split("\n")[0]!.slice(0, 60);
      await expect(page.locator(".article-body p").first()).toContainText(firstParagraph);
      expect(problems).toEqual([]);
    },
  );

  test("links to the previous and next posts, and back to the index: a prerendered page load or a change within the app", async ({
    page,
  }) => {
    await page.goto(`./writing/${newest.slug}`);
    await waitForHydration(page);
    await markPage(page);
    const pager = page.getByRole("navigation", { name: "More posts" });
    await expect(pager.getByRole("link", { name: /Next post/ })).toHaveCount(0);
    await pager.getByRole("link", { name: new RegExp(`Previous post.*${older.title}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/writing/${older.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(older.title);
    // Its body too, which each post's page loads with its data.
    await expect(page.locator(".article-body p").first()).toContainText(
      older.body.trim().split("\n")[0]!.slice(0, 60),
    );
    await expect(
      page.getByRole("navigation", { name: "More posts" }).getByRole("link", { name: /Next post/ }),
    ).toContainText(newest.title);
    await page.getByRole("link", { name: "All writing" }).click();
    await expect(page).toHaveURL(/\/writing$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Writing");
    expect(await stayedOnPage(page)).toBe(!(await changesPageAsDocument(page)));
  });

  test("highlights code at build time, in classes coloured by the theme, with no style attribute", async ({
    page,
    request,
  }) => {
    const withCode = posts.find((post) => post.body.includes("```"))!;
    const html = await (await request.get(`./writing/${withCode.slug}`)).text();
    expect(html).toMatch(/<pre class="shiki[^"]*"/);
    expect(html).toContain('class="token-keyword"');
    expect(html).not.toMatch(/<[^>]+\sstyle="/);
    await page.goto(`./writing/${withCode.slug}`);
    await waitForHydration(page);
    const keyword = page.locator(".article-body pre .token-keyword").first();
    const plain = page.locator(".article-body pre code").first();
    const colours = () =>
      Promise.all(
        [keyword, plain].map((node) => node.evaluate((el) => getComputedStyle(el).color)),
      );
    const [lightKeyword, lightText] = await colours();
    expect(lightKeyword).not.toBe(lightText);
    await page.getByRole("button", { name: /dark theme/i }).click();
    await expect.poll(async () => (await colours())[0]).not.toBe(lightKeyword);
  });

  test("ends with the posts that share the most tags with it, under a heading of their own", async ({
    page,
  }) => {
    // The fixture has posts with several related posts, as the check below needs.
    expect(posts.some((post) => relatedPosts(posts, post).length > 1)).toBe(true);
    for (const post of posts) {
      const expected = relatedPosts(posts, post);
      await page.goto(`./writing/${post.slug}`);
      const related = page.getByRole("region", { name: "Related posts" });
      if (expected.length === 0) {
        await expect(related).toHaveCount(0);
        continue;
      }
      await expect(related.getByRole("link")).toHaveText(expected.map((other) => other.title));
    }
  });

  test.describe("contents", () => {
    /** The fixture's post with sections and a subsection. */
    const long = () => posts.find((post) => post.body.includes("\n### "))!;
    const headingsOf = (page: Page) =>
      page
        .locator(".article-body :is(h2, h3)")
        .evaluateAll((headings) => headings.map((heading) => `#${heading.id}`));

    test("of a long post list each section and subsection, linked, in the page as built", async ({
      page,
      request,
    }) => {
      const html = await (await request.get(`./writing/${long().slug}`)).text();
      expect(html).toContain('aria-label="Contents"');
      await page.goto(`./writing/${long().slug}`);
      // On a wide screen the list's <details> is opened once the page runs (until then
      // only CSS shows it, and the accessibility tree keeps it folded).
      await waitForHydration(page);
      const links = page.getByRole("navigation", { name: "Contents" }).getByRole("link");
      const targets = await headingsOf(page);
      expect(targets.length).toBeGreaterThanOrEqual(4);
      expect(
        await links.evaluateAll((all) => all.map((link) => link.getAttribute("href"))),
      ).toEqual(targets);
      for (const target of targets) expect(html).toContain(`href="${target}"`);
    });

    test("are left out of a post of fewer than three sections", async ({ page }) => {
      const short = posts.find((post) => !post.body.includes("\n## "))!;
      await page.goto(`./writing/${short.slug}`);
      await waitForHydration(page);
      await expect(page.getByRole("navigation", { name: "Contents" })).toHaveCount(0);
    });

    test("stand beside the text on a wide screen and mark the section being read, moving nothing", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`./writing/${long().slug}`);
      await waitForHydration(page);
      const nav = page.getByRole("navigation", { name: "Contents" });
      const links = nav.getByRole("link");
      const [navBox, articleBox] = await Promise.all([
        nav.boundingBox(),
        page.locator("article").first().boundingBox(),
      ]);
      expect(navBox!.x).toBeGreaterThanOrEqual(articleBox!.x + articleBox!.width);
      await expect(links.first()).toBeVisible();
      const layout = () =>
        links.evaluateAll((all) =>
          all.map((link) => {
            const box = link.getBoundingClientRect();
            const list = link.closest("ol")!.getBoundingClientRect();
            return [box.x - list.x, box.y - list.y, box.width, box.height];
          }),
        );
      const before = await layout();
      const targets = await headingsOf(page);
      await page.locator(targets[2]!).evaluate((heading) => heading.scrollIntoView());
      await expect(links.nth(2)).toHaveAttribute("aria-current", "location");
      await expect(nav.locator("[aria-current]")).toHaveCount(1);
      expect(await layout()).toEqual(before);
    });

    test("mark the section whose heading the reader has just passed, scrolling down, up and by a jump", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`./writing/${long().slug}`);
      await waitForHydration(page);
      const targets = await headingsOf(page);
      /** Which heading's link is marked, by its place in the list; -1 for none. */
      const marked = async () =>
        targets.indexOf(
          await page.evaluate(
            () =>
              document
                .querySelector('nav[aria-label="Contents"] [aria-current="location"]')
                ?.getAttribute("href") ?? "",
          ),
        );
      const navBox = (await page.getByRole("banner").boundingBox())!;
      const justUnderTheNav = navBox.y + navBox.height + 48;
      const middle = page.viewportSize()!.height / 2;
      /** Scrolls the page so that the heading's top is `y` px from the top of the screen. */
      const putHeadingAt = async (target: string, y: number) => {
        const top = await page
          .locator(target)
          .evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);
        await scrollToY(page, top - y);
      };
      for (const [index, target] of targets.entries()) {
        // Halfway down the screen, the heading is still ahead of the reader.
        await putHeadingAt(target, middle);
        await expect.poll(marked).toBeLessThan(index);
        // Just under the nav bar, where a link to it puts it, its section is being read.
        await putHeadingAt(target, justUnderTheNav);
        await expect.poll(marked).toBe(index);
      }
      for (const [index, target] of [...targets.entries()].reverse()) {
        await putHeadingAt(target, middle);
        await expect.poll(marked).toBeLessThan(index);
      }
      // A jump to the end passes every heading, and a jump back to the top none.
      await scrollToY(page, await maxScrollY(page));
      await expect.poll(marked).toBe(targets.length - 1);
      await scrollToY(page, 0);
      await expect.poll(marked).toBe(-1);
      await expect(
        page.getByRole("navigation", { name: "Contents" }).locator("[aria-current]"),
      ).toHaveCount(0);
    });

    test.describe("without JavaScript", tagged("@no-javascript"), () => {
      test.use({ javaScriptEnabled: false });

      test("stand beside the text on a wide screen, and are folded at the top on a phone", async ({
        page,
      }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(`./writing/${long().slug}`);
        const nav = page.getByRole("navigation", { name: "Contents" });
        const links = nav.getByRole("link");
        await expect(links).toHaveCount((await headingsOf(page)).length);
        for (const link of await links.all()) await expect(link).toBeVisible();
        const [navBox, articleBox] = await Promise.all([
          nav.boundingBox(),
          page.locator("article").first().boundingBox(),
        ]);
        expect(navBox!.x).toBeGreaterThanOrEqual(articleBox!.x + articleBox!.width);
        await page.setViewportSize({ width: 390, height: 844 });
        await expect(links.first()).toBeHidden();
        await nav.locator("summary").click();
        await expect(links.first()).toBeVisible();
      });
    });

    test.describe("on a phone", () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test("are folded at the top, and open to lead to a section", async ({ page }) => {
        await page.goto(`./writing/${long().slug}`);
        await waitForHydration(page);
        const nav = page.getByRole("navigation", { name: "Contents" });
        const [navBox, bodyBox] = await Promise.all([
          nav.boundingBox(),
          page.locator(".article-body").boundingBox(),
        ]);
        expect(navBox!.y).toBeLessThan(bodyBox!.y);
        const second = nav.getByRole("link").nth(1);
        await expect(second).toBeHidden();
        await nav.locator("summary").click();
        await expect(second).toBeVisible();
        const target = (await second.getAttribute("href"))!;
        await second.click();
        await expect(page).toHaveURL(new RegExp(`${target}$`));
        await expect(page.locator(target)).toBeInViewport();
      });
    });
  });

  test.describe("a code block's copy button", () => {
    const withCode = () => posts.find((post) => post.body.includes("```python"))!;

    test("copies exactly the block's code, by keyboard too, and says so to screen readers", async ({
      page,
    }) => {
      // The clipboard as the page sees it: what it was given, in order.
      await page.addInitScript(() => {
        const copied: string[] = [];
        Object.assign(window, { copied });
        Object.defineProperty(navigator, "clipboard", {
          value: { writeText: async (text: string) => void copied.push(text) },
        });
      });
      // "Copied" shows for a while only: the clock, held from the press on,
      // keeps it however long a busy machine takes to look.
      await page.clock.install();
      await page.goto(`./writing/${withCode().slug}`);
      await waitForHydration(page);
      const block = page.locator(".article-body pre").first();
      const code = (await block.locator("code").textContent())!;
      // The code as written in the post, not a line number or a prompt more.
      const source = withCode().body.split("```python\n")[1]!.split("\n```")[0]!;
      expect(code.trim()).toBe(source.trim());
      const button = page.locator(".code-block").first().getByRole("button", { name: "Copy code" });
      await button.focus();
      await pauseClock(page);
      await page.keyboard.press("Enter");
      await expect(page.locator(".code-block").first().getByRole("status")).toHaveText("Copied");
      expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual(
        [code],
      );
    });

    test("is not on paper", tagged("@print"), async ({ page }) => {
      await page.goto(`./writing/${withCode().slug}`);
      await waitForHydration(page);
      const button = page.getByRole("button", { name: "Copy code" }).first();
      await expect(button).toBeVisible();
      await page.emulateMedia({ media: "print" });
      await expect(button).toBeHidden();
    });

    test.describe("without JavaScript", tagged("@no-javascript"), () => {
      test.use({ javaScriptEnabled: false });

      test("is not shown, and the code is", async ({ page }) => {
        await page.goto(`./writing/${withCode().slug}`);
        await expect(page.locator(".article-body pre").first()).toBeVisible();
        await expect(page.getByRole("button", { name: "Copy code" }).first()).toBeHidden();
      });
    });
  });

  test.describe("in GitHub's Markdown, on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    // The fixture's post that uses every feature of GitHub's Markdown.
    const gfm = posts.find((post) => post.body.includes("> [!NOTE]") && post.body.includes("[^"))!;

    test("draws tables, footnotes, struck text, tasks, bare addresses, callouts and captions, never their source", async ({
      page,
    }) => {
      await page.goto(`./writing/${gfm.slug}`);
      await waitForHydration(page);
      const body = page.locator(".article-body");

      // A table, its header cells scoped, in a named box that scrolls instead of the page.
      const box = body.getByRole("region", { name: /^Table: / });
      const table = box.getByRole("table");
      await expect(table).toBeVisible();
      const headers = table.getByRole("columnheader");
      expect(await headers.count()).toBeGreaterThan(1);
      for (const header of await headers.all())
        await expect(header).toHaveAttribute("scope", "col");
      await expect(box).toHaveAttribute("tabindex", "0");
      expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await box.focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      // The `---:` and `:---:` columns, aligned by class (the policy refuses style attributes).
      const aligns = await table
        .locator("tbody tr")
        .first()
        .locator("td")
        .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).textAlign));
      expect(aligns).toContain("center");
      expect(aligns.at(-1)).toMatch(/^(end|right)$/);
      expect(await body.locator("[style]").count()).toBe(0);

      // Footnotes: numbered marks that lead to notes under a heading, and back.
      await expect(body.getByRole("heading", { level: 2, name: "Notes" })).toBeVisible();
      const mark = body.locator("[data-footnote-ref]").first();
      await expect(mark).toHaveText("1");
      const noteId = (await mark.getAttribute("href"))!.slice(1);
      const markId = (await mark.getAttribute("id"))!;
      await mark.click();
      await expect(page).toHaveURL(new RegExp(`#${noteId}$`));
      await body
        .locator(`[id="${noteId}"]`)
        .getByRole("link", { name: "Back to reference 1" })
        .click();
      await expect(page).toHaveURL(new RegExp(`#${markId}$`));

      await expect(body.locator("del").first()).toBeVisible();

      // Tasks: read-only checkboxes, each named by its words and saying whether it is done.
      const tasks = body.getByRole("checkbox");
      expect(await tasks.count()).toBeGreaterThanOrEqual(2);
      for (const task of await tasks.all()) {
        await expect(task).toBeDisabled();
        expect(
          (await task.evaluate((input) => input.closest("label")?.textContent ?? "")).trim(),
        ).not.toBe("");
      }
      expect(await body.getByRole("checkbox", { checked: true }).count()).toBeGreaterThan(0);
      expect(await body.getByRole("checkbox", { checked: false }).count()).toBeGreaterThan(0);

      // Bare addresses are links: a web address, www. and an e-mail address.
      for (const href of [/^https:\/\//, /^http:\/\/www\./, /^mailto:/]) {
        expect(
          await body
            .locator("a")
            .evaluateAll(
              (links, pattern) =>
                links.filter((link) => new RegExp(pattern).test(link.getAttribute("href") ?? ""))
                  .length,
              href.source,
            ),
        ).toBeGreaterThan(0);
      }

      // Each of GitHub's callouts says what it is in words; an unknown marker stays a quote.
      for (const title of ["Note", "Tip", "Important", "Warning", "Caution"]) {
        const callout = body.locator(".markdown-alert").filter({
          has: page.locator(".markdown-alert-title", { hasText: new RegExp(`^${title}$`) }),
        });
        await expect(callout).toBeVisible();
      }
      await expect(body.locator("blockquote", { hasText: "[!NOTES]" })).toBeVisible();

      // A diagram: a named picture drawn at build time, its source beside it, scrolling in its box.
      const diagram = body.locator("figure.diagram");
      await expect(diagram.getByRole("img")).toHaveAccessibleName(/\S/);
      expect(await diagram.locator("svg text").count()).toBeGreaterThan(0);
      await expect(diagram.locator("details summary")).toHaveText("Diagram source");
      await expect(diagram.locator(".diagram-scroll")).toHaveAttribute("tabindex", "0");
      const stroke = await diagram
        .locator("svg [stroke^='var(']")
        .first()
        .evaluate((shape) => getComputedStyle(shape).stroke);
      expect(stroke).toMatch(/^rgb/);

      // A picture with a title is a figure with that caption.
      const figure = body
        .getByRole("figure")
        .filter({ has: page.locator("figcaption") })
        .filter({ hasNot: page.locator(".diagram-scroll") });
      await expect(figure.getByRole("img")).toBeVisible();
      await expect(figure.locator("figcaption")).not.toHaveText("");

      // None of it left as the text it was written in.
      const text = (await body.textContent()) ?? "";
      for (const source of ["| :---", "[^", "~~", "[x]", "[ ]", "> [!", "[!NOTE]"]) {
        expect(text).not.toContain(source);
      }
    });

    test("carries each into the feed: tables, callouts as titled quotes, footnotes", async ({
      request,
    }) => {
      const feed = parseFeed(await (await request.get(`./${FEED_FILE}`)).text());
      const entry = feed.items.find((item) => item.url?.endsWith(`/writing/${gfm.slug}`))!;
      const content = entry.content ?? "";
      expect(content).toContain("<table");
      expect(content).toContain("<th");
      expect(content).toMatch(/<blockquote[^>]*markdown-alert-note[\s\S]*?Note/);
      expect(content).toContain("<del>");
      expect(content).toContain('type="checkbox"');
      expect(content).toMatch(/<section[^>]*footnotes/);
      expect(content).toContain("<figcaption>");
      expect(content).toMatch(/<svg[^>]*role="img"/);
    });
  });

  test.describe("with a diagram", () => {
    const post = posts.find((entry) => entry.body.includes("```mermaid"))!;

    test("at 1280 px, shows it whole, its words at the size they were drawn at, wider than the text if it must be", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`./writing/${post.slug}`);
      await waitForHydration(page);
      const fit = await page.evaluate(diagramFit);
      expect(fit.scale).toBeCloseTo(1, 2);
      expect(fit).toMatchObject(DIAGRAM_WHOLE_AT_DESKTOP);
    });

    test("at 390 px, shrinks it until its smallest words are about 10 px, and only then scrolls it in its box", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`./writing/${post.slug}`);
      await waitForHydration(page);
      const fit = await page.evaluate(diagramFit);
      expect(fit.scale).toBeLessThan(1);
      expect(fit.smallestWordsPx).toBeGreaterThanOrEqual(10);
      expect(fit.smallestWordsPx).toBeLessThan(10.5);
      expect(fit).toMatchObject({ boxScrolls: true, pageScrolls: false });
    });
  });

  test.describe("with formulas, on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("draws them as MathML, read as math, a wide one scrolling in its own box", async ({
      page,
    }) => {
      const withMath = posts.find((post) => post.body.includes("$$"))!;
      await page.goto(`./writing/${withMath.slug}`);
      await waitForHydration(page);
      expect(await page.locator(".article-body math").count()).toBeGreaterThanOrEqual(3);
      await expect(page.getByRole("math").first()).toBeVisible();
      // Drawn as a formula, its TeX source kept for machines only.
      await expect(page.locator(".article-body annotation").first()).toBeHidden();
      const block = page.locator(".article-body .math-display").first();
      await expect(block).toHaveAttribute("tabindex", "0");
      expect(await block.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      // The keyboard scrolls it: focused, the arrow key moves it sideways.
      await block.focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => block.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
    });

    test("makes a block formula a group named Formula, a tab stop only where it scrolls", async ({
      page,
    }) => {
      const withMath = posts.find((post) => post.body.includes("$$"))!;
      await page.goto(`./writing/${withMath.slug}`);
      await waitForHydration(page);
      const body = page.locator(".article-body");
      const formulas = body.getByRole("group", { name: "Formula" });
      await expect(formulas).toHaveCount(2);
      // The fixture's first block formula is wider than a phone; its second fits.
      const [wide, fitting] = [formulas.nth(0), formulas.nth(1)];
      const scrolls = (formula: typeof wide) =>
        formula.evaluate((box) => box.scrollWidth > box.clientWidth);
      expect([await scrolls(wide), await scrolls(fitting)]).toEqual([true, false]);
      await expect(wide).toHaveAttribute("tabindex", "0");
      await expect(fitting).not.toHaveAttribute("tabindex");
      // From the wide one, Tab passes the one that fits for the next heading's link.
      await wide.focus();
      await page.keyboard.press("Tab");
      await expect(body.getByRole("link", { name: "The check itself" })).toBeFocused();
    });
  });

  test(
    "gives each heading an id, and makes its text a link to itself, read once",
    tagged("@reads-markup"),
    async ({ page }) => {
      await page.goto(`./writing/${newest.slug}`);
      const headings = page.locator(".article-body :is(h2, h3)");
      expect(await headings.count()).toBeGreaterThan(0);
      for (const heading of await headings.all()) {
        const id = await heading.getAttribute("id");
        expect(id).toMatch(/^[a-z0-9-]+$/);
        const link = heading.getByRole("link");
        await expect(link).toHaveAttribute("href", `#${id}`);
        const text = (await heading.textContent())!;
        await expect(link).toHaveAccessibleName(text);
        await expect(heading).toHaveAccessibleName(text);
      }
    },
  );

  test(
    "prints as a clean article: no bars or pager, and each link's address after it",
    tagged("@print"),
    async ({ page }) => {
      await page.goto(`./writing/${newest.slug}`);
      await waitForHydration(page);
      await page.emulateMedia({ media: "print" });
      for (const selector of ["header[data-opaque]", "footer", 'nav[aria-label="More posts"]']) {
        await expect(page.locator(selector)).toBeHidden();
      }
      expect(
        await page
          .locator(".heading-link")
          .first()
          .evaluate((el) => getComputedStyle(el, "::after").display),
      ).toBe("none");
      const link = page.locator(".article-body a[data-print-address]").first();
      const address = (await link.getAttribute("data-print-address"))!;
      const href = (await link.getAttribute("href"))!;
      expect(address).toBe(printAddress(new URL(href, `${siteUrl}/`).href));
      expect(await link.evaluate((el) => getComputedStyle(el, "::after").content)).toBe(
        `" (${address})"`,
      );
    },
  );

  test("shows its cover picture with its alt text, and the size read from its file", async ({
    page,
  }) => {
    const withCover = posts.find((post) => post.cover)!;
    await page.goto(`./writing/${withCover.slug}`);
    const cover = page.getByRole("img", { name: withCover.cover!.alt });
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    await expectSizedFromItsFile(cover);
  });
});

test.describe("case studies", () => {
  const study = caseStudies[0]!;

  test("a project with a case study links to it from its card; the others do not", async ({
    page,
  }) => {
    await page.goto("./");
    await waitForHydration(page);
    const links = page.getByRole("link", { name: /Read the case study/ });
    await expect(links).toHaveCount(caseStudies.length);
    for (const project of site.projects) {
      const card = page.locator(`article[aria-labelledby="project-${project.id}"]`);
      const expected = caseStudies.some((entry) => entry.projectId === project.id) ? 1 : 0;
      await expect(card.getByRole("link", { name: /Read the case study/ })).toHaveCount(expected);
    }
    const read = page.getByRole("link", {
      name: `Read the case study of ${projectTitle(study.projectId)}`,
    });
    await scrollIntoRevealedView(read);
    await read.click();
    await expect(page).toHaveURL(new RegExp(`/projects/${study.projectId}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
    await expect(page.locator("article > header")).toContainText(
      `Case study · ${projectTitle(study.projectId)}`,
    );
    await page.getByRole("link", { name: "All projects", exact: true }).click();
    await expect(page).toHaveURL(/\/#projects$/);
  });
});

test.describe("reaching the writing", () => {
  // One page of each kind: pages of a kind share their layout, footer and head.
  for (const { path } of FIXTURE.pages) {
    test(
      `${path}: the footer links to the writing, and every head names the feed`,
      tagged("@reads-markup"),
      async ({ page }) => {
        await page.goto(`.${path}`);
        await waitForHydration(page);
        const footer = page.getByRole("contentinfo");
        await expect(footer.getByRole("link", { name: "Writing" })).toHaveAttribute(
          "href",
          linked("/writing"),
        );
        const feedLink = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
        await expect(feedLink).toHaveCount(1);
        await expect(feedLink).toHaveAttribute("href", linked(`/${FEED_FILE}`));
      },
    );
  }

  test("the footer's link leads to the index", async ({ page }) => {
    await page.goto("./resume");
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Writing" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Writing");
  });
});

test.describe("page transitions", () => {
  /**
   * Counts the view transitions the page change starts: the one the View
   * Transitions API starts within the app, or, for a page loaded as a document
   * (where the browser prerenders pages), the one the outgoing page hands over
   * (pageswap). Not whether the incoming page then shows it: Chromium skips a
   * document's transition when the new page takes more than a few seconds to
   * render, as a busy machine's can (it did at 60x CPU throttling, and once in
   * a repeated run). The count lives in sessionStorage, which outlasts the
   * document. `missing` removes the API, and Speculation Rules with it, as
   * older browsers lack both (they change page within the app, whose
   * transition is the one the API starts).
   */
  const countTransitions = (page: Page, { missing = false } = {}) =>
    page.addInitScript((isMissing) => {
      if (isMissing) {
        delete (Document.prototype as Partial<Document>).startViewTransition;
        const supports = HTMLScriptElement.supports?.bind(HTMLScriptElement);
        HTMLScriptElement.supports = (type: string) =>
          type !== "speculationrules" && supports?.(type) === true;
        return;
      }
      // Not in the blank document a tab starts with, whose storage Firefox refuses.
      if (!location.protocol.startsWith("http")) return;
      const count = () =>
        sessionStorage.setItem(
          "transitions",
          String(Number(sessionStorage.getItem("transitions")) + 1),
        );
      if (sessionStorage.getItem("transitions") === null)
        sessionStorage.setItem("transitions", "0");
      addEventListener("pageswap", (event) => {
        if ((event as Event & { viewTransition?: unknown }).viewTransition) count();
      });
      const start = Document.prototype.startViewTransition;
      Document.prototype.startViewTransition = function (this: Document, ...args) {
        count();
        return start.apply(this, args as Parameters<typeof start>);
      } as typeof start;
    }, missing);
  const transitions = (page: Page) =>
    page.evaluate(() => Number(sessionStorage.getItem("transitions")));
  /** Opens the index and follows its first link to the newest post. */
  const followNewestPost = async (page: Page) => {
    await page.goto("./writing");
    await waitForHydration(page);
    await page.getByRole("link", { name: posts[0]!.title }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(posts[0]!.title);
  };

  test("a page change is a view transition where the browser has them", async ({ page }) => {
    await countTransitions(page);
    await followNewestPost(page);
    expect(await transitions(page)).toBe(1);
  });

  test.describe("under reduced motion", tagged("@reduced-motion"), () => {
    test.use({ reducedMotion: "reduce" });

    test("none", async ({ page }) => {
      await countTransitions(page);
      await followNewestPost(page);
      await expectMediaQuery(page, "(prefers-reduced-motion: reduce)");
      expect(await transitions(page)).toBe(0);
    });
  });

  test("pages still change where the browser has no view transitions", async ({ page }) => {
    const problems = recordProblems(page);
    await countTransitions(page, { missing: true });
    await page.goto("./writing");
    await waitForHydration(page);
    await markPage(page);
    await page.getByRole("link", { name: posts[0]!.title }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(posts[0]!.title);
    // Within the app, in every engine, as such a browser changes page.
    expect(await stayedOnPage(page)).toBe(true);
    expect(problems).toEqual([]);
  });
});

test.describe("tags", () => {
  const tags = tagsOf(posts);
  const postsTagged = (tag: string) => posts.filter((post) => post.tags.includes(tag));
  // The tag with the most posts, so its page lists more than one.
  const [busiest] = [...tags].sort((a, b) => postsTagged(b).length - postsTagged(a).length);

  test("a post's tag leads to the tag's page: its posts, newest first, that tag marked", async ({
    page,
  }) => {
    expect(postsTagged(busiest!).length, "the content has a tag on two posts").toBeGreaterThan(1);
    const problems = recordProblems(page);
    const post = postsTagged(busiest!)[0]!;
    await page.goto(`./writing/${post.slug}`);
    await waitForHydration(page);
    await markPage(page);
    await page
      .locator("article > header")
      .getByRole("list", { name: "Tags" })
      .getByRole("link", { name: busiest, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${linked(tagPath(busiest!))}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(busiest!);
    await expect(page).toHaveTitle(`${busiest} — Writing — ${site.owner.name}`);
    const entries = page.locator("main ol > li article");
    await expect(entries.getByRole("heading", { level: 2 })).toHaveText(
      postsTagged(busiest!).map((tagged) => tagged.title),
    );
    for (const entry of await entries.all()) {
      await expect(entry.getByRole("link", { name: busiest, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
    }
    await page.getByRole("link", { name: "All writing" }).click();
    await expect(page).toHaveURL(/\/writing$/);
    expect(await stayedOnPage(page)).toBe(!(await changesPageAsDocument(page)));
    expect(problems).toEqual([]);
  });

  test(
    "every tag of the writing index links to its page, which exists and lists its posts",
    tagged("@reads-markup"),
    async ({ page }) => {
      await page.goto("./writing");
      for (const tag of tags) {
        const links = page.locator("main").getByRole("link", { name: tag, exact: true });
        await expect(links).toHaveCount(postsTagged(tag).length);
        for (const link of await links.all()) {
          await expect(link).toHaveAttribute("href", linked(tagPath(tag)));
        }
      }
      for (const tag of tags) {
        expect((await page.goto(`.${tagPath(tag)}`))!.status(), tag).toBe(200);
        await expect(page.locator("main ol > li article h2")).toHaveText(
          postsTagged(tag).map((post) => post.title),
        );
      }
    },
  );

  test(
    "every tag's page is in the sitemap, and each post's feed entry names its tags with their pages",
    tagged("@built-files"),
    async ({ request }) => {
      const sitemap = await (await request.get("./sitemap.xml")).text();
      for (const tag of tags) {
        expect(sitemap).toContain(`<loc>${encodeURI(`${siteUrl}${tagPath(tag)}`)}</loc>`);
      }
      const feed = parseFeed(await (await request.get(`./${FEED_FILE}`)).text());
      for (const post of posts) {
        const item = feed.items.find((entry) => entry.url === `${siteUrl}${post.path}`)!;
        // Each tag's term in the scheme of the tags' pages: together, the address of its page.
        expect(item.categories.map(({ label, term, url }) => `${label}: ${url}${term}`)).toEqual(
          post.tags.map((tag) => `${tag}: ${siteUrl}${tagPath(tag)}`),
        );
      }
    },
  );
});

test.describe("for machines", tagged("@built-files"), () => {
  test("the feed is valid Atom with every post and case study in full, all links absolute", async ({
    request,
  }) => {
    const response = await request.get(`./${FEED_FILE}`);
    expect(response.status()).toBe(200);
    // Hosts name a .xml file's type application/xml; feed readers read it as Atom from its root.
    expect(response.headers()["content-type"]).toMatch(/^application\/(atom\+)?xml/);
    const feed = parseFeed(await response.text());
    expect(feed.meta.type).toBe("atom");
    expect(feed.title).toBe(`${site.owner.name}: Writing`);
    expect(feed.self).toBe(`${siteUrl}/${FEED_FILE}`);
    const expected = [
      ...posts.map((post) => ({
        ...post,
        url: `${siteUrl}/writing/${post.slug}`,
        name: post.title,
      })),
      ...caseStudies.map((study) => ({
        ...study,
        url: `${siteUrl}/projects/${study.projectId}`,
        name: en.article.caseStudyTitle(projectTitle(study.projectId), study.title),
      })),
    ].sort((a, b) => b.date.localeCompare(a.date) || a.url.localeCompare(b.url));
    expect(feed.items.map((item) => item.url)).toEqual(expected.map((entry) => entry.url));
    for (const [index, item] of feed.items.entries()) {
      const entry = expected[index]!;
      expect(item.title).toBe(entry.name);
      expect(item.published?.toISOString().slice(0, 10)).toBe(entry.date);
      expect(item.updated?.toISOString().slice(0, 10)).toBe(entry.updated ?? entry.date);
      expect(item.authors.map((author) => author.name)).toEqual([site.owner.name]);
      // Full text: the last paragraph of the MDX is in the entry too.
      const lastLine = entry.body
        .trim()
        .split("\n")
        .at(-1)!
        .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1");
      expect(item.content).toContain(lastLine.slice(0, 50).replace(/'/g, "&#x27;"));
      for (const [, address] of item.content!.matchAll(/(?:href|src)="([^"]+)"/g)) {
        // A footnote's mark and its way back lead within the entry itself.
        if (address!.startsWith("#")) expect(item.content).toContain(`id="${address!.slice(1)}"`);
        else expect(address).toMatch(/^(https?:|mailto:)/);
      }
    }
  });

  for (const [kind, path, title, type] of [
    ["post", `/writing/${posts[0]!.slug}`, posts[0]!.title, "BlogPosting"],
    ["case study", `/projects/${caseStudies[0]!.projectId}`, caseStudies[0]!.title, "Article"],
  ] as const) {
    test(`a ${kind}: canonical address, its own 1200x630 share image, and ${type} data`, async ({
      page,
      request,
    }) => {
      await page.goto(`.${path}`);
      await waitForHydration(page);
      const url = `${siteUrl}${path}`;
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", url);
      expect(await content(page, 'meta[property="og:type"]')).toBe("article");
      expect(await content(page, 'meta[property="og:url"]')).toBe(url);
      expect(await content(page, 'meta[property="og:title"]')).toContain(title);
      const image = `${siteUrl}/${shareImageFileOf(path)}`;
      expect(await content(page, 'meta[property="og:image"]')).toBe(image);
      expect(await content(page, 'meta[name="twitter:image"]')).toBe(image);
      const png = await request.get(new URL(image).pathname);
      expect(png.headers()["content-type"]).toBe("image/png");
      const bytes = await png.body();
      expect({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }).toEqual({
        width: 1200,
        height: 630,
      });
      const home = await request.get("./og-image.png");
      expect(bytes.equals(await home.body())).toBe(false);

      const data = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent())!,
      );
      expect(data["@type"]).toBe(type);
      expect(data.url).toBe(url);
      expect(data.headline).toContain(title);
      expect(data.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(data.dateModified >= data.datePublished).toBe(true);
      expect(data.author).toMatchObject({ "@type": "Person", name: site.owner.name });
      expect(data.image).toBe(image);
    });
  }

  test("llms.txt names the owner and links to the pages, the writing, resume.json and the feed", async ({
    request,
  }) => {
    const response = await request.get("./llms.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    const lines = text.split("\n");
    expect(lines[0]).toBe(`# ${site.owner.name}`);
    expect(lines[2]).toBe(`> ${site.owner.tagline}`);
    const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map(([, url]) => url);
    // Every page of the route table's own (home, resume, writing), then the content's.
    const ownPages = indexablePages(FIXTURE.allPages).filter((entry) => !entry.fromContent);
    expect(ownPages.map((entry) => entry.path)).toEqual(expect.arrayContaining(["/", "/resume"]));
    for (const path of [
      ...ownPages.map((entry) => entry.path),
      ...posts.map((post) => `/writing/${post.slug}`),
      ...caseStudies.map((study) => `/projects/${study.projectId}`),
      "/resume.json",
      `/${FEED_FILE}`,
    ]) {
      expect(links).toContain(`${siteUrl}${path}`);
    }
    for (const url of links) {
      expect((await request.get(new URL(url!).pathname)).status(), url).toBe(200);
    }
  });
});
