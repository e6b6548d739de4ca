import { expect, test } from "@playwright/test";
import { recordProblems, waitForHydration } from "./support";
import { BASE_PATH, PAGES, site } from "./fixture-site";
import { tagged } from "./engines";

test.describe("not-found page", () => {
  test(
    "answers an unknown path with status 404 and the not-found screen",
    tagged("@addresses"),
    async ({ page }) => {
      const messages: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") messages.push(message.text());
      });
      const response = await page.goto("./no/such/page?from=test");
      expect(response!.status()).toBe(404);
      await waitForHydration(page);

      await expect(page.getByText("404", { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
      await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute(
        "href",
        BASE_PATH,
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

      await expect.poll(() => messages.some((text) => text.includes("/no/such/page"))).toBe(true);
      expect(
        messages.filter(
          (text) => !text.includes("/no/such/page") && !text.includes("404 (Not Found)"),
        ),
      ).toEqual([]);
    },
  );

  for (const path of ["/no/such/page", "/writing/no-such-post"]) {
    test(`logs the missing path once at ${path}`, async ({ page }) => {
      const logged: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        if (
          message.type() === "error" &&
          text.includes(path) &&
          !text.includes("404 (Not Found)")
        ) {
          logged.push(text);
        }
      });
      await page.goto(`.${path}`);
      // Marked once the app itself has mounted, in the commit that shows the
      // screen its route settled on, after the screen's own effects (root.tsx).
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
      await expect.poll(() => logged.length).toBeGreaterThan(0);
      expect(logged).toHaveLength(1);
    });
  }

  test("offers the projects, the resume and contact besides the way home", async ({ page }) => {
    await page.goto("./no/such/page");
    await waitForHydration(page);
    const elsewhere = page.getByRole("navigation", { name: "Elsewhere on the site" });
    await expect(elsewhere.getByRole("link")).toHaveText(["Projects", "Resume", "Contact"]);
    await expect(elsewhere.getByRole("link", { name: "Resume" })).toHaveAttribute(
      "href",
      `${BASE_PATH}resume`,
    );
    await elsewhere.getByRole("link", { name: "Projects" }).click();
    await expect(page.locator("#projects")).toBeInViewport();
    await page.goBack();
    await elsewhere.getByRole("link", { name: "Contact" }).click();
    await expect(page.locator("#contact")).toBeInViewport();
  });

  test("hydrates the host's 404.html without errors and keeps its nav", async ({ page }) => {
    const problems = recordProblems(page);
    await page.goto("./missing");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText([site.owner.name, "Back to Home"]);
    expect(
      problems.filter((text) => !text.includes("/missing") && !text.includes("404 (Not Found)")),
    ).toEqual([]);
  });

  test("shows the same screen on coming back to a missing path", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(message.text());
    });
    await page.goto("./gone");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.owner.name);

    logged.length = 0;
    await page.goBack();
    await expect(page).toHaveURL(/\/gone$/);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    // Mounted anew, within the app or as the page loaded again (no browser
    // keeps a 404 response in its back-forward cache), so it logs the path again.
    await expect.poll(() => logged.some((text) => text.includes("/gone"))).toBe(true);
  });

  test("an address ending in .html shows the page it names, not the not-found screen", async ({
    page,
  }) => {
    const problems = recordProblems(page);
    await page.goto("./resume.html");
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/resume$/);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Download PDF" })).toBeVisible();
    await page.goto("./index.html");
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.owner.name);
    expect(problems).toEqual([]);
  });

  for (const path of [
    "/writing/no-such-post",
    "/writing/tags/no-such-tag",
    "/projects/no-such-project",
  ]) {
    test(
      `shows the not-found screen at ${path}, an address shaped like a page of the writing`,
      tagged("@addresses"),
      async ({ page }) => {
        const problems = recordProblems(page);
        // Its route asks the host for the page's data, which answers 404 too.
        const dataAnswer = page.waitForResponse((answer) =>
          new URL(answer.url()).pathname.endsWith(`${path}.data`),
        );
        const response = await page.goto(`.${path}`);
        expect(response!.status()).toBe(404);
        await waitForHydration(page);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
        await expect(page).toHaveTitle(`Page not found — ${site.owner.name}`);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
        expect((await dataAnswer).status()).toBe(404);
        await expect(page.getByText("404", { exact: true })).toBeVisible();
        await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
        expect(
          problems.filter((text) => !text.includes(path) && !text.includes("404 (Not Found)")),
        ).toEqual([]);
      },
    );
  }

  test("serves the site's own pages with status 200", tagged("@addresses"), async ({ request }) => {
    const pages = PAGES.filter((page) => page.name !== "not-found").map((page) => page.path);
    for (const path of [...pages, `/${site.resume.pdf.fileName}`]) {
      expect((await request.get(`.${path}`)).status(), path).toBe(200);
    }
  });
});
