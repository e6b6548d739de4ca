import { readFile } from "node:fs/promises";
import { textDirection } from "../../../app/i18n/languages";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { metaPolicy, parseHeadersFile } from "../../../pipeline/finish/security-headers";
import { directives, metaPolicyOf, testPolicyInTheBrowser } from "./content-security-policy";
import { maxScrollY, scrollToY, waitForHydration } from "../support";
import { OWNER } from "./owner-site";

const PAGES = OWNER.pages;

test.describe("response headers", () => {
  for (const { path } of PAGES) {
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

  for (const { path } of PAGES) {
    test(`${path} carries its own policy, in step with the header`, async ({ request }) => {
      const response = await request.get(`.${path}`);
      const html = await response.text();
      const headers = response.headers();
      // The policy comes first in the head, after the language and its direction.
      const language = OWNER.words.site.language;
      const start = `<!DOCTYPE html><html lang="${language}" dir="${textDirection(language)}"><head><meta http-equiv="Content-Security-Policy" `;
      expect(html.slice(0, start.length)).toBe(start);
      expect(html).toContain(`<meta name="referrer" content="${headers["referrer-policy"]}"/>`);
      // A <meta> policy is the header's, less what only a header can carry, with this page's hashes.
      const header = directives(metaPolicy(headers["content-security-policy"]!));
      const meta = directives(metaPolicyOf(html)!);
      expect([...meta.keys()]).toEqual([...header.keys()]);
      for (const [name, sources] of meta) {
        if (name === "script-src" || name === "style-src")
          expect(header.get(name)).toEqual(expect.arrayContaining(sources));
        else expect(sources, name).toEqual(header.get(name));
      }
    });
  }

  test("vercel.json carries the same headers as _headers", async () => {
    const netlify = parseHeadersFile(await readFile(join(OWNER.root, "_headers"), "utf8"));
    const vercel = JSON.parse(await readFile(join(OWNER.root, "vercel.json"), "utf8")) as {
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
  testPolicyInTheBrowser();
});

test.describe("privacy", () => {
  for (const { path } of PAGES) {
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
