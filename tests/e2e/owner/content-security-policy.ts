import { expect, test, type Page } from "@playwright/test";
import { maxScrollY, scrollToY, waitForHydration } from "../support";

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

/** Uses every feature of every page, as a visitor would, from a phone and then a desktop. */
async function useEveryFeature(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("./");
  await waitForHydration(page);

  await page.getByRole("button", { name: "Dark theme" }).click();
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("navigation").getByRole("link", { name: "Experience" }).click();
  await page.getByRole("button", { name: "Next section" }).click();
  const carousel = page.getByRole("region", { name: /images$/ }).first();
  await carousel.scrollIntoViewIfNeeded();
  await carousel.getByRole("button", { name: /Show image 2 of/ }).click();
  await carousel.getByRole("button", { name: /(Pause|Play) image rotation/ }).click();
  await page.getByRole("button", { name: "Read more" }).first().click();
  await page
    .getByRole("link", { name: /^Visit / })
    .first()
    .hover();
  await expect(page.getByRole("tooltip")).toBeVisible();
  await scrollToY(page, await maxScrollY(page));

  await page.setViewportSize({ width: 1280, height: 800 });
  await scrollToY(page, 0);
  await page.getByRole("link", { name: "See Resume" }).click();
  await expect(page).toHaveURL(/\/resume$/);
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);

  // Loaded as a document of its own, the resume page runs under its own policy.
  await page.goto("./resume");
  await waitForHydration(page);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  await download;

  await page.goto("./no/such/page");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Return to Home" }).click();
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
    await useEveryFeature(page);
    expect(violations).toEqual([]);
  });
}
