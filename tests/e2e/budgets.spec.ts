import { expect, test } from "@playwright/test";
import { tagged } from "./engines";
import { FIXTURE } from "./fixture-site";
import { BUDGETS } from "../../tools/budgets";
import { pageWeight } from "../../tools/page-weight";

// Design budgets, measured on the fixture content: what the home page costs
// with a portfolio's worth of words. An owner's build is held to the budgets
// no content changes (tests/e2e/owner/budgets.spec.ts).
const CLIENT = FIXTURE.root;

test.describe("design budgets, on the fixture content", tagged("@built-files"), () => {
  test("the home page's HTML fits the first round trip", async () => {
    const weight = await pageWeight(CLIENT, "index.html", FIXTURE.basePath);
    expect(weight.html.gzip).toBeLessThanOrEqual(BUDGETS.homeHtmlGzip);
  });

  test("no page loads more JavaScript than the home page: posts and case studies are compiled at build", async () => {
    const home = await pageWeight(CLIENT, "index.html", FIXTURE.basePath);
    for (const page of FIXTURE.allPages) {
      const weight = await pageWeight(CLIENT, page.file, FIXTURE.basePath);
      expect(weight.js.gzip, page.file).toBeLessThanOrEqual(home.js.gzip);
    }
  });
});
