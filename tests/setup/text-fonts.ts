// Whether this machine has a font for every letter the sites under test show:
// the owner's content, the fixture content and every language's dictionary.
// Without one, a browser draws nothing where the letter is, and a test that
// measures the page (a nav link in Japanese 10 px wide) fails for the machine,
// not the site. Read by ensure-test-tools.ts, which installs what is missing.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";

/** The folders whose text the sites show. */
const TEXT_FOLDERS = ["app/content", "app/i18n", "tests/fixtures/content"];
const TEXT_EXTENSIONS = new Set([".ts", ".tsx", ".md", ".mdx", ".json", ".yaml", ".yml"]);

/** Debian's font packages, each with the scripts it draws that the machine's own fonts may not. */
export const FONT_PACKAGES = {
  // By script extensions, so that a mark of both kana ("ー") counts as theirs.
  "fonts-noto-cjk": /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}\p{scx=Bopomofo}]/u,
  // Noto's fonts of most other living scripts: Devanagari, Arabic, Thai, Georgian...
  "fonts-noto-core": /\p{L}/u,
} as const;
export type FontPackage = keyof typeof FONT_PACKAGES;

function* textFiles(folder: string): Generator<string> {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return; // A folder this checkout has not got.
  }
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (TEXT_EXTENSIONS.has(extname(entry.name).toLowerCase())) yield path;
  }
}

let letters: Set<string> | undefined;

/** The distinct letters of the sites' text, read once: installing fonts changes which are drawn, not these. */
function lettersOfTheText(): Set<string> {
  if (letters) return letters;
  letters = new Set<string>();
  for (const folder of TEXT_FOLDERS) {
    for (const file of textFiles(folder)) {
      for (const character of readFileSync(file, "utf8")) {
        if (/\p{L}/u.test(character)) letters.add(character);
      }
    }
  }
  return letters;
}

/** Whether some font of fontconfig's listing of character sets ("20-7e a0-17f 192 ...", a line a font) draws `codePoint`. */
export function drawsWith(listing: string): (codePoint: number) => boolean {
  const ranges: Array<[number, number]> = [];
  for (const range of listing.split(/\s+/)) {
    if (!range) continue;
    const [from = Number.NaN, to = from] = range.split("-").map((hex) => Number.parseInt(hex, 16));
    if (Number.isFinite(from) && Number.isFinite(to)) ranges.push([from, to]);
  }
  return (codePoint) => ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/** The package whose fonts draw `letter`. */
export const fontPackageFor = (letter: string) =>
  (Object.keys(FONT_PACKAGES) as FontPackage[]).find((name) => FONT_PACKAGES[name].test(letter))!;

/**
 * The letters of the sites' text no installed font draws, by the package that
 * would draw them; every letter where fontconfig is missing, as it is on a
 * machine with no browser yet (a browser's packages bring it). Empty where
 * fonts are not Debian's to install (macOS, Windows).
 */
export function lettersWithoutFont(): Map<FontPackage, string[]> {
  const missing = new Map<FontPackage, string[]>();
  if (process.platform !== "linux") return missing;
  let drawn: (codePoint: number) => boolean = () => false;
  try {
    drawn = drawsWith(
      execFileSync("fc-list", ["--format=%{charset}\\n"], {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      }),
    );
  } catch {
    // No fontconfig: every letter counts as missing until it is installed.
  }
  for (const letter of lettersOfTheText()) {
    if (drawn(letter.codePointAt(0)!)) continue;
    const fontPackage = fontPackageFor(letter);
    missing.set(fontPackage, [...(missing.get(fontPackage) ?? []), letter]);
  }
  return missing;
}
