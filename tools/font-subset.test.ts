import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { fontFacesCss, SUBSET_RANGES, unicodeRange } from "../app/lib/font-faces";
import { makeSubset, SUBSET_FILE } from "./font-subset";

/** The unicode-range of each Inter @font-face the pages declare, as [from, to] pairs. */
function declaredRanges(): Array<Array<[number, number]>> {
  const css = fontFacesCss({ subset: "subset.woff2", otherLatin: "latin.woff2" });
  return [...css.matchAll(/font-family:"Inter Variable";[^}]*unicode-range:([^;}]+)/g)].map(
    (face) =>
      face[1]!.split(",").map((part) => {
        const [from, to = from] = part.trim().replace("U+", "").split("-");
        return [parseInt(from!, 16), parseInt(to!, 16)];
      }),
  );
}

describe("the Inter subset", () => {
  it("is what npm run fonts makes from the installed Inter", async () => {
    expect((await makeSubset()).equals(await readFile(SUBSET_FILE))).toBe(true);
  }, 20_000);

  it("is declared with its own ranges, and the full file covers the rest without overlap", () => {
    const [subset, rest] = declaredRanges();
    expect(subset).toEqual(SUBSET_RANGES);
    expect(unicodeRange(SUBSET_RANGES)).toBe(
      "U+0020-007E, U+00A0, U+00A9, U+00B7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026",
    );
    const inSubset = (codePoint: number) =>
      SUBSET_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);
    for (const [from, to] of rest!) {
      for (let codePoint = from; codePoint <= to; codePoint++)
        expect(inSubset(codePoint)).toBe(false);
    }
    // Every Latin-1 character has a face.
    const covered = (codePoint: number) =>
      inSubset(codePoint) || rest!.some(([from, to]) => codePoint >= from && codePoint <= to);
    for (let codePoint = 0; codePoint <= 0xff; codePoint++) expect(covered(codePoint)).toBe(true);
  });
});
