/**
 * The resume as a one-page, single-column, tagged PDF (PDF/UA-1), from the
 * same content as the /resume page.
 *
 * PDFKit writes the page and its structure tree together: the name is the
 * `H1`, each section a `Sect` with an `H2`, each entry line a `P`, each bullet
 * list an `L` of `LI` (`Lbl` holding the drawn dot, `LBody` the text), and each
 * link a `Link` holding its text and its annotation. Rules are artifacts. Text
 * is drawn in reading order, so the text a parser extracts reads the same.
 * PDFKit has no layout engine, so this file places every line itself.
 *
 * Inter draws the Latin text; what it lacks (another script, an emoji) is
 * drawn with the fallback fonts of ../script-fonts.ts, chosen from the text
 * the page holds (`resumeBlocks`) before it is drawn. A block in one font and
 * direction is set by PDFKit; one that mixes fonts or holds right-to-left text
 * is set by line-layout.ts, on Inter's baseline.
 */
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import PDFDocument from "pdfkit";
import type { SiteContent } from "../../../app/content/schema.ts";
import { palette } from "../../../app/lib/design-tokens.ts";
import type { Messages } from "../../../app/i18n/en/index.ts";
import { regionalTag } from "../../../app/i18n/languages.ts";
import { formatActivity, formatLocation } from "../../../app/lib/format.ts";
import { formatPeriod } from "../../../app/lib/dates.ts";
import { escapeXml } from "../escape-xml.ts";
import {
  type Face,
  type FontRun,
  ScriptFonts,
  type Weight,
  type WeightedText,
} from "../script-fonts.ts";
import { type Piece, layoutLines } from "./line-layout.ts";

// Resolved from the project root: the Vite config that loads this file is bundled elsewhere.
const require = createRequire(`${process.cwd()}/`);
const INTER = {
  regular: require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff"),
  bold: require.resolve("@fontsource/inter/files/inter-latin-700-normal.woff"),
};
const WEIGHT = { regular: 400, bold: 700 } as const satisfies Record<keyof typeof INTER, Weight>;
/** Inter's ascent, a share of its size: where PDFKit puts a line's baseline below its top. */
let interAscent: number | undefined;
function ascentOfInter(): number {
  if (interAscent === undefined) {
    const inter = fontkit.openSync(INTER.regular) as fontkit.Font;
    interAscent = inter.ascent / inter.unitsPerEm;
  }
  return interAscent;
}

// The light theme's colours, as the resume page prints; the accent its deeper shade, for paper.
const { ink: INK, inkMuted: MUTED, accentStrong: ACCENT, line: RULE } = palette("light");

const PAGE_SIZES = { LETTER: [612, 792], A4: [595.28, 841.89] } as const;
const MARGIN = { x: 48, y: 40 };
/** Vertical space, in points, as the web page's print styles set it. */
const SPACE = {
  belowName: 2,
  belowHeadline: 6,
  aboveSection: 14,
  aboveRule: 2,
  belowRule: 6,
  betweenEntries: 8,
  betweenBullets: 1,
};
/** Between two contact links on a line. */
const CONTACT_GAP = 12;
const RULE_WIDTH = 0.75;
/** The dot's radius, and the indent of the bullet's text from the margin. */
const BULLET = { radius: 1.5, indent: 10 };

interface TextStyle {
  font: keyof typeof INTER;
  size: number;
  /** The distance between baselines, as the web page's line-height. */
  leading: number;
  color: string;
}
const BODY: TextStyle = { font: "regular", size: 10, leading: 14, color: INK };
const STYLES = {
  name: { font: "bold", size: 24, leading: 28.8, color: INK },
  headline: { font: "regular", size: 11, leading: 15.4, color: MUTED },
  heading: { font: "bold", size: 10, leading: 14, color: ACCENT },
  body: BODY,
  strong: { ...BODY, font: "bold" },
  muted: { ...BODY, color: MUTED },
  link: { ...BODY, color: ACCENT },
} satisfies Record<string, TextStyle>;

