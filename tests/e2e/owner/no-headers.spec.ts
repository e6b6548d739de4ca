// The site from a host that sends no headers of its own, as GitHub Pages
// serves it: each page's <meta> policy is all that protects it.
import { expect, test } from "@playwright/test";
import { metaPolicyOf, testPolicyInTheBrowser } from "./content-security-policy";
import { OWNER } from "./owner-site";

const PAGES = OWNER.pages;

test.describe("served with no headers", () => {
  for (const { path } of PAGES) {
    test(`${path} gets no policy header, only its own <meta> policy`, async ({ request }) => {
      const response = await request.get(`.${path}`);
      expect(response.headers()["content-security-policy"]).toBeUndefined();
      const policy = metaPolicyOf(await response.text());
      expect(policy).toContain("default-src 'self'");
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+={0,2}')+;/);
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    });
  }

  testPolicyInTheBrowser();
});
