import { expect, type Page, test } from "@playwright/test";
import { DICTIONARIES } from "../../app/i18n/dictionaries";
import { dictionary as en, type Messages } from "../../app/i18n/en/index";
import { regionalTag } from "../../app/i18n/languages";
import { formatDay } from "../../app/lib/dates";
import { ROUTES } from "../../app/route-table";
import { contentSet } from "../../pipeline/content/content-set";
import { onePagePerTemplate, sitePages } from "../../pipeline/content/pages";
import { loadContent } from "../../pipeline/content/store";
import { extractPdf } from "../helpers/extract-pdf";
import { readPdfStructure } from "../helpers/pdf-structure";
import { languageSite, languageSiteUrl, type SiteLanguage } from "../setup/build-language-sites";
import { waitForHydration } from "./support";

// The fixture content built in Hebrew and in Japanese
// (tests/setup/build-language-sites.ts): the site's own words, its direction,
// its dates, its search and its PDF in the language the content chooses.

/** A language's built site: its content, its dictionary, its pages, its address. */
async function builtLanguageSite(language: SiteLanguage) {
  const { contentDir, post } = languageSite(language);
  const { site, writing } = await loadContent(contentSet(contentDir));
  const pages = onePagePerTemplate(sitePages(writing, ROUTES)).map((page) =>
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

  test("finds a word of a Japanese post, written without spaces, by the search", async ({
    page,
  }) => {
    await page.goto(`${built.url}writing`);
    await waitForHydration(page);
    // The word as an input method hands it over, whole: Playwright's Firefox
    // inserts text on a page in Japanese as a composition it never ends, so
    // the box's value is set and its input event sent, as the browser does
    // when a composition ends.
    await page
      .getByLabel(built.words.writing.searchLabel)
      .evaluate((box: HTMLInputElement, word) => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(box, word);
        box.dispatchEvent(new InputEvent("input", { bubbles: true, data: word }));
      }, built.post.word);
    await expect(page.getByRole("status")).toHaveText(built.words.writing.postsFound(1));
    await expect(page.getByRole("link", { name: built.post.title })).toHaveCount(1);
  });

  test("counts a Japanese post's reading time by its characters", async ({ page }) => {
    // Its words are long runs of characters with no space between them.
    expect(built.post.readingMinutes).toBeGreaterThan(1);
    await page.goto(built.url + built.post.path.replace(/^\//, ""));
    await expect(page.getByRole("main").locator("header")).toContainText(
      built.words.entries.readingTime(built.post.readingMinutes),
    );
  });
});
