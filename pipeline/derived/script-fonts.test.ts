import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { type Face, ScriptFonts, interCovers } from "./script-fonts";

/** A line in each script the share images and the resume draw beyond Latin. */
const SAMPLES = {
  greek: "Ελένη Παπαδοπούλου",
  cyrillic: "Анна Смирнова",
  hebrew: "שלום עולם",
  arabic: "مرحبا بالعالم",
  devanagari: "हिन्दी में स्वागत",
  chinese: "王伟",
  japanese: "やまだ たろう 山田太郎",
  korean: "김민준",
  emoji: "🚀👩‍💻🇫🇷",
};

const parse = (face: Face) => fontkit.create(face.data) as fontkit.Font;

/** The characters of `text` that neither Inter's Latin file nor any face draws. */
function missing(fonts: ScriptFonts, text: string) {
  const parsed = fonts.faces.map(parse);
  return [...text].filter((char) => {
    const codePoint = char.codePointAt(0)!;
    // The joiner and the emoji selector, which an emoji sequence may leave to the font.
    if (char === "\u200D" || char === "\uFE0F") return false;
    return (
      !interCovers(["latin"], codePoint) &&
      !parsed.some((font) => font.hasGlyphForCodePoint(codePoint))
    );
  });
}

describe("ScriptFonts", () => {
  it("loads no fallback font for a text Inter draws whole", async () => {
    const fonts = await ScriptFonts.load(
      [{ text: "Riley Chen — Student developer, 4.0 GPA · “AI” & co.", weight: 700 }],
      ["latin"],
    );
    expect(fonts.faces).toEqual([]);
  });

  it("draws every character of every script with Inter or a fallback face", async () => {
    const texts = Object.values(SAMPLES).flatMap((text) => [
      { text, weight: 400 as const },
      { text, weight: 700 as const },
    ]);
    const fonts = await ScriptFonts.load(texts, ["latin"]);
    for (const text of Object.values(SAMPLES)) expect(missing(fonts, text), text).toEqual([]);
  });

  it("cuts each face down to the characters it draws, as a static font", async () => {
    const fonts = await ScriptFonts.load([{ text: SAMPLES.chinese, weight: 700 }], ["latin"]);
    expect(fonts.faces.map((face) => face.name)).toEqual(["Noto Sans SC 112", "Noto Sans SC 116"]);
    for (const face of fonts.faces) {
      const font = parse(face);
      // The character, and .notdef.
      expect(font.numGlyphs).toBe(2);
      expect(Object.keys(font.variationAxes)).toEqual([]);
      expect(face.data.length).toBeLessThan(4_000);
    }
  });

  it("fixes a variable font at the weight it is drawn in", async () => {
    const [regular, bold] = await Promise.all(
      ([400, 700] as const).map(async (weight) => {
        const fonts = await ScriptFonts.load([{ text: "ש", weight }], ["latin"]);
        return parse(fonts.faces[0]!).glyphForCodePoint("ש".codePointAt(0)!);
      }),
    );
    // The bold instance's letter is wider than the regular's.
    expect(bold!.advanceWidth).toBeGreaterThan(regular!.advanceWidth);
  });

  it("takes Han characters from the Japanese font beside kana, the Korean beside Hangul, else the Chinese", async () => {
    const familyOf = async (text: string) => {
      const fonts = await ScriptFonts.load([{ text, weight: 400 }], ["latin"]);
      return fonts
        .runs(text, 400)
        .filter((run) => run.text.includes("山"))
        .map((run) => run.face!.name.replace(/ \d+$/, ""));
    };
    expect(await familyOf("山田")).toEqual(["Noto Sans SC"]);
    expect(await familyOf("やまだ 山田")).toEqual(["Noto Sans JP"]);
    expect(await familyOf("김 山田")).toEqual(["Noto Sans KR"]);
  });

  it("cuts a text into runs of one font, keeping a right-to-left phrase whole", async () => {
    const text = `Hi ${SAMPLES.hebrew} 2024 ${SAMPLES.emoji}`;
    const fonts = await ScriptFonts.load([{ text, weight: 400 }], ["latin"]);
    expect(fonts.runs(text, 400).map((run) => [run.text, run.face?.name ?? "Inter"])).toEqual([
      ["Hi ", "Inter"],
      [SAMPLES.hebrew, "Noto Sans Hebrew hebrew"],
      [" 2024 ", "Inter"],
      [SAMPLES.emoji, "Noto Emoji"],
    ]);
    expect(() => fonts.runs("another text", 400)).toThrow(/was not loaded/);
  });

  it("gives the same bytes for the same texts", async () => {
    const texts = [{ text: Object.values(SAMPLES).join(" "), weight: 700 as const }];
    const [first, second] = await Promise.all([
      ScriptFonts.load(texts, ["latin"]),
      ScriptFonts.load(texts, ["latin"]),
    ]);
    expect(first.faces.map((face) => face.name)).toEqual(second.faces.map((face) => face.name));
    first.faces.forEach((face, index) =>
      expect(face.data.equals(second.faces[index]!.data)).toBe(true),
    );
  });
});
