/**
 * Which way a text runs, as the Unicode Bidirectional Algorithm (bidi-js)
 * reads it: from its first strong character, as HTML's `dir="auto"` does. A
 * title in Hebrew or Arabic starts at the right; one in any other script, or
 * with no letters at all, at the left.
 */
import bidiFactory from "bidi-js";

const bidi = bidiFactory();

export function directionOf(text: string): "ltr" | "rtl" {
  const [paragraph] = bidi.getEmbeddingLevels(text, "auto").paragraphs;
  return paragraph && paragraph.level % 2 === 1 ? "rtl" : "ltr";
}