/**
 * No ligatures: a parser would read an "fi" glyph as one character. fontkit
 * takes features as an object of switches; @types/pdfkit only knows a list of
 * features to turn on.
 */
const FEATURES = {
  liga: false,
  clig: false,
} as unknown as PDFKit.Mixins.OpenTypeFeatures[];

type PdfDocument = PDFKit.PDFDocument;
type StructElement = PDFKit.PDFStructureElement;

/** A run of text in one style; runs of a paragraph flow on from each other. */
interface Run {
  text: string;
  style: TextStyle;
}

/** The scripts that run right to left, which PDFKit would draw left to right. */
const RIGHT_TO_LEFT = /[\p{Script=Hebrew}\p{Script=Arabic}]/u;

/** A run, or part of one, in one font: its style's Inter, or a fallback face. */
type StyledPiece = Piece<{ style: TextStyle; font: string }>;

/** Writes the page from top to bottom, keeping the position of the next line. */
class PageWriter {
  y = MARGIN.y;
  /** Set when a line set here falls below the page, which PDFKit would have broken onto a second. */
  overflows = false;
  readonly doc: PdfDocument;
  readonly width: number;
  private readonly fonts: ScriptFonts;
  private readonly faceNames = new Map<Face, string>();

  constructor(doc: PdfDocument, fonts: ScriptFonts) {
    this.doc = doc;
    this.width = doc.page.width - 2 * MARGIN.x;
    this.fonts = fonts;
    fonts.faces.forEach((face, index) => {
      const name = `fallback-${index}`;
      doc.registerFont(name, face.data);
      this.faceNames.set(face, name);
    });
  }

