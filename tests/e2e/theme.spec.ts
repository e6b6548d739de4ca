import { expect, test, type Page } from "@playwright/test";
import { PAGE_COLORS } from "../../app/lib/design-tokens";
import { tagged } from "./engines";
import {
  expectMediaQuery,
  nextFrames,
  recordProblems,
  recordTransitionsStarted,
  transitionsStarted,
  waitForHydration,
} from "./support";

/** The colours of the page's theme-color tags, in order: browsers take the first that applies. */
const barColors = (page: Page) =>
  page
    .locator('head meta[name="theme-color"]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute("content")));

const LIGHT_PAGE = "rgb(247, 248, 251)";
const DARK_PAGE = "rgb(10, 12, 18)";

test.describe("theme", () => {
  for (const scheme of ["light", "dark"] as const) {
    test.describe(
      `with a ${scheme} system setting`,
      tagged(...(scheme === "dark" ? (["@system-dark"] as const) : [])),
      () => {
        test.use({ colorScheme: scheme });

        test("the page takes its colours", async ({ page }) => {
          await page.goto("./");
          await expectMediaQuery(page, `(prefers-color-scheme: ${scheme})`);
          await expect(page.locator("body")).toHaveCSS(
            "background-color",
            scheme === "dark" ? DARK_PAGE : LIGHT_PAGE,
          );
        });
      },
    );
  }

  test(
    "follows the system setting when it changes while the page is open",
    tagged("@live-system-setting"),
    async ({ page }) => {
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto("./");
      await expect(page.locator("body")).toHaveCSS("background-color", DARK_PAGE);
      await page.emulateMedia({ colorScheme: "light" });
      await expect(page.locator("body")).toHaveCSS("background-color", LIGHT_PAGE);
    },
  );

  test("the toggle overrides the system setting and is remembered, with no flash", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("./resume");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Dark theme" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(await barColors(page)).toEqual([PAGE_COLORS.light, PAGE_COLORS.dark]);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("body")).toHaveCSS("background-color", DARK_PAGE);
    expect(await barColors(page)).toEqual([PAGE_COLORS.dark, PAGE_COLORS.light, PAGE_COLORS.dark]);

    // The colour the page has on its first frame with a body to paint: Firefox
    // can run a frame before the parser has reached <body>.
    await page.addInitScript(() => {
      const read = () => {
        if (!document.body) return requestAnimationFrame(read);
        (window as unknown as { firstFrameBackground: string }).firstFrameBackground =
          getComputedStyle(document.body).backgroundColor;
      };
      requestAnimationFrame(read);
    });
    const problems = recordProblems(page);
    for (const path of ["/", "/resume", "/missing"]) {
      await page.goto(`.${path}`);
      await waitForHydration(page);
      // Read once the first frame has run: Firefox can hydrate before it.
      await expect
        .poll(() =>
          page.evaluate(
            () => (window as unknown as { firstFrameBackground?: string }).firstFrameBackground,
          ),
        )
        .toBe(DARK_PAGE);
      expect(await barColors(page)).toEqual([
        PAGE_COLORS.dark,
        PAGE_COLORS.light,
        PAGE_COLORS.dark,
      ]);
      await expect(page.getByRole("button", { name: "Dark theme" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
    }
    expect(
      problems.filter((text) => !text.includes("/missing") && !text.includes("404 (Not Found)")),
    ).toEqual([]);

    await page.getByRole("button", { name: "Dark theme" }).click();
    await page.reload();
    await expect(page.locator("body")).toHaveCSS("background-color", LIGHT_PAGE);
  });

  test("the toggle changes every colour in one frame: no control fades in behind the page", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("./");
    await waitForHydration(page);
    // A carousel advancing on its own moves its dots with transitions of their
    // own, not the switch's: its rotation is paused first, where it stands.
    const pauses = page.getByRole("button", { name: "Pause image rotation" });
    // Each pause button turns to play once pressed, so the first left is the next.
    while ((await pauses.count()) > 0) await pauses.first().dispatchEvent("click");
    const toggle = page.getByRole("button", { name: "Dark theme" });
    // The pointer's arrival starts the toggle's own hover transition: let it pass unrecorded.
    await toggle.hover();
    await nextFrames(page);
    await page.evaluate(recordTransitionsStarted);
    await toggle.click();
    // Read only once the frame has been drawn: reading a style before it would
    // compute it early, while the pause in transitions surely still holds.
    await nextFrames(page);
    expect(await page.evaluate(transitionsStarted)).toEqual([]);
    await expect(page.locator("body")).toHaveCSS("background-color", DARK_PAGE);
    // Once that frame is drawn, the controls' own transitions are back.
    await expect(page.locator("html")).not.toHaveAttribute("data-theme-switching");
  });
});
