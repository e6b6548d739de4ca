import { expect, type Page, test } from "@playwright/test";
import { fromHtml } from "hast-util-from-html";
import { visit } from "unist-util-visit";
import type { Element as XmlElement } from "xast";
import { fromXml } from "xast-util-from-xml";
import { DICTIONARIES } from "../../app/i18n/dictionaries";
import { dictionary as en, type Messages } from "../../app/i18n/en/index";
import { regionalTag } from "../../app/i18n/languages";
import { formatDay } from "../../app/lib/dates";
import { hostOf } from "../../app/lib/format";
import { FEED_FILE } from "../../app/lib/site-files";
import { ROUTES } from "../../app/route-table";
import { TOOLTIP_GAP_PX } from "../../app/components/ui/tooltip";
import { contentSet } from "../../pipeline/content/content-set";
import { onePagePerTemplate, sitePages } from "../../pipeline/content/pages";
import { loadContent } from "../../pipeline/content/store";
import { axeViolations } from "../helpers/accessibility-checkers";
import { extractPdf } from "../helpers/extract-pdf";
import { readPdfStructure } from "../helpers/pdf-structure";
import { languageSite, languageSiteUrl, type SiteLanguage } from "../setup/build-language-sites";
import { BUDGETS } from "../../tools/budgets";
import { pageWeight } from "../../tools/page-weight";
import { tagged } from "./engines";
import { FIXTURE } from "./fixture-site";
import { openInTheme, scrollToY, typeInto, waitForHydration } from "./support";

// The fixture content built in Hebrew and in Japanese
// (tests/setup/build-language-sites.ts): the site's own words, its direction,
// its dates, its search and its PDF in the language the content chooses.

/** A language's built site: its content, its dictionary, its pages, its address. */
async function builtLanguageSite(language: SiteLanguage) {
  const { contentDir, post, root } = languageSite(language);
  const { site, writing } = await loadContent(contentSet(contentDir));
  const allPages = sitePages(writing, ROUTES);
  const pages = onePagePerTemplate(allPages).map((page) =>
    page.isNotFound ? "no/such/page" : page.path.replace(/^\//, ""),
  );
  const own = writing.posts.find((entry) => entry.title === post.title)!;
  return {
    language,
    site,
    writing,
    words: DICTIONARIES[language],
    url: languageSiteUrl(language, site.seo.siteUrl),
    pages: [...pages, own.path.replace(/^\//, "")],
    /** Every page it publishes, and the folder they are in. */
    allPages,
    root,
    post: { ...post, ...own },
  };
}

const SITES = {
  he: await builtLanguageSite("he"),
  ja: await builtLanguageSite("ja"),
};

/** Every string a dictionary holds, and the fixed parts of its templates ("Show image … of …"). */
function wordsOf(messages: Messages): string[] {
  const words: string[] = [];
  for (const section of Object.values(messages)) {
    for (const value of Object.values(section)) {
      if (typeof value === "string") words.push(value.trim());
      else if (typeof value === "function") {
        const hole = "\u{1F573}";
        const args = Array.from({ length: value.length }, (_, index) => (index === 0 ? 7 : hole));
        const written = String((value as (...args: unknown[]) => string)(...args));
        words.push(
          ...written
            .split(hole)
            .flatMap((part) => part.split("7"))
            .map((part) => part.trim()),
        );
      } else if (value && typeof value === "object") {
        words.push(...Object.values(value as Record<string, string>).map((word) => word.trim()));
      }
    }
  }
  // Only words: not "·", ", " or a lone letter.
  return [...new Set(words)].filter((word) => /\p{L}{2,}/u.test(word));
}

/**
 * The English words the site writes itself that a page in `language` must not
 * show: those its own dictionary writes the same ("GPA", "PDF") and those the
 * fixture owner writes themselves (their projects' names, their posts, in
 * English) aside.
 */
function englishLeftIn(built: (typeof SITES)[SiteLanguage]): string[] {
  const own = new Set(wordsOf(built.words));
  const ownersWords = JSON.stringify(built.site) + JSON.stringify(built.writing);
  return wordsOf(en).filter(
    (word) => word.length > 2 && !own.has(word) && !ownersWords.includes(word),
  );
}

/** What a page says: its text, the names and descriptions it gives, its title and meta. */
function pageTexts(page: Page) {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !parent.closest("script, style")) texts.push(node.textContent ?? "");
    }
    for (const element of document.querySelectorAll(
      "[aria-label], [aria-roledescription], [alt], [title], [placeholder], meta[content]",
    )) {
      for (const name of ["aria-label", "aria-roledescription", "alt", "title", "placeholder"]) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
      if (
        element.matches('meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]')
      )
        texts.push(element.getAttribute("content") ?? "");
    }
    return texts.map((text) => text.trim()).filter(Boolean);
  });
}

