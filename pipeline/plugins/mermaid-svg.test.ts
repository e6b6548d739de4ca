import { select } from "hast-util-select";
import { describe, expect, it } from "vitest";
import { drawing } from "./mermaid-svg";

describe("beautiful-mermaid's stylesheet, applied as attributes", () => {
  it("lets a rule by id beat a rule by class, as the cascade does, whatever their order", () => {
    const { svg } = drawing(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><style>#box { fill: var(--_text); } .shape { fill: var(--_line); }</style><rect id="box" class="shape" width="10" height="10"/></svg>',
      "diagram-test",
      false,
    );
    expect(select("rect", svg, "svg")!.properties.fill).toBe("var(--color-ink)");
  });
});
