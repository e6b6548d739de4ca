import { readFile } from "node:fs/promises";
import { textDirection } from "../../../app/i18n/languages";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { parsePage } from "../../../pipeline/finish/html-tree";
import {
  inlineScriptHashes,
  inlineStyleHashes,
  metaPolicy,
  parseHeadersFile,
} from "../../../pipeline/finish/security-headers";
import { directives, metaPolicyOf, testPolicyInTheBrowser } from "./content-security-policy";
import { maxScrollY, scrollToY, waitForHydration } from "../support";
import { OWNER } from "./owner-site";

const PAGES = OWNER.pages;

test.describe("response headers", () => {
  for (const { path } of PAGES) {
    test(`${path} is served with the security headers`, async ({ request }) => {
      const headers = (await request.get(`.${path}`)).headers();
      // What every response carries: the page's own <meta> policy does the rest.
      const policy = directives(headers["content-security-policy"] ?? "");
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
      expect(policy.get("base-uri")).toEqual(["'self'"]);
      expect(policy.get("form-action")).toEqual(["'none'"]);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      // No list of hashes that grows with the site, in every response's first bytes.
      expect(headers["content-security-policy"]).not.toContain("sha256-");
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
    test(`${path} carries its own policy, with the header's directives`, async ({ request }) => {
      const response = await request.get(`.${path}`);
      const html = await response.text();
      const headers = response.headers();
      // The policy comes first in the head, after the language and its direction.
      const language = OWNER.words.site.language;
      const start = `<!DOCTYPE html><html lang="${language}" dir="${textDirection(language)}"><head><meta http-equiv="Content-Security-Policy" `;
      expect(html.slice(0, start.length)).toBe(start);
      expect(html).toContain(`<meta name="referrer" content="${headers["referrer-policy"]}"/>`);
      // The <meta> policy holds every directive of the header a <meta> can carry, alike,
      // and admits the page's own inline scripts and styles and no other.
      const header = directives(metaPolicy(headers["content-security-policy"]!));
      const meta = directives(metaPolicyOf(html)!);
      for (const [name, sources] of header) expect(meta.get(name), name).toEqual(sources);
      expect(meta.get("default-src")).toEqual(["'self'"]);
      expect(meta.get("script-src")).toEqual([
        "'self'",
        ...[...new Set(inlineScriptHashes(parsePage(html)))].sort(),
      ]);
      expect(meta.get("style-src")).toEqual([
        "'self'",
        ...[...new Set(inlineStyleHashes(parsePage(html)))].sort(),
      ]);
    });
  }

  test("the files a browser runs script in admit no inline code", async ({ request }) => {
    for (const file of ["./favicon.svg", "./feed.xml"]) {
      const policy = directives((await request.get(file)).headers()["content-security-policy"]!);
      expect(policy.get("default-src"), file).toEqual(["'self'"]);
      expect(policy.get("script-src"), file).toEqual(["'self'"]);
      expect(policy.get("style-src"), file).toEqual(["'self'"]);
      expect(policy.get("frame-ancestors"), file).toEqual(["'none'"]);
    }
  });

  test("an address in assets/ that names no file answers with the working not-found page", async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) refused.push(message.text());
    });
    const response = await page.goto("./assets/no-such-picture.webp");
    expect(response!.status()).toBe(404);
    await waitForHydration(page);
    expect(refused).toEqual([]);
  });

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