/**
 * What a feed says: its elements' text, and in each entry's HTML its text and
 * the names it gives; with the feed's language and each entry's.
 */
function feedTexts(xml: string) {
  const texts: string[] = [];
  const languages: Array<string | undefined> = [];
  visit(fromXml(xml), "element", (element: XmlElement) => {
    if (element.name === "feed" || element.name === "entry") {
      languages.push(element.attributes["xml:lang"] ?? undefined);
    }
    const text = element.children
      .map((node) => (node.type === "text" || node.type === "cdata" ? node.value : ""))
      .join("");
    if (element.attributes.type !== "html") {
      texts.push(text);
      return;
    }
    visit(fromHtml(text, { fragment: true }), (node) => {
      if (node.type === "text") texts.push(node.value);
      if (node.type !== "element") return;
      for (const name of ["ariaLabel", "alt", "title"]) {
        const value = node.properties[name];
        if (typeof value === "string") texts.push(value);
      }
    });
  });
  return { texts: texts.map((text) => text.trim()).filter(Boolean), languages };
}

for (const built of Object.values(SITES)) {
  const { language, words } = built;

  test.describe(`the fixture site in ${language}`, () => {
    test("names its language and direction on <html>", async ({ page }) => {
      await page.goto(built.url);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.locator("html")).toHaveAttribute("dir", language === "he" ? "rtl" : "ltr");
    });

    test("leaves no word of the English dictionary in any page's text, names, title or meta", async ({
      page,
    }) => {
      const english = englishLeftIn(built);
      expect(english.length).toBeGreaterThan(50);
      for (const path of built.pages) {
        await page.goto(built.url + path);
        await waitForHydration(page);
        const texts = await pageTexts(page);
        const found = english.filter((word) =>
          texts.some((text) => text === word || (word.includes(" ") && text.includes(word))),
        );
        expect(found, `/${path}`).toEqual([]);
      }
    });

    test("names its language on its feed, and leaves no word of the English dictionary in it", async ({
      request,
    }) => {
      const { texts, languages } = feedTexts(
        await (await request.get(built.url + FEED_FILE)).text(),
      );
      // The feed's, then each entry's: none of the fixture's posts names its own.
      expect(languages).toEqual([
        language,
        ...Array<undefined>(languages.length - 1).fill(undefined),
      ]);
      expect(languages.length).toBeGreaterThan(built.writing.posts.length);
      // The fixture's posts have formulas, callouts, tables and footnotes, which the feed names.
      expect(texts).toContain(words.article.formula);
      expect(texts).toContain(words.article.footnotes);
      const english = englishLeftIn(built);
      expect(
        english.filter((word) =>
          texts.some((text) => text === word || (word.includes(" ") && text.includes(word))),
        ),
      ).toEqual([]);
    });

    // With reduced motion, so that no section is read while it fades in: in
    // Firefox, which takes the setting at launch, in the browser launched with it.
    for (const path of built.pages) {
      test(
        `/${path}: WCAG 2.2 AA by axe in both themes, and no policy violation`,
        tagged("@reduced-motion"),
        async ({ page }) => {
          const violations: string[] = [];
          await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
          await page.addInitScript(() => {
            document.addEventListener("securitypolicyviolation", (event) =>
              (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
                `${event.effectiveDirective} blocked ${event.blockedURI || "inline code"}`,
              ),
            );
          });
          const audits: string[] = [];
          await page.emulateMedia({ reducedMotion: "reduce" });
          for (const theme of ["light", "dark"] as const) {
            await openInTheme(page, built.url + path, theme);
            expect(
              await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches),
            ).toBe(true);
            audits.push(...(await axeViolations(page)).map((violation) => `${theme} ${violation}`));
          }
          expect(audits).toEqual([]);
          expect(violations).toEqual([]);
        },
      );
    }

    test(
      "keeps every page within the byte budgets, its JavaScript within 1 KB of English's",
      tagged("@built-files"),
      async () => {
        // The budgets an owner's build is held to (tests/e2e/owner/budgets.spec.ts);
        // the whole page's JavaScript, words and routes included, is a goal the
        // bench measures, and is held here to English's, the same content's.
        const english = new Map(FIXTURE.allPages.map((page) => [page.file, page]));
        let compared = 0;
        for (const { file } of built.allPages) {
          const weight = await pageWeight(built.root, file, FIXTURE.basePath);
          expect(weight.jsParts.code.gzip, file).toBeLessThanOrEqual(BUDGETS.codeJsGzip);
          expect(weight.css.gzip, file).toBeLessThanOrEqual(BUDGETS.cssGzip);
          if (!english.has(file)) continue;
          const inEnglish = await pageWeight(FIXTURE.root, file, FIXTURE.basePath);
          expect(weight.js.gzip - inEnglish.js.gzip, file).toBeLessThanOrEqual(1024);
          compared++;
        }
        expect(compared).toBeGreaterThan(10);
      },
    );

    // In Japanese, written without spaces, the word is found within a sentence.
    test("finds its post by a word of its text, typed in its script", async ({ page }) => {
      await page.goto(`${built.url}writing`);
      await waitForHydration(page);
      await typeInto(page.getByLabel(words.writing.searchLabel), built.post.word);
      await expect(page.getByRole("status")).toHaveText(words.writing.postsFound(1));
      await expect(page.getByRole("link", { name: built.post.title })).toHaveCount(1);
    });

    test("writes its posts' dates in its language", async ({ page }) => {
      await page.goto(`${built.url}writing`);
      const newest = built.writing.posts[0]!;
      await expect(page.locator(`time[datetime="${newest.date}"]`).first()).toHaveText(
        formatDay(language, newest.date),
      );
    });

    test("gives its resume PDF its language's words and its /Lang", async ({ request }) => {
      const response = await request.get(built.url + built.site.resume.pdf.fileName);
      const bytes = await response.body();
      const { text } = await extractPdf(bytes);
      expect(text).toContain(words.resume.education.toLocaleUpperCase(language));
      expect(text).toContain(words.resume.skills.toLocaleUpperCase(language));
      expect((await readPdfStructure(bytes)).language).toBe(regionalTag(language));
    });
  });
}

