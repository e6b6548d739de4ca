import { expect, test, type Page } from "@playwright/test";
import type { Project } from "../../../app/content/schema";
import { WRITING_PATH } from "../../../app/lib/article-paths";
import { hostOf } from "../../../app/lib/format";
import { ROUTES } from "../../../app/route-table";
import { onePagePerTemplate } from "../../../pipeline/content/pages";
import { expectSectionAtTop, maxScrollY, scrollToY, typeInto, waitForHydration } from "../support";
import { OWNER } from "./owner-site";
import { type ContentFeatures, contentFeatures } from "./content-features";

/** A policy's directives by name, each with its sources. */
export const directives = (policy: string) =>
  new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

/** The policy a prerendered page carries in its <meta> tag, or null. */
export const metaPolicyOf = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? null;

/** Content-Security-Policy violations the page reports, over every document it loads. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void })
        .reportViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || "inline code"}`);
    });
  });
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  return violations;
}

/** Adds an inline script to the hydrated home page; true if the browser ran it. */
async function runsInjectedScript(page: Page): Promise<boolean> {
  await page.goto("./");
  await waitForHydration(page);
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "document.documentElement.dataset.injected = 'yes'";
    document.body.append(script);
  });
  return page.evaluate(() => document.documentElement.dataset.injected === "yes");
}

/** Each project card's features, where the content has them, as a visitor on a phone uses them. */
async function exerciseProjectCards(page: Page, features: ContentFeatures) {
  const { projects } = OWNER.site;
  // By its id, which is unique, where two projects may share a title.
  const card = (project: Project) =>
    page.locator(`article[aria-labelledby="project-${project.id}"]`);

  const withCarousel = projects.find((project) => (project.images?.length ?? 0) > 1);
  if (withCarousel) {
    const carousel = card(withCarousel).getByRole("region", {
      name: OWNER.words.home.projectsImages(withCarousel.title),
      exact: true,
    });
    await carousel.scrollIntoViewIfNeeded();
    await carousel
      .getByRole("button", {
        name: OWNER.words.home.projectsShowImage(2, withCarousel.images!.length),
      })
      .click();
    await carousel
      .getByRole("button", { name: OWNER.words.home.projectsPauseRotation })
      .or(carousel.getByRole("button", { name: OWNER.words.home.projectsPlayRotation }))
      .click();
    features.used(`the carousel of ${withCarousel.id}`);
  } else {
    features.absent("a carousel (a project with two or more images)");
  }

  // Featured cards show their longer text; the others open it with "Read more".
  const collapsed = projects.find((project) => project.expandable && !project.important);
  if (collapsed) {
    await card(collapsed).getByRole("button", { name: OWNER.words.home.projectsReadMore }).click();
    await expect(
      card(collapsed).getByRole("button", { name: OWNER.words.home.projectsShowLess }),
    ).toBeVisible();
    features.used(`"Read more" on ${collapsed.id}`);
  } else {
    features.absent('"Read more" (every project is featured or has no longer text)');
  }

  // Every card links to its project, with the host in a tooltip; some to their code too.
  const [first] = projects;
  await card(first!)
    .getByRole("link", { name: OWNER.words.home.projectsVisitProject(first!.title) })
    .hover();
  await expect(page.getByRole("tooltip").filter({ hasText: hostOf(first!.link) })).toBeVisible();
  features.used(`the tooltip of ${first!.id}'s "Visit"`);
  const withCode = projects.find((project) => project.githubLink);
  if (withCode) {
    await card(withCode)
      .getByRole("link", { name: OWNER.words.home.projectsCodeFor(withCode.title) })
      .hover();
    await expect(
      page.getByRole("tooltip").filter({ hasText: hostOf(withCode.githubLink!) }),
    ).toBeVisible();
    features.used(`the tooltip of ${withCode.id}'s "Code"`);
  } else {
    features.absent('a "Code" link (a project with a githubLink)');
  }
}

