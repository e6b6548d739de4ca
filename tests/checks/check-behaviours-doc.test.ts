import { describe, expect, it } from "vitest";
import { citations, matches, quotedTitles, uncitedProblems } from "./check-behaviours-doc";

const row = (behaviour: string, test: string) =>
  `| ${behaviour} | \`source.ts\` | ${test} | Chromium |`;

describe("the behaviours table check", () => {
  it("reads each citation: the file, and its quoted titles, quotes within them kept", () => {
    const doc = [
      "| Behaviour | Source | Test | Engines |",
      "| --------- | ------ | ---- | ------- |",
      row(
        "Hint",
        'home.spec: "the hero\'s "Scroll" hint…", "arrows"; `sections.test.ts`: "scrollArrowTarget"',
      ),
      row("Policy", "owner/security.spec, owner/no-headers.spec"),
    ].join("\n");
    expect(citations(doc)).toEqual([
      { row: "Hint", file: "home.spec", titles: ['the hero\'s "Scroll" hint…', "arrows"] },
      { row: "Hint", file: "`sections.test.ts`", titles: ["scrollArrowTarget"] },
      { row: "Policy", file: "owner/security.spec", titles: [] },
      { row: "Policy", file: "owner/no-headers.spec", titles: [] },
    ]);
    expect(quotedTitles(" (parsed by a library)")).toEqual([]);
  });

  it("matches a title by the text around each ellipsis, in order", () => {
    expect(matches("home › the round button hides within 100px", "the round button…100px")).toBe(
      true,
    );
    expect(matches("home › the round button hides within 100px", "100px…the round button")).toBe(
      false,
    );
  });

  it("names each citation whose file or test does not exist", async () => {
    // Built here, so that this file's own text, which the check reads, does not hold it.
    const MISSING = ["no", "such", "title"].join("-");
    const rows = Array.from({ length: 50 }, (_, index) =>
      row(`Behaviour ${index}`, 'home.spec: "loads"'),
    );
    const doc = [
      ...rows,
      row("Renamed", 'home.spec: "loads and hydrates", "went away"'),
      row("Gone", "missing.spec"),
      row("Unit", `\`check-behaviours-doc.test.ts\`: "${MISSING}"`),
    ].join("\n");
    const titles = new Map([["e2e/home.spec", ["home page › loads and hydrates"]]]);
    expect(await uncitedProblems(doc, titles)).toEqual([
      'Renamed: tests/e2e/home.spec.ts has no test "went away"',
      "Gone: no Playwright file tests/e2e/missing.spec.ts",
      `Unit: check-behaviours-doc.test.ts has no test "${MISSING}"`,
    ]);
  });
});
