import { selectAll } from "hast-util-select";
import { toString } from "hast-util-to-string";
import { describe, expect, test } from "vitest";
import { parsePage } from "./html-tree.ts";
import { inlineScriptHashes } from "./security-headers.ts";
import { addSpeculationRules, speculationRules } from "./speculation-rules.ts";

describe("speculation rules", () => {
  test("ask for the site's pages only, on a held or pressed pointer or marked by the page", () => {
    const rules = speculationRules("/portfolio/");
    const where = rules.prefetch[0]!.where;
    expect(rules.prefetch).toEqual([{ where, eagerness: "moderate" }]);
    expect(rules.prerender).toEqual([
      { where, eagerness: "moderate" },
      // The links the page marks as they come into view (app/lib/fetch-ahead.ts), at once.
      { where: { and: [where, { selector_matches: "[data-prerender]" }] }, eagerness: "immediate" },
    ]);
    expect(where).toEqual({
      and: [
        { href_matches: "/portfolio/*" },
        { not: { href_matches: "/portfolio/*.*" } },
        { not: { selector_matches: "[href*='#'], [aria-current='page'], [download], [target]" } },
      ],
    });
  });

  test("go in the page's head as the script the policy admits by its hash", () => {
    const tree = parsePage(
      "<!DOCTYPE html><html><head><title>A</title></head><body></body></html>",
    );
    addSpeculationRules(tree, "a.html", "/");
    const [script, ...others] = selectAll('head > script[type="speculationrules"]', tree);
    expect(others).toEqual([]);
    expect(JSON.parse(toString(script!))).toEqual(speculationRules("/"));
    expect(inlineScriptHashes(tree)).toHaveLength(1);
  });
});
