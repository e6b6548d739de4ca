import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { parseHeadersFile } from "../scripts/security-headers";
import { maxScrollY, scrollToY, waitForHydration } from "./support";

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

const directives = (policy: string) =>
  new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

test.describe("response headers", () => {
  for (const path of ["/", "/resume", "/no/such/page"]) {
    test(`${path} is served with the security headers`, async ({ request }) => {
      const headers = (await request.get(`.${path}`)).headers();
      const policy = directives(headers["content-security-policy"] ?? "");
      expect(policy.get("default-src")).toEqual(["'self'"]);
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
      expect(policy.get("base-uri")).toEqual(["'self'"]);
      expect(policy.get("form-action")).toEqual(["'none'"]);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      const scriptSources = policy.get("script-src")!;
      expect(scriptSources[0]).toBe("'self'");
      expect(scriptSources.slice(1).length).toBeGreaterThan(0);
      for (const source of scriptSources.slice(1))
        expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/);
      expect(headers["content-security-policy"]).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(headers["strict-transport-security"]).toMatch(/^max-age=\d{8,}/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["permissions-policy"]).toContain("geolocation=()");
      expect(headers["permissions-policy"]).toContain("microphone=()");
      expect(headers["cache-control"]).not.toContain("immutable");
    });
  }

  test("only hashed assets are cached for good", async ({ page, request }) => {
    await page.goto("./");
    const stylesheet = (await page.locator('link[rel="stylesheet"]').getAttribute("href"))!;
    expect(stylesheet).toMatch(/\/assets\/app-[\w-]+\.css$/);
    expect((await request.get(stylesheet)).headers()["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    for (const unhashed of ["./favicon.svg", "./og-image.png", "./resume.json"]) {
      expect((await request.get(unhashed)).headers()["cache-control"], unhashed).not.toContain(
        "immutable",
      );
    }
  });

  test("vercel.json carries the same headers as _headers", async () => {
    const netlify = parseHeadersFile(await readFile("build/client/_headers", "utf8"));
    const vercel = JSON.parse(await readFile("build/client/vercel.json", "utf8")) as {
      headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
    };
    expect(
      vercel.headers.map((rule) => ({
        pattern: rule.source.replace(/\(\.\*\)$/, "*"),
        headers: rule.headers.map(({ key, value }) => [key, value]),
      })),
    ).toEqual(netlify);
  });
});

test.describe("Content-Security-Policy in the browser", () => {
  test("is enforced: a script injected into the page is refused", async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto("./");
    await waitForHydration(page);
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "document.documentElement.dataset.injected = 'yes'";
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.dataset.injected)).toBeUndefined();
  });

  test("no violation while a visitor uses every feature of every page", async ({ page }) => {
    const violations = await recordViolations(page);
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
    await waitForHydration(page);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download PDF" }).click();
    await download;
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto("./no/such/page");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    expect(violations).toEqual([]);
  });
});

test.describe("privacy", () => {
  for (const path of ["/", "/resume", "/no/such/page"]) {
    test(`${path} requests nothing from any other origin while it loads and scrolls`, async ({
      page,
      baseURL,
    }) => {
      const origins = new Set<string>();
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.protocol === "http:" || url.protocol === "https:") origins.add(url.origin);
      });
      await page.goto(`.${path}`);
      await waitForHydration(page);
      const bottom = await maxScrollY(page);
      for (let y = 0; y <= bottom; y += 400) await scrollToY(page, y);
      await scrollToY(page, bottom);
      await page.waitForLoadState("networkidle");
      expect([...origins]).toEqual([new URL(baseURL!).origin]);
    });
  }
});
