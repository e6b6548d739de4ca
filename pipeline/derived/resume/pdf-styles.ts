// The resume PDF's page, spaces and text styles, as the web page's print styles set them.
import { palette } from "../../../app/lib/design-tokens.ts";
import type { InterFont } from "./pdf-fonts.ts";

// The light theme's colours, as the resume page prints; the accent its deeper shade, for paper.
const { ink: INK, inkMuted: MUTED, accentStrong: ACCENT, line: RULE } = palette("light");
export { INK, RULE };

export const PAGE_SIZES = { LETTER: [612, 792], A4: [595.28, 841.89] } as const;
export const MARGIN = { x: 48, y: 40 };
/** Vertical space, in points, as the web page's print styles set it. */
export const SPACE = {
  belowName: 2,
  belowHeadline: 6,
  aboveSection: 14,
  aboveRule: 2,
  belowRule: 6,
  betweenEntries: 8,
  betweenBullets: 1,
};
/** Between two contact links on a line. */
export const CONTACT_GAP = 12;
export const RULE_WIDTH = 0.75;
/** The dot's radius, and the indent of the bullet's text from the margin. */
export const BULLET = { radius: 1.5, indent: 10 };

export interface TextStyle {
  font: InterFont;
  size: number;
  /** The distance between baselines, as the web page's line-height. */
  leading: number;
  color: string;
}
const BODY: TextStyle = { font: "regular", size: 10, leading: 14, color: INK };
export const STYLES = {
  name: { font: "bold", size: 24, leading: 28.8, color: INK },
  headline: { font: "regular", size: 11, leading: 15.4, color: MUTED },
  heading: { font: "bold", size: 10, leading: 14, color: ACCENT },
  body: BODY,
  strong: { ...BODY, font: "bold" },
  muted: { ...BODY, color: MUTED },
  link: { ...BODY, color: ACCENT },
} satisfies Record<string, TextStyle>;

/** A run of text in one style; runs of a paragraph flow on from each other. */
export interface Run {
  text: string;
  style: TextStyle;
}
