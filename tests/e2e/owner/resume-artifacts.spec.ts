import { expect, test } from "@playwright/test";
import { OWNER } from "./owner-site";
import { extractPdf } from "../../helpers/extract-pdf";
import { waitForHydration } from "../support";

const { site } = OWNER;

const flat = (text: string) => text.replace(/\s+/g, " ").trim();

test.describe("the resume's three forms", () => {
  test("the page, the PDF and the JSON show the same entries, titles and bullets", async ({
    page,
    request,
  }) => {
    await page.goto("./resume");
    await waitForHydration(page);

    const jsonLink = page.locator('link[rel="alternate"][type="application/json"]');
    const jsonHref = await jsonLink.getAttribute("href");
    const jsonResponse = await request.get(jsonHref!);
    expect(jsonResponse.headers()["content-type"]).toContain("application/json");
    const json = await jsonResponse.json();

    const pdfHref = await page
      .getByRole("link", { name: OWNER.words.resume.downloadPdf })
      .getAttribute("href");
    const pdf = await extractPdf(await (await request.get(pdfHref!)).body());
    const pdfText = flat(pdf.text);

    const experience = page.locator("section").filter({
      has: page.getByRole("heading", { name: OWNER.words.resume.experience, exact: true }),
    });
    const entries = await experience.locator(":scope > ul > li").evaluateAll((items) =>
      items.map((item) => ({
        organization: item.querySelector("h3")!.textContent!.trim(),
        title: item.querySelector(":scope > p")!.textContent!.trim(),
        bullets: [...item.querySelectorAll("ul li")].map((li) => li.textContent!.trim()),
      })),
    );
    expect(entries).toHaveLength(site.experience.length);
    expect(json.work).toHaveLength(entries.length);
    entries.forEach((entry, index) => {
      expect(pdfText).toContain(entry.organization);
      expect(pdfText).toContain(entry.title);
      for (const bullet of entry.bullets) expect(pdfText).toContain(bullet);
      expect(json.work[index]).toMatchObject({
        name: entry.organization,
        position: entry.title,
        highlights: entry.bullets,
      });
    });

    const activities = await page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: OWNER.words.resume.activities }) })
      .getByRole("listitem")
      .allTextContents();
    for (const activity of activities) expect(pdfText).toContain(activity.trim());
    expect(json.projects).toHaveLength(activities.length);

    const pageLinks = await page
      .getByRole("main")
      .locator("header a[href]")
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    expect(pdf.links).toEqual(pageLinks.filter((href) => !href!.endsWith(".pdf")));
  });

  test("printing the page gives at most two clean pages", async ({ page }) => {
    await page.goto("./resume");
    await waitForHydration(page);
    const printed = await extractPdf(await page.pdf({ format: "Letter" }));
    expect(printed.pageCount).toBeLessThanOrEqual(2);
    expect(printed.text).not.toContain(OWNER.words.resume.downloadPdf);
    expect(printed.text).not.toContain(OWNER.words.site.navBackToHome);
    expect(printed.text).not.toContain(OWNER.words.site.skipToContent);
    // Link addresses are visible as text.
    for (const link of site.resume.links) expect(printed.text).toContain(link.text);
    expect(printed.text).toContain(site.owner.email);
  });
});
