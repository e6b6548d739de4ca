import { expect, test } from "@playwright/test";
import { tagged } from "./engines";
import { PAGES, site } from "./fixture-site";

/** The HTML as the host sends it, before any script runs. */
async function staticHtml(request: import("@playwright/test").APIRequestContext, path: string) {
  const response = await request.get(`.${path}`);
  return await response.text();
}

const decode = (html: string) =>
  html
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'");

test.describe("prerendered HTML", () => {
  test(
    "the home page's HTML already holds its content",
    tagged("@built-files"),
    async ({ request }) => {
      const html = decode(await staticHtml(request, "/"));
      for (const text of [
        site.owner.name,
        site.owner.tagline,
        ...site.owner.about,
        ...site.experience.flatMap((entry) => [entry.title, entry.organization, entry.description]),
        ...site.projects.flatMap((project) => [
          project.title,
          project.description,
          project.expandedContent,
        ]),
        ...site.contacts.flatMap((card) => [card.label, card.linkText, card.link]),
        "Featured Projects",
        "Additional Projects",
        "Let's Build Something",
        "Send me an email",
      ]) {
        expect(html, text).toContain(text);
      }
    },
  );

  test(
    "the resume page's HTML already holds its content",
    tagged("@built-files"),
    async ({ request }) => {
      const html = decode(await staticHtml(request, "/resume"));
      for (const text of [
        site.owner.name,
        site.resume.headline,
        site.resume.education.school,
        ...site.experience.flatMap((entry) => entry.highlights),
        ...site.resume.activities.map((activity) => activity.name),
        ...site.resume.skills.flatMap((group) => group.items),
        "Download PDF",
      ]) {
        expect(html, text).toContain(text);
      }
    },
  );

  test.describe("without JavaScript", tagged("@no-javascript"), () => {
    test.use({ javaScriptEnabled: false });

    for (const { path } of PAGES) {
      test(`${path} shows every heading, paragraph and link`, async ({ page }) => {
        await page.goto(`.${path}`);
        // The boot script marks the page as scripted: proof the browser ran none.
        await expect(page.locator("html")).not.toHaveClass(/\bjs\b/);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        const hidden = await page
          .locator("main :is(h1, h2, h3, h4, p, a, article)")
          .evaluateAll((elements) =>
            elements
              .filter((element) => {
                const style = getComputedStyle(element);
                return (
                  style.display === "none" ||
                  style.visibility === "hidden" ||
                  Number(style.opacity) === 0 ||
                  (element.closest("[data-reveal]") !== null &&
                    Number(getComputedStyle(element.closest("[data-reveal]")!).opacity) === 0)
                );
              })
              // Text for screen readers only, or for paper only, is hidden on screen by design.
              .filter((element) => !element.matches(".sr-only, [data-print-only]"))
              .map((element) => element.textContent),
          );
        expect(hidden).toEqual([]);
      });
    }
  });
});
