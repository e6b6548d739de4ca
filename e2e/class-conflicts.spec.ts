// Two utilities on one element that set the same property at the same
// breakpoint and state fight, and the one generated later in the stylesheet
// wins, whatever order the class attribute lists them in: a size that silently
// depends on the CSS build. Read from the stylesheet the browser parsed.
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./support";

const PAGES = ["/", "/resume", "/no/such/page"];

/** Each element's pairs of classes that set one property to different values under the same variants. */
function conflictsOnPage(page: Page) {
  return page.evaluate(() => {
    /** Undoes CSS escapes in a class selector: `sm\:px-7` is the class `sm:px-7`. */
    const unescape = (name: string) =>
      name.replace(/\\([0-9a-fA-F]{1,6}\s?|.)/g, (_, escaped: string) =>
        /^[0-9a-fA-F]/.test(escaped) && escaped.trim().length > 1
          ? String.fromCodePoint(parseInt(escaped, 16))
          : escaped.trim() || escaped,
      );
    const leadingClass = /^\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])+)/;
    /** What each class sets: property -> value, from rules whose selector starts with that class. */
    const sets = new Map<string, Map<string, string>>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          for (const selector of rule.selectorText.split(/,(?![^(]*\))/)) {
            const match = leadingClass.exec(selector.trim());
            if (!match) continue;
            const name = unescape(match[1]!);
            const properties = sets.get(name) ?? new Map<string, string>();
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
            sets.set(name, properties);
          }
        }
        if ("cssRules" in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);

    /** `sm:hover:px-7` -> `sm:hover:`; colons inside brackets belong to the value. */
    const variantsOf = (name: string) => {
      let depth = 0;
      let end = 0;
      for (let i = 0; i < name.length; i++) {
        if (name[i] === "[") depth++;
        else if (name[i] === "]") depth--;
        else if (name[i] === ":" && depth === 0) end = i + 1;
      }
      return name.slice(0, end);
    };
    // Tailwind composes some properties from variables other utilities set
    // (transition-duration: var(--tw-duration, ...)); those are meant to combine.
    const isComposed = (value: string) => value.startsWith("var(--tw-");

    const conflicts: string[] = [];
    for (const element of Array.from(document.querySelectorAll("[class]"))) {
      const names = Array.from(element.classList).filter((name) => sets.has(name));
      names.forEach((first, index) => {
        for (const second of names.slice(index + 1)) {
          if (variantsOf(first) !== variantsOf(second)) continue;
          for (const [property, value] of sets.get(first)!) {
            const other = sets.get(second)!.get(property);
            if (other === undefined || other === value) continue;
            if (isComposed(value) || isComposed(other)) continue;
            const label = element.textContent?.trim().slice(0, 40) || element.tagName;
            conflicts.push(
              `<${element.tagName.toLowerCase()}> "${label}": ${first} and ${second} both set ${property}`,
            );
          }
        }
      });
    }
    return { conflicts, classesRead: sets.size };
  });
}

test.describe("class names", () => {
  for (const path of PAGES) {
    test(`${path}: no element carries two utilities setting one property at the same breakpoint and state`, async ({
      browser,
    }) => {
      // As built: the prerendered HTML, with no script to change it.
      const builtContext = await browser.newContext({ javaScriptEnabled: false });
      const built = await builtContext.newPage();
      await built.goto(`.${path}`);
      const asBuilt = await conflictsOnPage(built);
      await builtContext.close();
      expect(asBuilt.classesRead).toBeGreaterThan(100);
      expect(asBuilt.conflicts).toEqual([]);
    });
  }

  test("hydrated pages keep their class names free of conflicts too", async ({ page }) => {
    for (const path of PAGES) {
      await page.goto(`.${path}`);
      await waitForHydration(page);
      expect((await conflictsOnPage(page)).conflicts, path).toEqual([]);
    }
  });

  test("the check finds two sizes on one element", async ({ page }) => {
    await page.goto("./");
    await page.evaluate(() => {
      const probe = document.createElement("span");
      probe.className = "px-5 text-sm sm:px-8 sm:text-sm text-base duration-200 transition-colors";
      probe.textContent = "probe";
      document.body.append(probe);
    });
    const found = (await conflictsOnPage(page)).conflicts.filter((text) =>
      text.startsWith('<span> "probe"'),
    );
    // Not px-5 with sm:px-8 (another breakpoint), nor the duration a transition is composed with.
    expect(found).toEqual(['<span> "probe": text-sm and text-base both set font-size']);
  });
});
