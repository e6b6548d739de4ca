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
 */
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import type { SiteContent } from "../../../app/content/schema.ts";
import { palette } from "../../../app/lib/design-tokens.ts";
import { formatActivity, formatLocation, formatPeriod } from "../../../app/lib/format.ts";
import { escapeXml } from "../escape-xml.ts";

// Resolved from the project root: the Vite config that loads this file is bundled elsewhere.
const require = createRequire(`${process.cwd()}/`);
const INTER = {
  regular: require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff"),
  bold: require.resolve("@fontsource/inter/files/inter-latin-700-normal.woff"),
};

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

/** Writes the page from top to bottom, keeping the position of the next line. */
class PageWriter {
  y = MARGIN.y;
  readonly doc: PdfDocument;
  readonly width: number;

  constructor(doc: PdfDocument) {
    this.doc = doc;
    this.width = doc.page.width - 2 * MARGIN.x;
  }

  /** Sets `style` for the next text, and returns the gap PDFKit must add to each line. */
  private applyStyle(style: TextStyle) {
    this.doc.font(style.font).fontSize(style.size).fillColor(style.color);
    // PDFKit spaces lines by the font's own height; the gap makes up the leading,
    // split above and below each line as CSS does.
    return style.leading - this.doc.currentLineHeight(true);
  }

  /**
   * Draws runs as one block of wrapped text, inside whatever content is marked;
   * a trailing space ends each block, so words never run together for a reader.
   * The runs of a block share one leading, which the last run's style gives.
   */
  private flow(runs: Run[]) {
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
      const gap = this.applyStyle(item.style);
      const width = this.doc.widthOfString(item.text, { features: FEATURES });
      if (x > MARGIN.x && x + width > MARGIN.x + this.width) {
        x = MARGIN.x;
        top += leading;
      }
      const draw = () =>
        this.doc.text(`${item.text} `, x, top + gap / 2, { lineBreak: false, features: FEATURES });
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
      li.add(
        this.doc.struct("LBody", {}, () => {
          this.doc.fillColor(STYLES.body.color);
          this.doc.text(item, MARGIN.x + BULLET.indent, top + gap / 2, {
            width: this.width - BULLET.indent,
            lineGap: gap,
            features: FEATURES,
          });
        }),
      );
      li.end();
      this.y = this.doc.y - gap / 2;
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

/**
 * Writes the resume PDF of `site`, resolving to its bytes, the same for the
 * same content; `siteFile` names the content module in its errors.
 */
export function renderResumePdf(site: SiteContent, siteFile: string): Promise<Buffer> {
  const { owner, resume, experience } = site;
  const { education } = resume;
  const date = new Date(`${resume.pdf.lastUpdated}T00:00:00Z`);
  const doc = new ResumePdf({
    size: [...PAGE_SIZES[resume.pdf.pageSize ?? "LETTER"]],
    margins: { top: MARGIN.y, bottom: MARGIN.y, left: MARGIN.x, right: MARGIN.x },
    pdfVersion: "1.7",
    tagged: true,
    // @types/pdfkit 0.17 predates PDFKit's PDF/UA subset.
    subset: "PDF/UA" as PDFKit.Mixins.PDFSubsets,
    lang: "en-US",
    displayTitle: true,
    info: {
      Title: `${owner.name} — Resume`,
      Author: owner.name,
      Subject: `Resume of ${owner.name}: ${owner.tagline}`,
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

  const page = new PageWriter(doc);
  const root = doc.struct("Document");
  doc.addStructure(root);

  page.block(root, "H1", [{ text: owner.name, style: STYLES.name }]);
  page.y += SPACE.belowName;
  page.block(root, "P", [{ text: resume.headline, style: STYLES.headline }]);
  page.y += SPACE.belowHeadline;
  page.row(root, [
    { text: owner.email, url: `mailto:${owner.email}`, style: STYLES.link },
    ...resume.links.map((link) => ({ text: link.text, url: link.url, style: STYLES.link })),
    { text: formatLocation(resume.location), style: STYLES.muted },
  ]);

  page.section(root, "EDUCATION", (section) => {
    page.block(section, "P", [{ text: education.school, style: STYLES.strong }]);
    page.block(section, "P", [
      { text: `${education.program}, ${education.grade}`, style: STYLES.body },
    ]);
    page.block(section, "P", [
      { text: `Courses: ${education.courses.join(", ")}`, style: STYLES.muted },
    ]);
    page.block(section, "P", [
      {
        text: `GPA: ${education.gpa} · Expected graduation: ${education.graduationYear}`,
        style: STYLES.muted,
      },
    ]);
  });

  page.section(root, "EXPERIENCE", (section) => {
    experience.forEach((entry, index) => {
      if (index > 0) page.y += SPACE.betweenEntries;
      page.lineWithAside(
        section,
        { text: entry.organization, style: STYLES.strong },
        { text: formatPeriod(entry.startDate, entry.endDate), style: STYLES.muted },
      );
      page.block(section, "P", [{ text: entry.title, style: STYLES.body }]);
      page.list(section, entry.highlights);
    });
  });

  page.section(root, "ACTIVITIES AND LEADERSHIP", (section) => {
    page.list(section, resume.activities.map(formatActivity));
  });

  page.section(root, "TECHNICAL SKILLS", (section) => {
    for (const group of resume.skills) {
      page.block(section, "P", [
        { text: `${group.label}: `, style: STYLES.strong },
        { text: group.items.join(", "), style: STYLES.body },
      ]);
    }
  });

  root.end();
  doc.end();
  return bytes.then((pdf) => {
    if (pages > 1) {
      throw new Error(
        `${siteFile}: the resume no longer fits on one ${resume.pdf.pageSize ?? "LETTER"} page (it needs ${pages}); shorten resume or experience.highlights`,
      );
    }
    return pdf;
  });
}
