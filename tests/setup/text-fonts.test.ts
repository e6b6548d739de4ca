import { describe, expect, it } from "vitest";
import { drawsWith, fontPackageFor } from "./text-fonts";

describe("the fonts the sites' text needs", () => {
  it("reads fontconfig's character sets, ranges and single code points, over every font", () => {
    const draws = drawsWith("20-7e a0-17f 192\n5d0-5ea\n");
    expect([0x41, 0x7e, 0x192, 0x5d0, 0x5ea].map(draws)).toEqual([true, true, true, true, true]);
    expect([0x1f, 0x7f, 0x191, 0x3042].map(draws)).toEqual([false, false, false, false]);
  });

  it("asks Noto's CJK fonts for Chinese, Japanese and Korean, marks of both kana too, and Noto's core for the rest", () => {
    expect(["山", "記", "ひ", "カ", "ー", "한"].map(fontPackageFor)).toEqual(
      Array(6).fill("fonts-noto-cjk"),
    );
    expect(["अ", "ท", "ა"].map(fontPackageFor)).toEqual(Array(3).fill("fonts-noto-core"));
  });
});
