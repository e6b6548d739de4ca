/**
 * What a post's or case study's compiled MDX (pipeline/plugins/compile-mdx.ts) and
 * the components that show it agree on, stated once for both: the list of
 * contents the module exports, and the box a block formula is drawn in.
 */

/** A heading of a post or case study, as its compiled MDX exports it in `contents`. */
export interface ContentsEntry {
  depth: 2 | 3;
  id: string;
  text: string;
}

/**
 * The box of a block formula: a group, styled by app.css's `.math-display`,
 * named by the site's dictionary (`formula`). FormulaBox draws it on the site;
 * the feed's HTML, which has no script, carries it as a plain element.
 */
export const FORMULA_BOX_ATTRIBUTES = {
  className: "math-display",
  role: "group",
} as const;
