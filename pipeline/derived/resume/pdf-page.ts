/**
 * Writes the resume PDF's page from top to bottom, with its structure tree.
 * PDFKit has no layout engine, so every line is placed here, by one path:
 * line-layout.ts breaks a block into lines and orders each for drawing, in
 * Inter or a fallback face, left to right or right to left, and each piece is
 * drawn on Inter's baseline, in reading order, so that a parser reads the
 * words in the order they were written.
 *
 * In a language written right to left the page mirrors, as the web page does:
 * lines start at the right margin, the dots of a list stand at the right, a
 * role's period at the left, and the contact links run from the right. Each
 * paragraph still reads in its own direction (an English project name stays
 * left to right), and a link's address always does.
 */
import type { Face, FontRun, ScriptFonts } from "../script-fonts.ts";
import { FEATURES, WEIGHT, ascentOfInter } from "./pdf-fonts.ts";
import {
  BULLET,
  CONTACT_GAP,
  INK,
  MARGIN,
  RULE,
  RULE_WIDTH,
  type Run,
  SPACE,
  STYLES,
  type TextStyle,
} from "./pdf-styles.ts";
import { type Piece, layoutLines } from "./line-layout.ts";
import { directionOf } from "../text-direction.ts";

type StructElement = PDFKit.PDFStructureElement;

/** A run, or part of one, in one font: its style's Inter, or a fallback face. */
type StyledPiece = Piece<{ style: TextStyle; font: string }>;

type Direction = "ltr" | "rtl";
/** Where a line sits: against the page's start margin, or its end margin. */
type Align = "start" | "end";

const LETTER = /\p{L}/u;

export class PageWriter {
  y = MARGIN.y;
  /** Set when a line falls below the page's margin. */
  overflows = false;
  readonly doc: PDFKit.PDFDocument;
  readonly width: number;
  /** The page's direction: its language's. */
  readonly direction: Direction;
  private readonly fonts: ScriptFonts;
  private readonly faceNames = new Map<Face, string>();

  constructor(doc: PDFKit.PDFDocument, fonts: ScriptFonts, direction: Direction) {
    this.doc = doc;
    this.width = doc.page.width - 2 * MARGIN.x;
    this.direction = direction;
    this.fonts = fonts;
    fonts.faces.forEach((face, index) => {
      const name = `fallback-${index}`;
      doc.registerFont(name, face.data);
      this.faceNames.set(face, name);
    });
  }

  /**
   * Where a line of `style` has its baseline, below the top of its line box:
   * the leading's extra space split above and below, as CSS does, then Inter's ascent.
   */
  private baselineOf(style: TextStyle) {
    const gap =
      style.leading - this.doc.font(style.font).fontSize(style.size).currentLineHeight(true);
    return gap / 2 + ascentOfInter() * style.size;
  }

  /** `runs` cut where the font changes. */
  private pieces(runs: Run[]): StyledPiece[] {
    return runs.flatMap(({ text, style }) =>
      this.fonts.runs(text, WEIGHT[style.font]).map(({ text: piece, face }: FontRun) => ({
        text: piece,
        font: { style, font: face ? this.faceNames.get(face)! : style.font },
      })),
    );
  }

  private measure(text: string, { style, font }: StyledPiece["font"]) {
    return this.doc.font(font).fontSize(style.size).widthOfString(text, { features: FEATURES });
  }

  /** Whether a line aligned to `align` sits against the right margin. */
  private isRight(align: Align) {
    return (align === "end") === (this.direction === "ltr");
  }

  /**
   * The direction a paragraph of `pieces` reads in. On a left-to-right page,
   * always left to right. On a right-to-left page, its own, from its first
   * letter, as the web page's `dir="auto"` reads the owner's words; with no
   * letter (a period of years), the page's.
   */
  private paragraphDirection(pieces: StyledPiece[]): Direction {
    if (this.direction === "ltr") return "ltr";
    const text = pieces.map((piece) => piece.text).join("");
    return LETTER.test(text) ? directionOf(text) : this.direction;
  }

  /**
   * Sets `pieces` in lines from `top`, `x` from the left, `width` wide, each
   * line `leading` below the last, against the page's start edge or, with
   * `align` end, its end edge; returns the height the lines take. Each line's
   * last piece carries the line's trailing spaces, and the block ends with
   * one, so that words never run together for a reader of the text.
   * `direction` is the paragraph's, when it is not its own.
   */
  private setLines(
    pieces: StyledPiece[],
    {
      x,
      top,
      width,
      leading,
      align = "start",
      direction = this.paragraphDirection(pieces),
    }: {
      x: number;
      top: number;
      width: number;
      leading: number;
      align?: Align;
      direction?: Direction;
    },
  ) {
    const lines = layoutLines(pieces, width, (text, font) => this.measure(text, font), direction);
    lines.forEach((line, index) => {
      const start = this.isRight(align) ? x + width - line.width : x;
      const inReadingOrder = [...line.pieces].sort((a, b) => a.start - b.start);
      inReadingOrder.forEach((piece, order) => {
        const { style, font } = piece.font;
        const baseline = top + index * leading + this.baselineOf(style);
        if (baseline > this.doc.page.maxY()) this.overflows = true;
        const isLast = order === inReadingOrder.length - 1;
        const ending = isLast ? (index === lines.length - 1 ? " " : line.trailing) : "";
        const options = { lineBreak: false, baseline: "alphabetic", features: FEATURES } as const;
        this.doc.font(font).fontSize(style.size).fillColor(style.color);
        this.doc.text(piece.text, start + piece.x, baseline, options);
        // In Inter, which has a space where a fallback face may not; after
        // the line's end, which is its left edge in a right-to-left paragraph.
        if (ending) {
          this.doc.font(style.font);
          const after =
            direction === "ltr"
              ? start + piece.x + piece.width
              : start - this.doc.widthOfString(ending, { features: FEATURES });
          this.doc.text(ending, after, baseline, options);
        }
      });
    });
    return lines.length * leading;
  }

