import { describe, expect, it } from "vitest";
import { subtreeSelectors } from "./check-structural-selectors";

describe("the structural-selector check", () => {
  it("finds a pseudo-class of a child list's end before a combinator, at any depth", () => {
    const css = `
      .a tbody tr:last-child > * { border: 0 }
      .b li:empty + li { color: red }
      :where(.c:only-child .d) { color: red }
      .e:is(:nth-last-child(2)) ~ p { color: red }
      .f :not(:last-of-type) span, .g { color: red }
    `;
    expect(subtreeSelectors(css)).toEqual([
      ".a tbody tr:last-child > *",
      ".b li:empty + li",
      ":where(.c:only-child .d)",
      ".e:is(:nth-last-child(2)) ~ p",
      ".f :not(:last-of-type) span",
    ]);
  });

  it("lets it style the element it is on, and reads neither :has() nor keyframes", () => {
    const css = `
      :where(.divide-y > :not(:last-child)) { border-bottom-width: 1px }
      .table tbody > tr + tr > * { border-top: 1px solid }
      li:first-child + li { color: red }
      .x:has(> p:last-child) { color: red }
      @keyframes bob { 0%, 100% { transform: none } 50% { transform: translateY(4px) } }
    `;
    expect(subtreeSelectors(css)).toEqual([]);
  });
});
