import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { site } from "../../../tests/fixtures/content/site";
import { dictionary as en } from "../../../app/i18n/en/index";
import { dictionary as he } from "../../../app/i18n/he/index";
import { resumeWordsFrom } from "../../../app/lib/resume-model";

const RESUME_WORDS = resumeWordsFrom(en);
import { type ExtractedPdf, extractPdf } from "../../../tests/helpers/extract-pdf";
import { type PdfStructure, readPdfStructure } from "../../../tests/helpers/pdf-structure";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { renderResumePdf } from "./render";
import { BULLET, MARGIN } from "./pdf-styles";

/** The fixture's content module, as the PDF's errors name it. */
const SITE_FILE = "tests/fixtures/content/site.ts";
const { owner, resume, experience } = site;
let bytes: Buffer;
let pdf: ExtractedPdf;
let structure: PdfStructure;

beforeAll(async () => {
  bytes = await renderResumePdf(site, en, SITE_FILE);
  pdf = await extractPdf(bytes);
  structure = await readPdfStructure(bytes);
});

const HEADINGS = ["EDUCATION", "EXPERIENCE", "ACTIVITIES AND LEADERSHIP", "TECHNICAL SKILLS"];

/**
 * The structure tree the content should give, as an outline: each element's
 * role, indented two spaces per level.
 */
function expectedOutline(): string[] {
  const at = (depth: number, ...roles: string[]) =>
    roles.map((role) => `${"  ".repeat(depth)}${role}`);
  const list = (depth: number, items: number) => [
    ...at(depth, "L"),
    ...Array.from({ length: items }, () => [
      ...at(depth + 1, "LI"),
      ...at(depth + 2, "Lbl", "LBody"),
    ]).flat(),
  ];
  const section = (body: string[]) => [...at(1, "Sect"), ...at(2, "H2"), ...body];
  return [
    ...at(0, "Document"),
    ...at(1, "H1", "P", "P"),
    ...at(2, ...Array<string>(resume.links.length + 1).fill("Link")),
    ...section(at(2, "P", "P", "P", "P")),
    ...section(
      experience.flatMap((entry) => [...at(2, "P", "P"), ...list(2, entry.highlights.length)]),
    ),
    ...section(list(2, resume.activities.length)),
    ...section(at(2, ...resume.skills.map(() => "P"))),
  ];
}

/** What `read` (a Poppler program) says of `data`, written to a file for it. */
function withPdfFile(data: Uint8Array, read: (file: string) => string): string {
  const folder = mkdtempSync(join(tmpdir(), "resume-pdf-"));
  const file = join(folder, "resume.pdf");
  writeFileSync(file, data);
  try {
    return read(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error(
        "Poppler is missing. npm test installs Debian's poppler-utils as root; otherwise install Poppler (apt-get install poppler-utils, brew install poppler).",
        { cause: error },
      );
    }
    throw error;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** What `pdfinfo` (Poppler) says of a PDF, with `options` such as -struct. */
const pdfinfo = (data: Uint8Array, ...options: string[]) =>
  withPdfFile(data, (file) => execFileSync("pdfinfo", [...options, file], { encoding: "utf8" }));

/** The text Poppler's `pdftotext` reads from a PDF. */
const pdftotext = (data: Uint8Array) =>
  withPdfFile(data, (file) => execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }));

/**
 * The glyphs the page draws, as the font's glyph ids: PDFKit writes text as
 * TJ arrays of 4-digit hex ids, in deflated content streams.
 */
function drawnGlyphIds(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
  const ids: string[] = [];
  for (const [, stream] of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream!, "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const [, array] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      for (const [, hex] of array!.matchAll(/<([0-9a-f]+)>/gi)) ids.push(...hex!.match(/.{4}/g)!);
    }
  }
  return ids;
}

/** Collapses whitespace so a fact matches however the PDF broke its lines. */
const flat = (text: string) => text.replace(/\s+/g, " ");

