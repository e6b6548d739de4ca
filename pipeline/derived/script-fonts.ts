/**
 * The fonts the share images and the resume PDF fall back on for what Inter
 * does not draw: Hebrew, Arabic, Devanagari, Chinese, Japanese, Korean and
 * emoji, and Inter's own Greek, Cyrillic and Vietnamese files. Each comes
 * from an npm package, so a build needs nothing but `npm ci`
 * (docs/decisions/script-fonts-for-share-images-and-resume.md says which and
 * what they cost).
 *
 * A text that Inter draws whole loads none of them. Otherwise each character
 * Inter lacks is given to the first family that draws it, and only the files
 * holding those characters are read; each is cut down to them and, when it is
 * a variable font, fixed at the weight it is drawn in, so Satori and PDFKit
 * are handed a small static TrueType font.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import subsetFont from "subset-font";

export type Weight = 400 | 700;

/** A string as a card or the resume draws it, at its weight. */
export interface WeightedText {
  text: string;
  weight: Weight;
}

/** A fallback font, cut down to the characters a document draws with it. */
export interface Face {
  /** Its family, with the name of the file it was cut from: each file is a family of its own. */
  name: string;
  weight: Weight;
  /** TrueType data. */
  data: Buffer;
}

interface Family {
  name: string;
  /** The Fontsource package. */
  package: string;
  /** Which of the package's subsets (its unicode.json keys) hold this family's characters. */
  subsets: (key: string) => boolean;
  /** The file of a subset, inside the package's files/ folder. */
  file: (subset: string, weight: Weight) => string;
  /** A variable font is fixed at the weight it is drawn in. */
  isVariable: boolean;
  /** One file holds every subset's characters. */
  isWhole?: boolean;
}

const numbered = (key: string) => /^\[\d+\]$/.test(key);
const bare = (key: string) => key.replace(/^\[(\d+)\]$/, "$1");

/** A Fontsource variable package, its files named `<id>-<subset>-wght-normal.woff2`. */
const variable = (name: string, id: string, subsets: (key: string) => boolean): Family => ({
  name,
  package: `@fontsource-variable/${id}`,
  subsets,
  file: (subset) => `${id}-${bare(subset)}-wght-normal.woff2`,
  isVariable: true,
});

/** Inter's files for the scripts beyond Latin; the same static WOFF files the cards use for Latin. */
const INTER: Family = {
  name: "Inter",
  package: "@fontsource/inter",
  subsets: (key) => key !== "latin",
  file: (subset, weight) => `inter-${subset}-${weight}-normal.woff`,
  isVariable: false,
};

const HAN = {
  sc: variable("Noto Sans SC", "noto-sans-sc", numbered),
  jp: variable("Noto Sans JP", "noto-sans-jp", numbered),
  kr: variable("Noto Sans KR", "noto-sans-kr", numbered),
};

/**
 * Noto Emoji: monochrome outlines, drawn in the text's colour, at the text's
 * weight. Its whole file, not Fontsource's slices: Satori remembers the font
 * it found for a character by its first UTF-16 unit, which every emoji of a
 * block shares, so the first emoji's slice would be asked for all the others.
 */
const EMOJI: Family = {
  name: "Noto Emoji",
  package: "@fontsource/noto-emoji",
  subsets: numbered,
  file: (_subset, weight) => `noto-emoji-emoji-${weight}-normal.woff2`,
  isVariable: false,
  isWhole: true,
};

const SCRIPTS = [
  INTER,
  variable("Noto Sans Hebrew", "noto-sans-hebrew", (key) => key === "hebrew"),
  // Not Noto Sans Arabic: it places the dots of its letters as marks, which
  // Satori draws on the wrong side of the baseline (it adds HarfBuzz's upward
  // offsets downward), so "في" lost its dots. Vazirmatn draws them in the letters.
  variable("Vazirmatn", "vazirmatn", (key) => key === "arabic"),
  variable("Noto Sans Devanagari", "noto-sans-devanagari", (key) => key === "devanagari"),
];

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;

/**
 * The families in the order they are tried for a text. Chinese, Japanese and
 * Korean share the Han characters but not their shapes, so a text with kana
 * takes them from the Japanese font, one with Hangul from the Korean, any
 * other from the Simplified Chinese.
 */