  /** The runs as one block of wrapped text; they share the leading of the last run's style. */
  private flow(runs: Run[]) {
    this.y += this.setLines(this.pieces(runs), {
      x: MARGIN.x,
      top: this.y,
      width: this.width,
      leading: runs.at(-1)!.style.leading,
    });
  }

  /** A structure element of `type` that holds the runs, added to `parent`. */
  block(parent: StructElement, type: string, runs: Run[]) {
    parent.add(this.doc.struct(type, {}, () => this.flow(runs)));
  }

  /** One line with `main` at the start and `aside` set against the end, read in that order. */
  lineWithAside(parent: StructElement, main: Run, aside: Run) {
    parent.add(
      this.doc.struct("P", {}, () => {
        const top = this.y;
        this.flow([main]);
        const height = this.setLines(this.pieces([aside]), {
          x: MARGIN.x,
          top,
          width: this.width,
          leading: aside.style.leading,
          align: "end",
        });
        this.y = Math.max(this.y, top + height);
      }),
    );
  }

  /**
   * Runs side by side from the page's start, each a link with its annotation
   * or plain text, on as many lines as they need; a run is never broken, and
   * a link's address reads left to right. The annotation's Contents says
   * where the link goes, for readers that list links on their own.
   */
  row(parent: StructElement, items: Array<Run & { url?: string }>) {
    const p = this.doc.struct("P");
    parent.add(p);
    const leading = Math.max(...items.map((item) => item.style.leading));
    /** How far along the line from the page's start margin the next run begins. */
    let along = 0;
    let top = this.y;
    for (const item of items) {
      const pieces = this.pieces([item]);
      const width = pieces.reduce((sum, piece) => sum + this.measure(piece.text, piece.font), 0);
      if (along > 0 && along + width > this.width) {
        along = 0;
        top += leading;
      }
      const x = this.isRight("start") ? MARGIN.x + this.width - along - width : MARGIN.x + along;
      const draw = () =>
        this.setLines(pieces, {
          x,
          top,
          width: Infinity,
          leading: item.style.leading,
          // Placed above by its left edge, on either page.
          align: this.isRight("start") ? "end" : "start",
          ...(item.url ? { direction: "ltr" } : {}),
        });
      if (item.url) {
        const link = this.doc.struct("Link");
        p.add(link);
        link.add(this.doc.markStructureContent("Link"));
        draw();
        this.doc.endMarkedContent();
        this.doc.link(x, top, width, item.style.leading, item.url, {
          structParent: link,
          // A String object, which PDFKit writes as a PDF string; a plain string
          // would become a PDF name. @types/pdfkit knows neither.
          Contents: new String(`${item.text}: ${item.url}`),
        } as unknown as PDFKit.Mixins.AnnotationOption);
        link.end();
      } else {
        p.add(this.doc.markStructureContent("P"));
        draw();
        this.doc.endMarkedContent();
      }
      along += width + CONTACT_GAP;
    }
    p.end();
    this.y = top + leading;
  }

  /** A bullet list: `L`, then per item `LI` with the dot as its `Lbl` and the text as its `LBody`. */
  list(parent: StructElement, items: string[]) {
    const l = this.doc.struct("L");
    parent.add(l);
    for (const item of items) {
      const li = this.doc.struct("LI");
      l.add(li);
      const top = this.y + SPACE.betweenBullets;
      const dotFromMargin = BULLET.radius + 1;
      li.add(
        this.doc.struct("Lbl", {}, () => {
          this.doc
            .circle(
              this.isRight("start")
                ? MARGIN.x + this.width - dotFromMargin
                : MARGIN.x + dotFromMargin,
              top + STYLES.body.leading / 2,
              BULLET.radius,
            )
            .fill(INK);
        }),
      );
      li.add(
        this.doc.struct("LBody", {}, () => {
          this.y =
            top +
            this.setLines(this.pieces([{ text: item, style: STYLES.body }]), {
              x: this.isRight("start") ? MARGIN.x : MARGIN.x + BULLET.indent,
              top,
              width: this.width - BULLET.indent,
              leading: STYLES.body.leading,
            });
        }),
      );
      li.end();
    }
    l.end();
  }

  /** A section: its heading as `H2` over a rule, then what `body` writes into it. */
  section(parent: StructElement, title: string, body: (section: StructElement) => void) {
    const section = this.doc.struct("Sect");
    parent.add(section);
    this.y += SPACE.aboveSection;
    this.block(section, "H2", [{ text: title, style: STYLES.heading }]);
    this.y += SPACE.aboveRule;
    this.doc.markContent("Artifact", { type: "Layout" });
    this.doc
      .moveTo(MARGIN.x, this.y)
      .lineTo(MARGIN.x + this.width, this.y)
      .lineWidth(RULE_WIDTH)
      .stroke(RULE);
    this.doc.endMarkedContent();
    this.y += SPACE.belowRule;
    body(section);
    section.end();
  }
}
