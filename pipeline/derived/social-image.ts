// Draws the Open Graph cards that link previews show when a page is shared:
// the site's (the owner's name and tagline) and each post's and case study's
// (its title and summary).
// Satori turns the text into paths with the bundled Inter, so the image is the
// same on every machine and build, whatever fonts the machine has; what Inter
// lacks (Hebrew, Arabic, Devanagari, Chinese, Japanese, Korean, emoji) it draws
// with the fallback fonts of script-fonts.ts, which a card loads only for the
// characters it has.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { createElement as h } from "react";
import satori from "satori";
import type { Font } from "satori";
import sharp from "sharp";
import { palette } from "../../app/lib/design-tokens.ts";
import { SHARE_IMAGE } from "../../app/lib/site-files.ts";
import { ScriptFonts } from "./script-fonts.ts";
import { directionOf } from "./text-direction.ts";

// The card wears the site's dark theme, with the light theme's deeper accent as its glow and edge.
const DARK = palette("dark");
const ACCENT_DEEP = palette("light").accent;

const resolve = createRequire(import.meta.url).resolve;

/**
 * Read once per build: Satori keeps a font it has parsed for as long as it is
 * given the same font data, and parsing the four faces costs more than drawing
 * a card.
 */
let fonts: Promise<Font[]> | undefined;

/** The files of Inter every card loads, by their Fontsource subset. */
const INTER_SUBSETS = ["latin", "latin-ext"];

async function interFonts(): Promise<Font[]> {
  // Satori keeps one face per family and weight and falls back to the other
  // families for a missing glyph, so the Latin Extended file gets a family of
  // its own and a name such as "Łukasiewicz" stays in Inter.
  const faces = [
    ["Inter", "latin", 400],
    ["Inter", "latin", 700],
    ["Inter Extended", "latin-ext", 400],
    ["Inter Extended", "latin-ext", 700],
  ] as const;
  return Promise.all(
    faces.map(async ([name, subset, weight]) => ({
      name,
      weight,
      style: "normal" as const,
      data: await readFile(
        resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
      ),
    })),
  );
}

/** The card carries the site's own mark, so a change to the favicon reaches it too. */
const svgDataUrl = (svg: string) =>
  `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

/**
 * Longer titles step down in size. At any size the card has room for two lines
 * of title (three for a post's long title) and two of text, and clamps
 * anything longer with an ellipsis.
 */
const titleStyle = (title: string) =>
  title.length <= 20
    ? { fontSize: 104, lineClamp: 2 }
    : title.length <= 32
      ? { fontSize: 84, lineClamp: 2 }
      : title.length <= 48
        ? { fontSize: 72, lineClamp: 2 }
        : { fontSize: 60, lineClamp: 3 };

/**
 * A text in Hebrew or Arabic runs from the right and sits against the right
 * margin, as a browser sets a block with `dir="auto"`; the footer, the card's
 * own furniture, stays on the left.
 */
const directionStyle = (text: string) =>
  directionOf(text) === "rtl" ? { direction: "rtl", alignSelf: "flex-end" } : {};

export async function renderSocialImage(input: {
  /** The small line at the top: the owner's role, or "Writing". */
  kicker: string;
  /** The headline: the owner's name, or a post's title. */
  title: string;
  /** Under the headline: the tagline, or a post's summary. */
  text: string;
  /** Beside the site's mark at the bottom: the site's address. */
  footer: string;
  /** The site's mark: its favicon.svg. */
  mark: string;
}): Promise<Buffer> {
  const card = h(
    "div",
    {
      style: {
        width: SHARE_IMAGE.width,
        height: SHARE_IMAGE.height,
        // Satori follows CSS here: without it the padding adds to the size.
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        padding: "64px 96px 56px",
        backgroundColor: DARK.page,
        backgroundImage: `radial-gradient(circle at 100% 0%, ${ACCENT_DEEP}73 0%, ${DARK.page}00 60%)`,
        borderTop: `10px solid ${ACCENT_DEEP}`,
        fontFamily: "Inter",
        color: DARK.ink,
      },
    },
    h(
      "div",
      {
        style: {
          fontSize: 24,
          fontWeight: 700,
          letterSpacing: "0.08em",
          textTransform: "uppercase",
          color: DARK.accent,
          lineClamp: 1,
          ...directionStyle(input.kicker),
        },
      },
      input.kicker,
    ),
    h(
      "div",
      {
        style: {
          display: "flex",
          flexDirection: "column",
          justifyContent: "center",
          flexGrow: 1,
          padding: "24px 0 28px",
        },
      },
      h(
        "div",
        {
          style: {
            ...titleStyle(input.title),
            fontWeight: 700,
            letterSpacing: "-0.035em",
            lineHeight: 1.08,
            ...directionStyle(input.title),
          },
        },
        input.title,
      ),
      h(
        "div",
        {
          style: {
            marginTop: 24,
            // A measure of about 42 characters reads well and keeps a short
            // tagline from leaving one word alone on its second line.
            maxWidth: 740,
            fontSize: 36,
            lineHeight: 1.35,
            color: DARK.inkMuted,
            lineClamp: 2,
            ...directionStyle(input.text),
          },
        },
        input.text,
      ),
    ),
    h(
      "div",
      {
        style: {
          display: "flex",
          alignItems: "center",
          paddingTop: 28,
          borderTop: `2px solid ${DARK.line}`,
        },
      },
      h("img", { src: svgDataUrl(input.mark), width: 44, height: 44 }),
      h(
        "div",
        { style: { marginLeft: 18, fontSize: 26, fontWeight: 700, color: DARK.ink, lineClamp: 1 } },
        input.footer,
      ),
    ),
  );

  const scripts = await ScriptFonts.load(
    [
      // Satori upper-cases the kicker itself, so the fallback fonts need both cases.
      { text: input.kicker, weight: 700 },
      { text: input.kicker.toUpperCase(), weight: 700 },
      { text: input.title, weight: 700 },
      { text: input.text, weight: 400 },
      { text: input.footer, weight: 700 },
    ],
    INTER_SUBSETS,
  );
  const svg = await satori(card, {
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    fonts: [
      ...(await (fonts ??= interFonts())),
      ...scripts.faces.map((face) => ({ ...face, style: "normal" as const })),
    ],
  });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}