function familiesFor(text: string): Family[] {
  const han = KANA.test(text)
    ? [HAN.jp, HAN.sc, HAN.kr]
    : HANGUL.test(text)
      ? [HAN.kr, HAN.sc, HAN.jp]
      : [HAN.sc, HAN.jp, HAN.kr];
  return [...SCRIPTS, ...han, EMOJI];
}

/** Drawn as an emoji, not as text, even where a text font has the character. */
const EMOJI_PRESENTATION = /\p{Emoji_Presentation}|\u{FE0F}|\u{20E3}/u;
/** Joiners and variation selectors: a font may leave them out and still draw the sequence. */
const isInvisible = (char: string) => {
  const codePoint = char.codePointAt(0)!;
  return (
    codePoint === 0x200c || codePoint === 0x200d || (codePoint >= 0xfe00 && codePoint <= 0xfe0f)
  );
};
const WHITESPACE = /^\s$/u;

const require = createRequire(import.meta.url);
const graphemes = new Intl.Segmenter("und", { granularity: "grapheme" });

type Ranges = Array<[number, number]>;

/** Fontsource's unicode.json: each subset's unicode-range, as the CSS gives it. */
const unicodeRanges = new Map<Family, Array<{ subset: string; ranges: Ranges }>>();
function subsetsOf(family: Family) {
  let subsets = unicodeRanges.get(family);
  if (!subsets) {
    const json = require(`${family.package}/unicode.json`) as Record<string, string>;
    subsets = Object.entries(json)
      .filter(([key]) => family.subsets(key))
      .map(([subset, range]) => ({
        subset,
        ranges: range.split(",").map((part): [number, number] => {
          const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
          return [parseInt(from!, 16), parseInt(to!, 16)];
        }),
      }));
    if (family.isWhole) {
      subsets = [{ subset: "all", ranges: subsets.flatMap(({ ranges }) => ranges) }];
    }
    unicodeRanges.set(family, subsets);
  }
  return subsets;
}

const inRanges = (ranges: Ranges, codePoint: number) =>
  ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

/** Inter's files by subset, to tell what a caller's own Inter draws. */
const interSubsets = subsetsOf({ ...INTER, subsets: () => true });

/** Whether the files of Inter named by `subsets` (unicode.json keys, as "latin") draw `codePoint`. */
export const interCovers = (subsets: readonly string[], codePoint: number) =>
  interSubsets.some(
    ({ subset, ranges }) => subsets.includes(subset) && inRanges(ranges, codePoint),
  );

/** Read once per process: a file is read the first time a text needs it. */
const files = new Map<string, Promise<{ data: Buffer; font: fontkit.Font }>>();
function fontFile(path: string) {
  let file = files.get(path);
  if (!file) {
    file = readFile(path).then((data) => ({ data, font: fontkit.create(data) as fontkit.Font }));
    files.set(path, file);
  }
  return file;
}

interface Choice {
  family: Family;
  subset: string;
  path: string;
}

/**
 * The file of the first family in `families` that draws every visible
 * character of `grapheme`, or undefined when none does: fontsource's
 * unicode-range finds the file, its character map confirms it. A file whose
 * range holds the joiners and selectors too is taken first: it is the one that
 * draws an emoji sequence as one picture.
 */
async function choose(
  grapheme: string,
  families: Family[],
  weight: Weight,
): Promise<Choice | undefined> {
  const all = [...grapheme].map((char) => char.codePointAt(0)!);
  const visible = [...grapheme]
    .filter((char) => !isInvisible(char))
    .map((char) => char.codePointAt(0)!);
  if (visible.length === 0) return undefined;
  const holds = (ranges: Ranges, codePoints: number[]) =>
    codePoints.every((codePoint) => inRanges(ranges, codePoint));
  for (const family of families) {
    const subsets = subsetsOf(family);
    const found =
      subsets.find(({ ranges }) => holds(ranges, all)) ??
      subsets.find(({ ranges }) => holds(ranges, visible));
    if (!found) continue;
    const path = require.resolve(`${family.package}/files/${family.file(found.subset, weight)}`);
    const { font } = await fontFile(path);
    if (visible.every((codePoint) => font.hasGlyphForCodePoint(codePoint))) {
      return { family, subset: found.subset, path };
    }
  }
  return undefined;
}