test.describe("the fixture site in Hebrew", () => {
  const built = SITES.he;

  test("has no sideways scroll at 390 px on any page", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of built.pages) {
      await page.goto(built.url + path);
      await waitForHydration(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `/${path}`).toBe(0);
    }
  });

  test("starts the nav bar at the right, and Tab follows it from there", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(built.url);
    await waitForHydration(page);
    const home = page.getByRole("navigation", { name: built.words.site.navMain });
    const name = home.getByRole("link", { name: built.site.owner.name });
    const toggle = home.getByRole("button", { name: built.words.site.navDarkTheme });
    const nameBox = (await name.boundingBox())!;
    const toggleBox = (await toggle.boundingBox())!;
    expect(nameBox.x).toBeGreaterThan(toggleBox.x);
    // The skip link first, then the owner's name: the first thing at the right.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: built.words.site.skipToContent })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(name).toBeFocused();
  });

  test("lays the owner's words out in their own direction: the writing index's description", async ({
    page,
  }) => {
    const description = built.site.seo.writingDescription;
    // The fixture's description is English, left to right on this right-to-left site.
    expect(description).toMatch(/^[A-Za-z]/);
    await page.goto(`${built.url}writing`);
    await expect(page.getByText(description)).toHaveCSS("direction", "ltr");
  });

  for (const width of [390, 1280]) {
    test(`sets each post card's title and summary at their own start, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${built.url}writing`);
      const english = built.writing.posts.find((post) => /^[A-Za-z]/.test(post.title))!;
      /** The card of a post: where its box, its title's words and its summary's box lie. */
      const card = async (title: string, summary: string) => {
        const article = page.getByRole("article", { name: title });
        const box = (await article.boundingBox())!;
        const words = (await article.getByRole("link", { name: title }).boundingBox())!;
        const summaryBox = (await article.getByText(summary).boundingBox())!;
        return {
          titleFromStart: Math.round(words.x - box.x),
          titleFromEnd: Math.round(box.x + box.width - (words.x + words.width)),
          summaryFromStart: Math.round(summaryBox.x - box.x),
          summaryFromEnd: Math.round(box.x + box.width - (summaryBox.x + summaryBox.width)),
        };
      };
      // An English post on the Hebrew site: both at the left, where English starts.
      const left = await card(english.title, english.summary);
      expect(left.titleFromStart).toBe(0);
      expect(left.summaryFromStart).toBe(0);
      // A Hebrew post: both at the right.
      const right = await card(built.post.title, built.post.summary);
      expect(right.titleFromEnd).toBe(0);
      expect(right.summaryFromEnd).toBe(0);
    });
  }

  test("keeps an English highlight's dot at its left, inside its list", async ({ page }) => {
    await page.goto(`${built.url}resume`);
    const highlight = built.site.experience[0]!.highlights[0]!;
    expect(highlight).toMatch(/^[A-Za-z]/);
    const item = page.getByRole("listitem").filter({ hasText: highlight }).last();
    const list = page.getByRole("list").filter({ has: item }).last();
    const [itemBox, listBox] = [(await item.boundingBox())!, (await list.boundingBox())!];
    // The dot hangs before the line's start, at the left: the list keeps room for it there.
    expect(Math.round(itemBox.x - listBox.x)).toBeGreaterThan(10);
    expect(Math.round(listBox.x + listBox.width - (itemBox.x + itemBox.width))).toBe(0);
  });

  test("puts an English activity's dot at its left, as its words start", async ({ page }) => {
    await page.goto(`${built.url}resume`);
    const activity = built.site.resume.activities.find((entry) => /^[A-Za-z]/.test(entry.name))!;
    const item = page.getByRole("listitem").filter({ hasText: activity.name });
    const dot = item.locator("[aria-hidden]");
    const [itemBox, dotBox] = [(await item.boundingBox())!, (await dot.boundingBox())!];
    expect(Math.round(dotBox.x - itemBox.x)).toBe(0);
  });

  test("centres a tooltip above its control, as in a left-to-right page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(built.url);
    await waitForHydration(page);
    const project = built.site.projects[0]!;
    const visit = page.getByRole("link", {
      name: built.words.home.projectsVisitProject(project.title),
    });
    await visit.scrollIntoViewIfNeeded();
    await scrollToY(page, (await page.evaluate(() => window.scrollY)) + 200);
    await visit.focus();
    const tooltip = page.getByRole("tooltip");
    await expect(tooltip).toHaveText(hostOf(project.link));
    await expect
      .poll(async () => {
        const [control, tip] = [(await visit.boundingBox())!, (await tooltip.boundingBox())!];
        return [
          Math.round(tip.x + tip.width / 2 - (control.x + control.width / 2)),
          Math.round(control.y - (tip.y + tip.height)),
        ];
      })
      .toEqual([0, TOOLTIP_GAP_PX]);
  });

  test("turns the arrows that point back and onward", async ({ page }) => {
    await page.goto(built.url + built.post.path.replace(/^\//, ""));
    const back = page.getByRole("link", { name: built.words.entries.allWriting });
    const scale = await back
      .locator("svg")
      .evaluate((icon) => getComputedStyle(icon).getPropertyValue("scale"));
    expect(scale.split(" ")[0]).toBe("-1");
  });

  test("slides its carousel the way the page reads, by a dot and by a swipe", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(built.url);
    await waitForHydration(page);
    const project = built.site.projects.find((entry) => (entry.images?.length ?? 0) > 1)!;
    const count = project.images!.length;
    const carousel = page.getByRole("region", {
      name: built.words.home.projectsImages(project.title),
    });
    const strip = carousel.getByRole("region", { name: built.words.home.projectsImageStrip });
    const dot = (n: number) =>
      carousel.getByRole("button", { name: built.words.home.projectsShowImage(n, count) });
    await carousel.scrollIntoViewIfNeeded();
    await carousel.hover();
    await dot(2).click();
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
    // The second image is to the left of the first, where a right-to-left strip scrolls.
    const slides = strip.locator("[aria-roledescription]");
    await expect
      .poll(async () => {
        const stripBox = (await strip.boundingBox())!;
        const second = (await slides.nth(1).boundingBox())!;
        return Math.round(second.x - stripBox.x);
      })
      .toBe(0);
    expect(await strip.evaluate((element) => element.scrollLeft)).toBeLessThan(0);
    // A swipe back to the start (the strip scrolled to its right end) chooses the first image.
    await strip.evaluate((element) => element.scrollTo({ left: 0, behavior: "instant" }));
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
  });
});

test.describe("the fixture site in Japanese", () => {
  const built = SITES.ja;

  test("counts a Japanese post's reading time by its characters", async ({ page }) => {
    // Its words are long runs of characters with no space between them.
    expect(built.post.readingMinutes).toBeGreaterThan(1);
    await page.goto(built.url + built.post.path.replace(/^\//, ""));
    await expect(page.getByRole("main").locator("header")).toContainText(
      built.words.entries.readingTime(built.post.readingMinutes),
    );
  });
});
