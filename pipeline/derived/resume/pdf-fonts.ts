// Inter, the resume PDF's font, and how PDFKit is asked to set it.
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import type { Weight } from "../script-fonts.ts";

// Resolved from the project root: the Vite config that loads this file is bundled elsewhere.
const require = createRequire(`${process.cwd()}/`);
export const INTER = {
  regular: require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff"),
  bold: require.resolve("@fontsource/inter/files/inter-latin-700-normal.woff"),
};
export type InterFont = keyof typeof INTER;
export const WEIGHT = { regular: 400, bold: 700 } as const satisfies Record<InterFont, Weight>;

/** Inter's ascent, a share of its size: where PDFKit puts a line's baseline below its top. */
let interAscent: number | undefined;
export function ascentOfInter(): number {
  if (interAscent === undefined) {
    const inter = fontkit.openSync(INTER.regular) as fontkit.Font;
    interAscent = inter.ascent / inter.unitsPerEm;
  }
  return interAscent;
}

/**
 * No ligatures: a parser would read an "fi" glyph as one character. fontkit
 * takes features as an object of switches; @types/pdfkit only knows a list of
 * features to turn on.
 */
export const FEATURES = {
  liga: false,
  clig: false,
} as unknown as PDFKit.Mixins.OpenTypeFeatures[];
