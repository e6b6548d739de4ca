import { describe, expect, it } from "vitest";
import { type Piece, layoutLines } from "./line-layout";

/** Every character one unit wide, so widths read as character counts. */
const measure = (text: string) => [...text].length;
const inFont = (font: string, text: string): Piece<string> => ({ text, font });
/** Each line as its pieces from left to right: the text handed to the shaper, and its font. */
const drawn = (pieces: Array<Piece<string>>, width = Infinity) =>
  layoutLines(pieces, width, measure).map((line) =>
    line.pieces.map((piece) => [piece.text, piece.font]),
  );

describe("layoutLines", () => {
  it("keeps a left-to-right text in order, a piece per font", () => {
    expect(drawn([inFont("inter", "Wang Wei "), inFont("sc", "王伟")])).toEqual([
      [
        ["Wang Wei ", "inter"],
        ["王伟", "sc"],
      ],
    ]);
  });

  it("sets a Hebrew phrase inside English right to left, and its number left to right", () => {
    // "Hi" then the Hebrew phrase, then a year that belongs to it, then English.
    const lines = layoutLines(
      [inFont("inter", "Hi "), inFont("hebrew", "שלום עולם"), inFont("inter", " 2024 ok")],
      Infinity,
      measure,
    );
    const [line] = lines;
    // The Hebrew goes to the shaper whole, which lays it out reversed; the year
    // stands to its left, as a browser shows it.
    expect(line!.pieces.map((piece) => piece.text)).toEqual([
      "Hi ",
      "2024",
      " ",
      "שלום עולם",
      " ok",
    ]);
    expect(line!.pieces.map((piece) => piece.x)).toEqual([0, 3, 7, 8, 17]);
    // Drawn in reading order, a parser meets the words as they were written.
    const reading = [...line!.pieces].sort((a, b) => a.start - b.start).map((piece) => piece.text);
    expect(reading).toEqual(["Hi ", "שלום עולם", " ", "2024", " ok"]);
  });

  it("reverses and mirrors the punctuation of a right-to-left stretch", () => {
    expect(
      drawn([inFont("arabic", "مرحبا"), inFont("inter", " (1) "), inFont("arabic", "عالم")]),
    ).toEqual([
      [
        ["عالم", "arabic"],
        // The brackets face the right way once the stretch is reversed.
        [" (", "inter"],
        ["1", "inter"],
        [") ", "inter"],
        ["مرحبا", "arabic"],
      ],
    ]);
  });

  it("sets a right-to-left paragraph from the right: its year and English in their places", () => {
    // "2024 - today", and "in Python" at the end of a Hebrew sentence.
    const ordered = (pieces: Array<Piece<string>>) =>
      layoutLines(pieces, Infinity, measure, "rtl")[0]!.pieces.map((piece) => piece.text);
    expect(ordered([inFont("inter", "2024 - "), inFont("hebrew", "היום")])).toEqual([
      "היום",
      " - ",
      "2024",
    ]);
    expect(ordered([inFont("hebrew", "כתבנו בשפת "), inFont("inter", "Python.")])).toEqual([
      ".",
      "Python",
      "כתבנו בשפת ",
    ]);
  });

  it("breaks lines where words allow and orders each line on its own", () => {
    const lines = drawn([inFont("hebrew", "אחת שתיים שלוש ארבע")], 10);
    expect(lines).toEqual([[["אחת שתיים", "hebrew"]], [["שלוש ארבע", "hebrew"]]]);
  });

  it("breaks between Chinese characters, and never inside a word wider than the line", () => {
    expect(drawn([inFont("sc", "王伟是学生")], 2)).toEqual([
      [["王伟", "sc"]],
      [["是学", "sc"]],
      [["生", "sc"]],
    ]);
    expect(drawn([inFont("inter", "extraordinary word")], 5)).toEqual([
      [["extraordinary", "inter"]],
      [["word", "inter"]],
    ]);
  });
});