describe("resume PDF", () => {
  it("is one US Letter page under 100 KB", () => {
    expect(pdf.pageCount).toBe(1);
    expect(pdf.pageSizes[0]).toEqual([612, 792]);
    expect(bytes.length).toBeLessThan(100 * 1024);
  });

  it("can be A4 when the content asks for it", async () => {
    const a4 = structuredClone(site);
    a4.resume.pdf.pageSize = "A4";
    const { pageSizes } = await extractPdf(await renderResumePdf(a4, en, SITE_FILE));
    expect(pageSizes[0]!.map(Math.round)).toEqual([595, 842]);
  });

  it("carries every resume fact of the content as text", () => {
    const text = flat(pdf.text);
    const facts = [
      owner.name,
      resume.headline,
      owner.email,
      ...resume.links.map((link) => link.text),
      RESUME_WORDS.location(resume.location),
      resume.education.school,
      resume.education.grade,
      resume.education.program,
      ...resume.education.courses,
      resume.education.gpa,
      String(resume.education.graduationYear),
      ...experience.flatMap((entry) => [
        entry.organization,
        entry.title,
        RESUME_WORDS.period(entry.startDate, entry.endDate),
        ...entry.highlights,
      ]),
      ...resume.activities.map(RESUME_WORDS.activity),
      ...resume.skills.flatMap((group) => [`${group.label}:`, ...group.items]),
    ];
    for (const fact of facts) expect(text, fact).toContain(fact);
  });

  it("has no ligature or replacement characters in its text", () => {
    // pdf.js spells a ligature glyph out as its letters, so the glyphs are read too.
    expect(structure.multiCharacterGlyphs).toEqual([]);
    expect(pdf.text).not.toMatch(/[\uFB00-\uFB06\uFFFD]/);
    // Words with fi/ffi/fl come out as letters, not as one glyph.
    expect(pdf.text).toContain("official");
    expect(pdf.text).toContain("Co-founded");
  });

  it("embeds its fonts: Inter alone, for a resume in Latin", () => {
    const raw = bytes.toString("latin1");
    expect(raw.match(/\/FontFile2/g)?.length).toBe(2);
    expect(raw).not.toMatch(/\/BaseFont\s*\/Helvetica/);
  });

  it("links every contact with the same URL as the page", () => {
    expect(pdf.links).toEqual([`mailto:${owner.email}`, ...resume.links.map((link) => link.url)]);
  });

  it("has its title, author, subject, keywords, language and the content's date", () => {
    expect(pdf.info).toMatchObject({
      Title: `${owner.name} — Resume`,
      Author: owner.name,
      Language: "en-US",
      CreationDate: `D:${resume.pdf.lastUpdated.replaceAll("-", "")}000000Z`,
    });
    expect(pdf.info.Subject).toMatch(/\S/);
    expect(pdf.info.Keywords).toMatch(/\S/);
  });

  it("is the same file, byte for byte, every time it is made, whatever the day", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2031-07-04T23:59:59Z") });
    try {
      expect((await renderResumePdf(site, en, SITE_FILE)).equals(bytes)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("is tagged, and Poppler reads the same structure tree as pdf.js", () => {
    expect(pdfinfo(bytes)).toMatch(/^Tagged:\s+yes$/m);
    const outline = pdfinfo(bytes, "-struct")
      .split("\n")
      // Poppler lists link annotations as "Object N 0" under their Link.
      .filter((line) => line.trim() && !/^\s*Object \d+ \d+$/.test(line))
      .map((line) => line.replace(/ \((block|inline)\)$/, ""));
    expect(outline).toEqual(expectedOutline());
  });

  it("claims PDF/UA-1, sets its language and shows its title as the window title", () => {
    expect(structure.marked).toBe(true);
    expect(structure.pdfuaPart).toBe("1");
    expect(structure.language).toBe("en-US");
    expect(structure.displayDocTitle).toBe(true);
    expect(structure.xmpTitle).toBe(`${owner.name} — Resume`);
  });

  it("has a structure tree in reading order: H1, a Sect with an H2 per section, P, L, LI, Lbl, LBody, Link", () => {
    expect(structure.outline).toEqual(expectedOutline());
    expect(structure.textOf("H1")).toEqual([owner.name]);
    expect(structure.textOf("H2")).toEqual(HEADINGS);
    expect(structure.textOf("LBody")).toEqual([
      ...experience.flatMap((entry) => entry.highlights),
      ...resume.activities.map(RESUME_WORDS.activity),
    ]);
    expect(structure.textOf("P")).toContain(
      `${experience[0]!.organization} ${RESUME_WORDS.period(experience[0]!.startDate, experience[0]!.endDate)}`,
    );
  });

  it("puts every link annotation inside a Link element with its text, and says where it goes", () => {
    const expected = [
      { text: owner.email, url: `mailto:${owner.email}` },
      ...resume.links.map((link) => ({ text: link.text, url: link.url })),
    ];
    expect(structure.links.map((link) => [link.url, link.linkText])).toEqual(
      expected.map((link) => [link.url, link.text]),
    );
    for (const link of structure.links) expect(link.contents).toContain(link.url);
  });

  it("draws nothing outside its structure but artifacts: the rules, one per section", () => {
    expect(structure.untaggedText).toEqual([]);
    expect(structure.untaggedPaths).toBe(0);
    expect(structure.artifacts).toBe(HEADINGS.length);
  });

  it("keeps its XMP metadata valid whatever characters the content uses", async () => {
    const content = structuredClone(site);
    content.owner.tagline = "Builds AI <and> tools for teachers & students";
    const { xmpDescription } = await readPdfStructure(
      await renderResumePdf(content, en, SITE_FILE),
    );
    expect(xmpDescription).toBe(`Resume of ${owner.name}: ${content.owner.tagline}`);
  });

  it("stops the build, naming the content, when the resume outgrows one page", async () => {
    const content = structuredClone(site);
    content.experience[0]!.highlights = Array(40).fill("A highlight long enough to fill a line.");
    await expect(renderResumePdf(content, en, SITE_FILE)).rejects.toThrow(
      /tests\/fixtures\/content\/site\.ts: the resume no longer fits on one LETTER page/,
    );
  });

  it("passes an applicant-tracking-style parse", () => {
    const lines = pdf.text.split("\n").map((line) => line.trim());
    // The name comes first, on its own line.
    expect(lines[0]).toBe(owner.name);
    // The four standard headings, each alone on a line, in order.
    const positions = HEADINGS.map((heading) => lines.indexOf(heading));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const section = (heading: string) => {
      const start = lines.indexOf(heading) + 1;
      const next = positions.filter((position) => position >= start).sort((a, b) => a - b)[0];
      return lines.slice(start, next ?? lines.length);
    };
    // Contact details sit in the body, above the first section.
    const header = lines.slice(0, positions[0]).join(" ");
    expect(header.match(/[\w.+-]+@[\w-]+\.[\w.]+/)?.[0]).toBe(owner.email);
    // School and degree, each on its own line.
    const education = section("EDUCATION");
    expect(education[0]).toBe(resume.education.school);
    expect(education[1]).toContain(resume.education.program);
    // Company with dates, then the title on the next line.
    const work = section("EXPERIENCE");
    for (const entry of experience) {
      const index = work.findIndex((line) => line.startsWith(entry.organization));
      // The dates after the company, ending in a year or "Present" as parsers expect.
      expect(work[index]).toBe(
        `${entry.organization} ${RESUME_WORDS.period(entry.startDate, entry.endDate)}`,
      );
      expect(work[index]).toMatch(/\b((19|20)\d{2}|Present)$/);
      expect(work[index + 1]).toBe(entry.title);
    }
  });
});

describe("resume PDF in other scripts", () => {
  /** Fixture text in each script the resume may hold beyond Latin. */
  const WRITTEN = {
    name: "王伟",
    headline: "Student developer 🚀 building tools for classrooms",
    hebrewTitle: "מדריך רובוטיקה",
    arabicSchool: "مدرسة النور الثانوية",
    devanagariProgram: "संगणक शास्त्र",
    japaneseOrganization: "東京大学 ロボット部",
    koreanActivity: "한국어 튜터",
    greekCourse: "Ελληνική γλώσσα",
    cyrillicCourse: "Русский язык",
  };
  const content = structuredClone(site);
  let written: Buffer;
  beforeAll(async () => {
    content.owner.name = WRITTEN.name;
    content.resume.headline = WRITTEN.headline;
    content.experience[0]!.title = WRITTEN.hebrewTitle;
    content.experience[1]!.organization = WRITTEN.japaneseOrganization;
    content.resume.education.school = WRITTEN.arabicSchool;
    content.resume.education.program = WRITTEN.devanagariProgram;
    content.resume.education.courses = [WRITTEN.greekCourse, WRITTEN.cyrillicCourse];
    content.resume.activities[0] = { id: "tutoring", name: WRITTEN.koreanActivity };
    written = await renderResumePdf(content, en, SITE_FILE);
  });

  it("draws every character with a font that has it: no .notdef glyph", () => {
    const ids = drawnGlyphIds(written);
    expect(ids.length).toBeGreaterThan(500);
    expect(ids.filter((id) => id === "0000")).toEqual([]);
  });

  it("gives its text back to pdf.js and to Poppler's pdftotext, as it was written", async () => {
    const fromPdfJs = flat((await extractPdf(written)).text);
    // Poppler marks right-to-left text with Unicode's embedding controls.
    const fromPoppler = flat(pdftotext(written).replace(/[\u202A-\u202E]/g, ""));
    for (const text of Object.values(WRITTEN)) {
      expect(fromPdfJs, text).toContain(text);
      expect(fromPoppler, text).toContain(text);
    }
    expect(fromPdfJs.split(" ")[0]).toBe(WRITTEN.name);
  });

  it("stays tagged, with the same structure tree, and the same bytes every time", async () => {
    const tagged = await readPdfStructure(written);
    expect(tagged.outline).toEqual(expectedOutline());
    expect(tagged.textOf("H1")).toEqual([WRITTEN.name]);
    expect(tagged.untaggedText).toEqual([]);
    expect(pdfinfo(written)).toMatch(/^Tagged:\s+yes$/m);
    expect((await renderResumePdf(content, en, SITE_FILE)).equals(written)).toBe(true);
  });
});

/**
 * Each line of a PDF's first page (its text items on one baseline): where it
 * starts and ends, its text in the order it is drawn, and where each item ends.
 */
async function linesOf(data: Uint8Array) {
  const document = await getDocument({ data: new Uint8Array(data), isEvalSupported: false })
    .promise;
  const page = await document.getPage(1);
  const lines = new Map<
    number,
    { left: number; right: number; text: string; ends: Map<string, number> }
  >();
  for (const item of (await page.getTextContent()).items) {
    if (!("str" in item) || !item.str.trim()) continue;
    const [, , , , x, y] = item.transform as number[];
    const key = Math.round(y! * 10);
    const line = lines.get(key) ?? { left: Infinity, right: -Infinity, text: "", ends: new Map() };
    line.left = Math.min(line.left, x!);
    line.right = Math.max(line.right, x! + item.width);
    line.text += item.str;
    line.ends.set(item.str.trim(), x! + item.width);
    lines.set(key, line);
  }
  const width = page.view[2]!;
  await document.destroy();
  return { width, lines: [...lines.values()] };
}

/** A position in points, to a hundredth, as text is placed. */
const points = (value: number) => Math.round(value * 100) / 100;

describe("resume PDF in a language written right to left", () => {
  let hebrew: Buffer;
  beforeAll(async () => {
    hebrew = await renderResumePdf({ ...site, language: "he" }, he, SITE_FILE);
  });

  it("ends every line at the right margin, or at a list's indent from it", async () => {
    const { width, lines } = await linesOf(hebrew);
    const margin = points(width - MARGIN.x);
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) {
      expect([margin, points(margin - BULLET.indent)], line.text).toContain(points(line.right));
    }
    // The English resume, for contrast, ends its lines where their words do.
    const english = await linesOf(bytes);
    expect(english.lines.filter((line) => points(line.right) !== margin).length).toBeGreaterThan(
      english.lines.length / 2,
    );
  });

  it("sets each role's period against the left margin, and its contact links from the right", async () => {
    const { width, lines } = await linesOf(hebrew);
    for (const entry of experience) {
      const line = lines.find((candidate) => candidate.text.includes(entry.organization))!;
      expect(points(line.left), entry.organization).toBe(MARGIN.x);
    }
    const contacts = lines.find((line) => line.text.includes(owner.email))!;
    // The e-mail address first, at the right, and read left to right.
    expect(points(contacts.ends.get(owner.email)!)).toBe(points(width - MARGIN.x));
  });

  it("keeps the same structure tree and links as the English resume", async () => {
    const tagged = await readPdfStructure(hebrew);
    expect(tagged.outline).toEqual(expectedOutline());
    expect(tagged.untaggedText).toEqual([]);
    expect((await extractPdf(hebrew)).links).toEqual(pdf.links);
  });
});