/** Each kind of page the walk below does not use in its own way: loaded, used and read to its end. */
async function exerciseOtherPages(page: Page, features: ContentFeatures) {
  const pages = onePagePerTemplate(OWNER.allPages).filter(
    ({ path, isNotFound }) => !isNotFound && path !== "/" && path !== "/resume",
  );
  for (const { path } of pages) {
    await page.goto(`.${path}`);
    await waitForHydration(page);
    if (path === WRITING_PATH) {
      const [post] = OWNER.writing.posts;
      if (post) {
        // The search fetches its engine and its index the first time it is used,
        // and then says what it found. Typed as a reader does, in any script.
        await typeInto(
          page.getByRole("searchbox", { name: OWNER.words.writing.searchLabel }),
          post.title.split(/\s+/)[0]!,
        );
        // "N posts found", in the site's words, for some N: the post is among them.
        const found = OWNER.writing.posts.map((_, index) =>
          OWNER.words.writing.postsFound(index + 1).replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
        );
        await expect(page.getByRole("search").getByRole("status")).toHaveText(
          new RegExp(`^(${found.join("|")})$`),
        );
        features.used("the post search");
      } else {
        features.absent("posts, and so the post search");
      }
    }
    await scrollToY(page, await maxScrollY(page));
    features.used(`the page ${path}`);
  }
  for (const route of ROUTES) {
    if (!OWNER.allPages.some((sitePage) => sitePage.template === route.file)) {
      features.absent(`a page of ${route.file}`);
    }
  }
}

/**
 * Uses every feature of every page, as a visitor would, from a phone and then
 * a desktop: each the content has, noted as used, and each it lacks, as absent.
 */
async function useEveryFeature(page: Page, features: ContentFeatures) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("./");
  await waitForHydration(page);

  await page.getByRole("button", { name: OWNER.words.site.navDarkTheme }).click();
  await page.getByRole("button", { name: OWNER.words.site.navMenu }).click();
  await page
    .getByRole("navigation")
    .getByRole("link", { name: OWNER.words.site.sectionExperience })
    .click();
  await expectSectionAtTop(page, "experience");
  // The button hides near the page's end: there is a section after this one only
  // when the content below it is taller than that.
  const nextSection = page.getByRole("button", { name: OWNER.words.site.navNextSection });
  if (await nextSection.evaluate((button) => !(button as HTMLElement).inert)) {
    await nextSection.click();
    features.used("the next-section button");
  } else {
    features.absent("a section after Experience for the next-section button");
  }
  await exerciseProjectCards(page, features);
  await scrollToY(page, await maxScrollY(page));

  await page.setViewportSize({ width: 1280, height: 800 });
  await scrollToY(page, 0);
  await page.getByRole("link", { name: OWNER.words.home.seeResume }).click();
  await expect(page).toHaveURL(/\/resume$/);
  await page.getByRole("link", { name: OWNER.words.site.navBackToHome }).click();
  await expect(page).toHaveURL(/\/$/);

  // Loaded as a document of its own, the resume page runs under its own policy.
  await page.goto("./resume");
  await waitForHydration(page);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: OWNER.words.resume.downloadPdf }).click();
  await download;

  await exerciseOtherPages(page, features);

  await page.goto("./no/such/page");
  await waitForHydration(page);
  await page.getByRole("link", { name: OWNER.words.site.notFoundReturnHome }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** The policy at work in the browser, whichever host serves it: with its headers or with none. */
export function testPolicyInTheBrowser() {
  test("is enforced: a script injected into the page is refused", async ({ page }) => {
    const violations = await recordViolations(page);
    expect(await runsInjectedScript(page)).toBe(false);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
  });

  test("no violation while a visitor uses every feature of every page", async ({ page }) => {
    // Every page loaded and used in turn, at two widths: 9 to 12 s in a clean
    // run, and past the default 30 s once in Firefox on a run twice as slow.
    test.setTimeout(60_000);
    const violations = await recordViolations(page);
    const features = contentFeatures("the walk through every feature");
    await useEveryFeature(page, features);
    features.print();
    expect(violations).toEqual([]);
  });
}
