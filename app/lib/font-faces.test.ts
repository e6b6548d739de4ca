import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import inter from "@capsizecss/metrics/inter";
import { describe, expect, it } from "vitest";
import { INTER_FALLBACK_OVERRIDES } from "./font-faces";

describe("the Inter fallback", () => {
  it("stretches Arial by Capsize's overrides for Inter, to a hundredth of a percent", () => {
    const [fallback] = createFontStack([inter, arial], { fontFaceFormat: "styleObject" }).fontFaces;
    const face = fallback!["@font-face"];
    const rounded = (percent: unknown) => `${Number(parseFloat(String(percent)).toFixed(2))}%`;
    expect(INTER_FALLBACK_OVERRIDES).toEqual({
      ascentOverride: rounded(face.ascentOverride),
      descentOverride: rounded(face.descentOverride),
      lineGapOverride: rounded(face.lineGapOverride),
      sizeAdjust: rounded(face.sizeAdjust),
    });
  });
});
