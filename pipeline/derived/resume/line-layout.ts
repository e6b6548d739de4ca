/**
 * Lines of text in several fonts and directions, for the blocks of the resume
 * that PDFKit cannot set alone: PDFKit sets each font of a line on that font's
 * own baseline, and knows nothing of right-to-left text. A paragraph runs in
 * the direction it is given; a run of the other direction in it (Hebrew in
 * English, English in Hebrew) reads its own way, with its numbers left to
 * right, as the Unicode Bidirectional Algorithm orders them (bidi-js). Lines
 * break where the Unicode Line Breaking Algorithm allows (linebreak, the
 * implementation PDFKit uses).
 */
import bidiFactory from "bidi-js";
import LineBreaker from "linebreak";

const bidi = bidiFactory();

/** A stretch of text in one font; `F` is whatever the caller draws it with. */
export interface Piece<F> {
  text: string;
  font: F;
}

/** A piece of a line, in visual order. */
export interface PlacedPiece<F> {
  /**
   * The characters in reading order. Hebrew and Arabic are reversed by the
   * shaper, as it lays out a right-to-left script; any other text on a
   * right-to-left stretch (a bracket, a dash) is reversed here.
   */
  text: string;
  font: F;
  /** Its left edge, from the line's start. */
  x: number;
  width: number;
  /** Where it starts in the paragraph's text, to draw the pieces in reading order. */
  start: number;
}

export interface Line<F> {
  pieces: Array<PlacedPiece<F>>;
  width: number;
  /** The spaces the line ends with, not counted in its width: a reader still gets them. */
  trailing: string;
}

/** Letters of the scripts that run right to left, which the shaper lays out reversed. */
const RIGHT_TO_LEFT_LETTER = /[\p{Script=Hebrew}\p{Script=Arabic}]/u;
const TRAILING_SPACE = /\s+$/u;

/**
 * Breaks `pieces` into lines no wider than `width` (a word wider than the line
 * gets a line of its own), and orders each line for drawing from left to
 * right; `direction` is the paragraph's, which decides where a run of the
 * other direction and the punctuation between them stand.
 */
export function layoutLines<F>(
  pieces: Array<Piece<F>>,
  width: number,
  measure: (text: string, font: F) => number,
  direction: "ltr" | "rtl" = "ltr",
): Array<Line<F>> {
  const text = pieces.map((piece) => piece.text).join("");
  /** The index in `pieces` of each UTF-16 unit of `text`. */
  const owner: number[] = pieces.flatMap((piece, index) =>
    Array<number>(piece.text.length).fill(index),
  );
  const { levels } = bidi.getEmbeddingLevels(text, direction);

  /** The stretches of [from, to) that share a font and a direction, in logical order. */
  const atoms = (from: number, to: number) => {
    const found: Array<{ start: number; end: number }> = [];
    for (let index = from; index < to; index++) {
      const last = found.at(-1);
      if (last && owner[index] === owner[last.start] && levels[index] === levels[last.start]) {
        last.end = index + 1;
      } else {
        found.push({ start: index, end: index + 1 });
      }
    }
    return found;
  };
  const widthOf = (from: number, to: number) =>
    atoms(from, to).reduce(
      (sum, atom) =>
        sum + measure(text.slice(atom.start, atom.end), pieces[owner[atom.start]!]!.font),
      0,
    );

  // Greedy filling, as PDFKit fills its lines: a line takes words while they
  // fit, its trailing spaces not counted.
  const ranges: Array<[number, number]> = [];
  const breaker = new LineBreaker(text);
  let lineStart = 0;
  let lastBreak = 0;
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
    const candidate = text.slice(lineStart, next.position).replace(TRAILING_SPACE, "");
    if (lastBreak > lineStart && widthOf(lineStart, lineStart + candidate.length) > width) {
      ranges.push([lineStart, lastBreak]);
      lineStart = lastBreak;
    }
    lastBreak = next.position;
    if (next.required && next.position < text.length) {
      ranges.push([lineStart, lastBreak]);
      lineStart = lastBreak;
    }
  }
  if (lineStart < text.length) ranges.push([lineStart, text.length]);

  return ranges.map(([start, end]) => {
    const visible = start + text.slice(start, end).replace(TRAILING_SPACE, "").length;
    const line = atoms(start, visible);
    // Unicode's rule L2: from the highest level down to the lowest odd one,
    // reverse every stretch at that level or above.
    const highest = Math.max(0, ...line.map((atom) => levels[atom.start]!));
    for (let level = highest; level >= 1; level--) {
      for (let index = 0; index < line.length;) {
        if (levels[line[index]!.start]! < level) {
          index++;
          continue;
        }
        let stop = index;
        while (stop < line.length && levels[line[stop]!.start]! >= level) stop++;
        line.splice(index, stop - index, ...line.slice(index, stop).reverse());
        index = stop;
      }
    }
    let x = 0;
    const placed = line.map((atom) => {
      const font = pieces[owner[atom.start]!]!.font;
      let characters = text.slice(atom.start, atom.end);
      if (levels[atom.start]! % 2 === 1 && !RIGHT_TO_LEFT_LETTER.test(characters)) {
        characters = [...characters]
          .reverse()
          .map((char) => bidi.getMirroredCharacter(char) ?? char)
          .join("");
      }
      const piece = {
        text: characters,
        font,
        x,
        width: measure(characters, font),
        start: atom.start,
      };
      x += piece.width;
      return piece;
    });
    return { pieces: placed, width: x, trailing: text.slice(visible, end) };
  });
}
