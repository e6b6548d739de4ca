// Two utilities on one element that set the same property at the same
// breakpoint and state fight, and the one generated later in the stylesheet
// wins, whatever order the class attribute lists them in: a size that silently
// depends on the CSS build. Read from the stylesheet the browser parsed.
import { expect, test, type Page } from "@playwright/test";
import { tagged } from "./engines";
import { maxScrollY, PAGES, scrollToY, waitForHydration } from "./support";

/** Each element's pairs of classes that set one property to different values under the same variants. */
function conflictsOnPage(page: Page) {
  return page.evaluate(() => {
    // A selector's leading class, as the browser serialises it (escaped, as CSS.escape does).
    const leadingClass = /^\.((?:\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F]|[\w-]|[^\p{ASCII}])+)/u;
    /** What each class sets, by its escaped name: property -> value, from rules led by that class. */
    const sets = new Map<string, Map<string, string>>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          for (const selector of rule.selectorText.split(/,(?![^(]*\))/)) {
            const match = leadingClass.exec(selector.trim());
            if (!match) continue;
            const properties = sets.get(match[1]!) ?? new Map<string, string>();
            // cssText keeps shorthands whole; the longhands of one set with var() read as "".
            for (const declaration of rule.style.cssText.split(/;(?![^(]*\))/)) {
              const colon = declaration.indexOf(":");
              if (colon > 0) {
                properties.set(
                  declaration.slice(0, colon).trim(),
                  declaration.slice(colon + 1).trim(),
                );
              }
            }
            sets.set(match[1]!, properties);
          }
        }
        if ("cssRules" in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);

    /** `sm:hover:px-7` -> `hover:sm`, in any order; colons inside brackets belong to the value. */
    const variantsOf = (name: string) => {
      const variants: string[] = [];
      let depth = 0;
      let start = 0;
      for (let i = 0; i < name.length; i++) {
        if (name[i] === "[") depth++;
        else if (name[i] === "]") depth--;
        else if (name[i] === ":" && depth === 0) {
          variants.push(name.slice(start, i));
          start = i + 1;
        }
      }
      return variants.sort().join(":");
    };
    // Tailwind composes some properties from variables other utilities set
    // (transition-duration: var(--tw-duration, ...)); those are meant to combine.
    const isComposed = (value: string) => value.startsWith("var(--tw-");

    const conflicts: string[] = [];
    for (const element of Array.from(document.querySelectorAll("[class]"))) {
      const names = Array.from(element.classList).filter((name) => sets.has(CSS.escape(name)));
      names.forEach((first, index) => {
        for (const second of names.slice(index + 1)) {
          if (variantsOf(first) !== variantsOf(second)) continue;
          const others = sets.get(CSS.escape(second))!;
          const fought = [...sets.get(CSS.escape(first))!]
            .filter(([property, value]) => {
              const other = others.get(property);
              return (
                other !== undefined && other !== value && !isComposed(value) && !isComposed(other)
              );
            })
            .map(([property]) => property)
            // The same in whichever stylesheet, inline or linked, the rules came from.
            .sort();
          if (fought.length === 0) continue;
          const label = element.textContent?.trim().slice(0, 40) || element.tagName;
          conflicts.push(
            `<${element.tagName.toLowerCase()}> "${label}": ${first} and ${second} both set ${fought.join(", ")}`,
          );
        }
      });
    }
    return { conflicts, classesRead: sets.size };
  });
}

test.describe("class names", tagged("@built-files"), () => {
  for (const { path } of PAGES) {
    test(`${path}: no element carries two utilities setting one property at the same breakpoint and state`, async ({
      browser,
    }) => {
      // As built: the prerendered HTML, with no script to change it.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`.${path}`);
      const asBuilt = await conflictsOnPage(page);
      await context.close();
      expect(asBuilt.classesRead).toBeGreaterThan(100);
      expect(asBuilt.conflicts).toEqual([]);
    });
  }

  test("nor in the states script gives them: open menu, scrolled nav, chosen image, dark theme", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const { path } of PAGES) {
      await page.goto(`.${path}`);
      await waitForHydration(page);
      // Past the nav bar's threshold, as far as the page goes.
      await scrollToY(page, Math.min(200, await maxScrollY(page)));
      expect((await conflictsOnPage(page)).conflicts, `${path}, scrolled`).toEqual([]);
    }
    await page.goto("./");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Dark theme" }).click();
    await page.getByRole("button", { name: "Menu" }).click();
    expect((await conflictsOnPage(page)).conflicts, "menu open").toEqual([]);
    await page.keyboard.press("Escape");
    const carousel = page.getByRole("region", { name: /images$/ }).first();
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole("button", { name: /Show image 2 of/ }).click();
    await page.getByRole("button", { name: "Read more" }).first().click();
    expect((await conflictsOnPage(page)).conflicts, "image chosen, text expanded").toEqual([]);
  });

  test("the check finds two sizes on one element, once, and nothing else", async ({ page }) => {
    await page.goto("./");
    await page.evaluate(() => {
      const probe = document.createElement("span");
      probe.className =
        "px-5 text-sm sm:px-8 sm:text-sm text-base duration-200 transition-colors font-semibold font-bold";
      probe.textContent = "probe";
      document.body.append(probe);
    });
    const found = (await conflictsOnPage(page)).conflicts.filter((text) =>
      text.startsWith('<span> "probe"'),
    );
    // Not px-5 with sm:px-8 (another breakpoint), nor the duration a transition is composed with.
    expect(found).toEqual([
      '<span> "probe": text-sm and text-base both set font-size',
      '<span> "probe": font-semibold and font-bold both set --tw-font-weight, font-weight',
    ]);
  });
});