/** A text cut into runs, each drawn by one font: a fallback face, or the base font where `face` is undefined. */
export interface FontRun {
  text: string;
  face?: Face;
}

/**
 * The fallback faces a set of texts needs, and how each text splits between
 * them and the base font: the files of Inter the caller loads itself.
 */
export class ScriptFonts {
  readonly faces: Face[];
  private readonly runsOf: Map<string, FontRun[]>;

  private constructor(faces: Face[], runsOf: Map<string, FontRun[]>) {
    this.faces = faces;
    this.runsOf = runsOf;
  }

  static async load(texts: WeightedText[], baseSubsets: readonly string[]): Promise<ScriptFonts> {
    const key = (text: string, weight: Weight) => `${weight} ${text}`;
    const plans = new Map<
      string,
      { weight: Weight; pieces: Array<{ text: string; choice?: Choice }> }
    >();
    const wanted = new Map<string, { choice: Choice; weight: Weight; characters: Set<string> }>();
    for (const { text, weight } of texts) {
      if (plans.has(key(text, weight))) continue;
      const families = familiesFor(text);
      const pieces: Array<{ text: string; choice?: Choice }> = [];
      for (const { segment } of graphemes.segment(text)) {
        const isBase =
          !EMOJI_PRESENTATION.test(segment) &&
          [...segment].every(
            (char) => isInvisible(char) || interCovers(baseSubsets, char.codePointAt(0)!),
          );
        const choice = isBase
          ? undefined
          : await choose(
              segment,
              EMOJI_PRESENTATION.test(segment) ? [EMOJI, ...families] : families,
              weight,
            );
        pieces.push({ text: segment, choice });
      }
      // A space between two words of one script's font is drawn in that font,
      // so that a line of Arabic or Hebrew stays one run, which the PDF lays
      // out right to left whole. Not between emoji: Noto Emoji's space is as
      // wide as an emoji.
      pieces.forEach((piece, index) => {
        const before = pieces[index - 1]?.choice;
        if (
          WHITESPACE.test(piece.text) &&
          before &&
          before.family !== EMOJI &&
          before.path === pieces[index + 1]?.choice?.path
        ) {
          piece.choice = before;
        }
      });
      for (const { text: grapheme, choice } of pieces) {
        if (!choice) continue;
        const id = `${choice.path} ${weight}`;
        const entry = wanted.get(id) ?? { choice, weight, characters: new Set() };
        for (const char of grapheme) entry.characters.add(char);
        wanted.set(id, entry);
      }
      plans.set(key(text, weight), { weight, pieces });
    }

    const faces = new Map<string, Face>();
    await Promise.all(
      [...wanted].map(async ([id, { choice, weight, characters }]) => {
        const { data } = await fontFile(choice.path);
        faces.set(id, {
          name: choice.family.isWhole
            ? choice.family.name
            : `${choice.family.name} ${bare(choice.subset)}`,
          weight,
          data: await subsetFont(data, [...characters].sort().join(""), {
            targetFormat: "truetype",
            variationAxes: choice.family.isVariable ? { wght: weight } : undefined,
          }),
        });
      }),
    );

    const runsOf = new Map<string, FontRun[]>();
    for (const [planKey, { weight, pieces }] of plans) {
      const runs: FontRun[] = [];
      for (const { text, choice } of pieces) {
        const face = choice && faces.get(`${choice.path} ${weight}`);
        const last = runs.at(-1);
        if (last && last.face === face) last.text += text;
        else runs.push({ text, face });
      }
      runsOf.set(planKey, runs);
    }
    // Sorted, so the same texts give the same fonts in the same order, and the same bytes.
    const sorted = [...faces.values()].sort((a, b) =>
      a.name === b.name ? a.weight - b.weight : a.name < b.name ? -1 : 1,
    );
    return new ScriptFonts(sorted, runsOf);
  }

  /** `text` at `weight` (one of the texts it was loaded with), as runs of one font each. */
  runs(text: string, weight: Weight): FontRun[] {
    const runs = this.runsOf.get(`${weight} ${text}`);
    if (!runs) throw new Error(`ScriptFonts was not loaded with "${text}" at ${weight}`);
    return runs;
  }
}
