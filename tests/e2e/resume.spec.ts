import { siteTitles } from "../../app/lib/page-texts";
import { expect, test } from "@playwright/test";
import { dictionary as en } from "../../app/i18n/en/index";
import { resumeLines, resumeModel, resumeWordsFrom } from "../../app/lib/resume-model";

const RESUME_WORDS = resumeWordsFrom(en);
import { extractPdf } from "../helpers/extract-pdf";
import { recordProblems, waitForHydration } from "./support";
import { BASE_PATH, site } from "./fixture-site";
import { tagged } from "./engines";

const { owner, resume } = site;

test.describe("resume page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("./resume");
    await waitForHydration(page);
  });

  test("loads and hydrates without console errors or warnings", async ({ page }) => {
    const problems = recordProblems(page);
    await page.reload();
    await waitForHydration(page);
    expect(problems).toEqual([]);
  });

  test("sets the title and meta description", tagged("@reads-markup"), async ({ page }) => {
    await expect(page).toHaveTitle(siteTitles(site, en).resume);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      site.seo.resumeDescription,
    );
  });

  test("the nav bar offers a single way back home", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText([owner.name, "Back to Home"]);
    await nav.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(owner.name);
  });

  test(
    "header: name, headline, contact links and location",
    tagged("@reads-markup"),
    async ({ page }) => {
      const header = page.getByRole("main").locator("header");
      await expect(header.getByRole("heading", { level: 1 })).toHaveText(owner.name);
      await expect(header).toContainText("Student • Innovator • Builder");
      await expect(header.getByRole("link", { name: owner.email })).toHaveAttribute(
        "href",
        `mailto:${owner.email}`,
      );
      for (const link of resume.links) {
        await expect(
          header.getByRole("link", { name: `${link.label}: ${link.text}` }),
        ).toHaveAttribute("href", link.url);
      }
      await expect(header).toContainText(RESUME_WORDS.location(resume.location));
      // Every contact item is named by a text label of the same look, none by an icon alone.
      const items = header.getByRole("listitem");
      const labels = ["Email", ...resume.links.map((link) => link.label), "Location"];
      await expect(items).toHaveCount(labels.length);
      const looks = await items.evaluateAll((elements) =>
        elements.map((item) => {
          const label = item.querySelector("span")!;
          const { fontWeight, color } = getComputedStyle(label);
          return { label: label.textContent, look: `${fontWeight} ${color}` };
        }),
      );
      expect(looks.map((entry) => entry.label)).toEqual(labels);
      expect(new Set(looks.map((entry) => entry.look)).size).toBe(1);
      await expect(header.getByRole("listitem").locator("svg")).toHaveCount(0);
    },
  );

  for (const width of [390, 1280]) {
    test(`${width}px wide: every entry's dates sit in the same place, and its achievements in full ink`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const entries = page.locator("#resume-experience ~ ul > li");
      await expect(entries).toHaveCount(site.experience.length);
      const placements = await entries.evaluateAll((items) =>
        items.map((item) => {
          const organisation = item.querySelector("h3")!.getBoundingClientRect();
          const dates = item.querySelector("h3 + p")!.getBoundingClientRect();
          return {
            // Beside the organisation, flush right; or on the line below it.
            isBeside: Math.abs(dates.top - organisation.top) < organisation.height,
            rightEdge: Math.round(item.getBoundingClientRect().right - dates.right),
          };
        }),
      );
      expect(new Set(placements.map((placement) => JSON.stringify(placement))).size).toBe(1);
      const ink = await page.evaluate(() => getComputedStyle(document.body).color);
      for (const bullet of await page.locator("#resume-experience ~ ul li li").all()) {
        await expect(bullet).toHaveCSS("color", ink);
      }
    });
  }

  test(
    "education, experience, activities and skills",
    tagged("@reads-markup"),
    async ({ page }) => {
      const section = (name: string) =>
        page
          .getByRole("region", { name })
          .or(
            page
              .locator("section")
              .filter({ has: page.getByRole("heading", { name, exact: true }) }),
          );

      const education = section("Education");
      await expect(education).toContainText(resume.education.school);
      await expect(education).toContainText(resume.education.grade);
      await expect(education).toContainText(resume.education.program);
      await expect(education).toContainText(resume.education.courses.join(", "));
      await expect(education).toContainText(`GPA: ${site.resume.education.gpa}`);
      await expect(education).toContainText(String(site.resume.education.graduationYear));

      const experience = section("Experience");
      for (const entry of site.experience) {
        await expect(experience).toContainText(entry.organization);
        await expect(experience).toContainText(entry.title);
        await expect(experience).toContainText(RESUME_WORDS.period(entry.startDate, entry.endDate));
        for (const highlight of entry.highlights) await expect(experience).toContainText(highlight);
      }

      await expect(section("Activities and Leadership").getByRole("listitem")).toHaveText(
        resume.activities.map(RESUME_WORDS.activity),
      );

      const skills = section("Technical Skills");
      for (const group of resume.skills) {
        await expect(skills).toContainText(`${group.label}:${group.items.join(", ")}`);
      }
    },
  );

  test("the page and its PDF show the same lines in the same order", async ({ page, request }) => {
    // Each text as one line of words; a heading may be in capitals in either.
    const flat = (text: string) => text.replace(/\s+/g, " ");
    const pageText = flat(await page.getByRole("main").locator("article").innerText());
    const response = await request.get(`./${resume.pdf.fileName}`);
    const pdfText = flat((await extractPdf(await response.body())).text);
    for (const [form, text] of [
      ["page", pageText],
      ["PDF", pdfText],
    ] as const) {
      let from = 0;
      for (const line of resumeLines(resumeModel(site, RESUME_WORDS))) {
        const haystack = line.isTitle ? text.toLocaleUpperCase("en-US") : text;
        const needle = line.isTitle ? line.text.toLocaleUpperCase("en-US") : line.text;
        const at = haystack.indexOf(needle, from);
        expect(
          at,
          `the ${form} shows "${line.text}" after the line before it`,
        ).toBeGreaterThanOrEqual(from);
        from = at + needle.length;
      }
    }
  });

  test('"Download PDF" downloads the resume as a PDF named as one', async ({ page, request }) => {
    const downloadLink = page.getByRole("link", { name: "Download PDF" });
    await expect(downloadLink).toHaveAttribute("href", `${BASE_PATH}${resume.pdf.fileName}`);
    const [download] = await Promise.all([page.waitForEvent("download"), downloadLink.click()]);
    expect(download.suggestedFilename()).toBe(resume.pdf.fileName);
    expect(download.suggestedFilename()).toMatch(/-resume\.pdf$/);

    const response = await request.get(`./${resume.pdf.fileName}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const body = await response.body();
    expect(body.subarray(0, 5).toString()).toBe("%PDF-");
  });

  test(
    "print hides the download button, navigation and progress bar",
    tagged("@print"),
    async ({ page }) => {
      // The scroll-progress bar: decorative, so found by its design (home.spec.ts).
      const progressBar = page.locator("body > [aria-hidden] > .origin-left");
      await expect(progressBar).toBeAttached();
      await expect(page.getByRole("link", { name: "Download PDF" })).toBeVisible();
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("link", { name: "Download PDF" })).toBeHidden();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
      await expect(progressBar).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("body")).toHaveCSS("background-color", "rgb(255, 255, 255)");
      await expect(page.locator("body")).toHaveCSS("color", "rgb(0, 0, 0)");
    },
  );

  test(
    "prints dark text on white even when the dark theme is chosen",
    tagged("@print"),
    async ({ page }) => {
      await page.getByRole("button", { name: "Dark theme" }).click();
      await expect(page.locator("body")).toHaveCSS("background-color", "rgb(10, 12, 18)");
      await page.emulateMedia({ media: "print" });
      await expect(page.locator("body")).toHaveCSS("background-color", "rgb(255, 255, 255)");
      const lightestText = await page
        .locator("main :is(h1, h2, h3, p, li, a, dt, dd)")
        .evaluateAll((elements) =>
          Math.max(
            ...elements
              .filter((element) => element.checkVisibility())
              .map((element) => {
                const [r, g, b] = getComputedStyle(element).color.match(/\d+/g)!.map(Number);
                return Math.max(r!, g!, b!);
              }),
          ),
        );
      // No text lighter than a mid grey on the white page.
      expect(lightestText).toBeLessThan(140);
    },
  );
});