  /** Sets `style` for the next text, and returns the gap PDFKit must add to each line. */
  private applyStyle(style: TextStyle) {
    this.doc.font(style.font).fontSize(style.size).fillColor(style.color);
    // PDFKit spaces lines by the font's own height; the gap makes up the leading,
    // split above and below each line as CSS does.
    return style.leading - this.doc.currentLineHeight(true);
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

  /** Whether PDFKit can set `pieces` alone: all in Inter, and all left to right. */
  private static isPlain(pieces: StyledPiece[]) {
    return pieces.every(
      (piece) => piece.font.font === piece.font.style.font && !RIGHT_TO_LEFT.test(piece.text),
    );
  }

  private measure(text: string, { style, font }: StyledPiece["font"]) {
    return this.doc.font(font).fontSize(style.size).widthOfString(text, { features: FEATURES });
  }

  /**
   * Sets `pieces` in lines from the top of the block, `x` from the left,
   * `width` wide, each line `leading` below the last and, with `align` right,
   * against the right edge; returns the height the lines take. Every piece of
   * a line sits on Inter's baseline, and is drawn in reading order, so that a
   * parser reads the words in the order they were written.
   */
  private setLines(
    pieces: StyledPiece[],
    {
      x,
      top,
      width,
      leading,
      align = "left",
    }: {
      x: number;
      top: number;
      width: number;
      leading: number;
      align?: "left" | "right";
    },
  ) {
    const lines = layoutLines(pieces, width, (text, font) => this.measure(text, font));
    lines.forEach((line, index) => {
      const start = align === "right" ? x + width - line.width : x;
      for (const piece of [...line.pieces].sort((a, b) => a.start - b.start)) {
        const { style, font } = piece.font;
        const gap =
          style.leading - this.doc.font(style.font).fontSize(style.size).currentLineHeight(true);
        const baseline = top + index * leading + gap / 2 + ascentOfInter() * style.size;
        if (baseline > this.doc.page.maxY()) this.overflows = true;
        this.doc.font(font).fontSize(style.size).fillColor(style.color);
        this.doc.text(piece.text, start + piece.x, baseline, {
          lineBreak: false,
          baseline: "alphabetic",
          features: FEATURES,
        });
      }
    });
    return lines.length * leading;
  }

  /**
   * Draws runs as one block of wrapped text, inside whatever content is marked;
   * a trailing space ends each block, so words never run together for a reader.
   * The runs of a block share one leading, which the last run's style gives.
   */
  private flow(runs: Run[]) {
    const pieces = this.pieces(runs);
    if (!PageWriter.isPlain(pieces)) {
      this.y += this.setLines(pieces, {
        x: MARGIN.x,
        top: this.y,
        width: this.width,
        leading: runs.at(-1)!.style.leading,
      });
      return;
    }
    runs.forEach((run, index) => {
      const gap = this.applyStyle(run.style);
      const last = index === runs.length - 1;
      const text = last ? `${run.text} ` : run.text;
      if (index === 0)
        this.doc.text(text, MARGIN.x, this.y + gap / 2, {
          width: this.width,
          lineGap: gap,
          continued: !last,
          features: FEATURES,
        });
      else this.doc.text(text, { lineGap: gap, continued: !last, features: FEATURES });
    });
    this.y = this.doc.y - this.applyStyle(runs.at(-1)!.style) / 2;
  }

  /** A structure element of `type` that holds the runs, added to `parent`. */
  block(parent: StructElement, type: string, runs: Run[]) {
    parent.add(this.doc.struct(type, {}, () => this.flow(runs)));
  }

  /** One line with `left` at the start and `aside` set against the end, read in that order. */
  lineWithAside(parent: StructElement, left: Run, aside: Run) {
    parent.add(
      this.doc.struct("P", {}, () => {
        const top = this.y;
        this.flow([left]);
        const bottom = this.y;
        const pieces = this.pieces([aside]);
        if (!PageWriter.isPlain(pieces)) {
          const height = this.setLines(pieces, {
            x: MARGIN.x,
            top,
            width: this.width,
            leading: aside.style.leading,
            align: "right",
          });
          this.y = Math.max(bottom, top + height);
          return;
        }
        const gap = this.applyStyle(aside.style);
        this.doc.text(`${aside.text} `, MARGIN.x, top + gap / 2, {
          width: this.width,
          align: "right",
          lineGap: gap,
          features: FEATURES,
        });
        this.y = Math.max(bottom, this.doc.y - gap / 2);
      }),
    );
  }

  /**
   * Runs side by side, each a link with its annotation or plain text, on as
   * many lines as they need; a run is never broken. The annotation's Contents
   * says where the link goes, for readers that list links on their own.
   */
  row(parent: StructElement, items: Array<Run & { url?: string }>) {
    const p = this.doc.struct("P");
    parent.add(p);
    const leading = Math.max(...items.map((item) => item.style.leading));
    let x = MARGIN.x;
    let top = this.y;
    for (const item of items) {
      const pieces = this.pieces([item]);
      const isPlain = PageWriter.isPlain(pieces);
      const gap = this.applyStyle(item.style);
      const width = isPlain
        ? this.doc.widthOfString(item.text, { features: FEATURES })
        : pieces.reduce((sum, piece) => sum + this.measure(piece.text, piece.font), 0);
      if (x > MARGIN.x && x + width > MARGIN.x + this.width) {
        x = MARGIN.x;
        top += leading;
      }
      const draw = () => {
        if (isPlain) {
          this.doc.text(`${item.text} `, x, top + gap / 2, {
            lineBreak: false,
            features: FEATURES,
          });
        } else {
          this.setLines(pieces, { x, top, width: Infinity, leading: item.style.leading });
        }
      };
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
      x += width + CONTACT_GAP;
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
      const gap = this.applyStyle(STYLES.body);
      const top = this.y + SPACE.betweenBullets;
      li.add(
        this.doc.struct("Lbl", {}, () => {
          this.doc
            .circle(MARGIN.x + BULLET.radius + 1, top + STYLES.body.leading / 2, BULLET.radius)
            .fill(INK);
        }),
      );
      const pieces = this.pieces([{ text: item, style: STYLES.body }]);
      li.add(
        this.doc.struct("LBody", {}, () => {
          if (!PageWriter.isPlain(pieces)) {
            this.y =
              top +
              this.setLines(pieces, {
                x: MARGIN.x + BULLET.indent,
                top,
                width: this.width - BULLET.indent,
                leading: STYLES.body.leading,
              });
            return;
          }
          this.doc.fillColor(STYLES.body.color);
          this.doc.text(item, MARGIN.x + BULLET.indent, top + gap / 2, {
            width: this.width - BULLET.indent,
            lineGap: gap,
            features: FEATURES,
          });
          this.y = this.doc.y - gap / 2;
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

/**
 * PDFKit writes the info fields into the XMP metadata as they are; a name or
 * tagline with `&` or `<` would make the metadata invalid XML.
 */
class ResumePdf extends PDFDocument {
  _addInfo() {
    const info = this.info;
    this.info = Object.fromEntries(
      Object.entries(info).map(([key, value]) => [
        key,
        typeof value === "string" ? escapeXml(value) : value,
      ]),
    ) as typeof info;
    (PDFDocument.prototype as unknown as { _addInfo(): void })._addInfo.call(this);
    this.info = info;
  }
}

/** What the page holds, top to bottom, before it is drawn. */
type Block =
  | { kind: "text"; tag: "H1" | "P"; runs: Run[] }
  | { kind: "space"; points: number }
  | { kind: "row"; items: Array<Run & { url?: string }> }
  | { kind: "dated"; left: Run; aside: Run }
  | { kind: "list"; items: string[] }
  | { kind: "section"; title: string; blocks: Block[] };

function resumeBlocks({ owner, resume, experience }: SiteContent, t: Messages): Block[] {
  const { education } = resume;
  // Section titles in capitals, as the language writes them (a script without case keeps its own).
  const title = (words: string) => words.toLocaleUpperCase(t.site.language);
  const list = (items: readonly string[]) => items.join(t.resume.listSeparator);
  const text = (runs: Run[], tag: "H1" | "P" = "P"): Block => ({ kind: "text", tag, runs });
  return [
    text([{ text: owner.name, style: STYLES.name }], "H1"),
    { kind: "space", points: SPACE.belowName },
    text([{ text: resume.headline, style: STYLES.headline }]),
    { kind: "space", points: SPACE.belowHeadline },
    {
      kind: "row",
      items: [
        { text: owner.email, url: `mailto:${owner.email}`, style: STYLES.link },
        ...resume.links.map((link) => ({ text: link.text, url: link.url, style: STYLES.link })),
        { text: formatLocation(t.resume, resume.location), style: STYLES.muted },
      ],
    },
    {
      kind: "section",
      title: title(t.resume.education),
      blocks: [
        text([{ text: education.school, style: STYLES.strong }]),
        text([{ text: `${education.program}, ${education.grade}`, style: STYLES.body }]),
        text([
          {
            text: `${t.resume.labelled(t.resume.courses)}${list(education.courses)}`,
            style: STYLES.muted,
          },
        ]),
        text([
          {
            text: `${t.resume.labelled(t.resume.gpa)}${education.gpa} · ${t.resume.labelled(t.resume.expectedGraduation)}${education.graduationYear}`,
            style: STYLES.muted,
          },
        ]),
      ],
    },
    {
      kind: "section",
      title: title(t.resume.experience),
      blocks: experience.flatMap((entry, index): Block[] => [
        ...(index > 0 ? [{ kind: "space", points: SPACE.betweenEntries } as const] : []),
        {
          kind: "dated",
          left: { text: entry.organization, style: STYLES.strong },
          aside: {
            text: formatPeriod(t.site.language, t.entries, entry.startDate, entry.endDate),
            style: STYLES.muted,
          },
        },
        text([{ text: entry.title, style: STYLES.body }]),
        { kind: "list", items: entry.highlights },
      ]),
    },
    {
      kind: "section",
      title: title(t.resume.activities),
      blocks: [
        {
          kind: "list",
          items: resume.activities.map((activity) => formatActivity(t.resume, activity)),
        },
      ],
    },
    {
      kind: "section",
      title: title(t.resume.skills),
      blocks: resume.skills.map((group) =>
        text([
          { text: t.resume.labelled(group.label), style: STYLES.strong },
          { text: list(group.items), style: STYLES.body },
        ]),
      ),
    },
  ];
}

/** Every string the blocks draw, at its weight: what the fallback fonts are cut to. */
function textsOf(blocks: Block[]): WeightedText[] {
  const of = ({ text, style }: Run): WeightedText => ({ text, weight: WEIGHT[style.font] });
  return blocks.flatMap((block): WeightedText[] => {
    switch (block.kind) {
      case "text":
        return block.runs.map(of);
      case "space":
        return [];
      case "row":
        return block.items.map(of);
      case "dated":
        return [of(block.left), of(block.aside)];
      case "list":
        return block.items.map((item) => of({ text: item, style: STYLES.body }));
      case "section":
        return [of({ text: block.title, style: STYLES.heading }), ...textsOf(block.blocks)];
    }
  });
}

function draw(page: PageWriter, parent: StructElement, blocks: Block[]) {
  for (const block of blocks) {
    switch (block.kind) {
      case "text":
        page.block(parent, block.tag, block.runs);
        break;
      case "space":
        page.y += block.points;
        break;
      case "row":
        page.row(parent, block.items);
        break;
      case "dated":
        page.lineWithAside(parent, block.left, block.aside);
        break;
      case "list":
        page.list(parent, block.items);
        break;
      case "section":
        page.section(parent, block.title, (section) => draw(page, section, block.blocks));
        break;
    }
  }
}

/**
 * Writes the resume PDF of `site`, resolving to its bytes, the same for the
 * same content; `siteFile` names the content module in its errors.
 */
export async function renderResumePdf(
  site: SiteContent,
  t: Messages,
  siteFile: string,
): Promise<Buffer> {
  const { owner, resume } = site;
  const blocks = resumeBlocks(site, t);
  const fonts = await ScriptFonts.load(textsOf(blocks), ["latin"]);
  const date = new Date(`${resume.pdf.lastUpdated}T00:00:00Z`);
  const doc = new ResumePdf({
    size: [...PAGE_SIZES[resume.pdf.pageSize ?? "LETTER"]],
    margins: { top: MARGIN.y, bottom: MARGIN.y, left: MARGIN.x, right: MARGIN.x },
    pdfVersion: "1.7",
    tagged: true,
    // @types/pdfkit 0.17 predates PDFKit's PDF/UA subset.
    subset: "PDF/UA" as PDFKit.Mixins.PDFSubsets,
    lang: regionalTag(t.site.language),
    displayTitle: true,
    info: {
      Title: t.build.pdfTitle(owner.name),
      Author: owner.name,
      Subject: t.build.pdfSubject(owner.name, owner.tagline),
      Keywords: resume.skills.flatMap((group) => group.items).join(", "),
      Creator: owner.name,
      Producer: owner.name,
      CreationDate: date,
      ModDate: date,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  let pages = 1;
  doc.on("pageAdded", () => pages++);
  doc.registerFont("regular", INTER.regular);
  doc.registerFont("bold", INTER.bold);

  const page = new PageWriter(doc, fonts);
  const root = doc.struct("Document");
  doc.addStructure(root);
  draw(page, root, blocks);
  root.end();
  doc.end();
  const pdf = await bytes;
  if (pages > 1 || page.overflows) {
    throw new Error(
      `${siteFile}: the resume no longer fits on one ${resume.pdf.pageSize ?? "LETTER"} page (it needs ${Math.max(pages, 2)}); shorten resume or experience.highlights`,
    );
  }
  return pdf;
}
