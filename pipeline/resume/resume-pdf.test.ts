import { beforeAll, describe, expect, it } from "vitest";
import { site } from "../../app/content/site";
import { formatActivity, formatLocation, formatPeriod } from "../../app/lib/format";
import { type ExtractedPdf, extractPdf } from "../../tests/helpers/extract-pdf";
import { renderResumePdf } from "./render";

const { owner, resume, experience } = site;
let bytes: Buffer;
let pdf: ExtractedPdf;

beforeAll(async () => {
  bytes = await renderResumePdf(site);
  pdf = await extractPdf(bytes);
});

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
    const { pageSizes } = await extractPdf(await renderResumePdf(a4));
    expect(pageSizes[0]!.map(Math.round)).toEqual([595, 842]);
  });

  it("carries every resume fact of the content as text", () => {
    const text = flat(pdf.text);
    const facts = [
      owner.name,
      resume.headline,
      owner.email,
      ...resume.links.map((link) => link.text),
      formatLocation(resume.location),
      resume.education.school,
      resume.education.grade,
      resume.education.program,
      ...resume.education.courses,
      resume.education.gpa,
      String(resume.education.graduationYear),
      ...experience.flatMap((entry) => [
        entry.organization,
        entry.title,
        formatPeriod(entry.startDate, entry.endDate),
        ...entry.highlights,
      ]),
      ...resume.activities.map(formatActivity),
      ...resume.skills.flatMap((group) => [`${group.label}:`, ...group.items]),
    ];
    for (const fact of facts) expect(text, fact).toContain(fact);
  });

  it("has no ligature or replacement characters in its text", () => {
    expect(pdf.text).not.toMatch(/[\uFB00-\uFB06\uFFFD]/);
    // Words with fi/ffi/fl come out as letters, not as one glyph.
    expect(pdf.text).toContain("official");
    expect(pdf.text).toContain("Co-founded");
  });

  it("embeds its fonts", () => {
    const raw = bytes.toString("latin1");
    expect(raw.match(/\/FontFile2/g)?.length).toBeGreaterThanOrEqual(2);
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

  it("is the same file, byte for byte, every time it is made", async () => {
    expect((await renderResumePdf(site)).equals(bytes)).toBe(true);
  });

  it("passes an applicant-tracking-style parse", () => {
    const lines = pdf.text.split("\n").map((line) => line.trim());
    // The name comes first, on its own line.
    expect(lines[0]).toBe(owner.name);
    // The four standard headings, each alone on a line, in order.
    const headings = ["EDUCATION", "EXPERIENCE", "ACTIVITIES AND LEADERSHIP", "TECHNICAL SKILLS"];
    const positions = headings.map((heading) => lines.indexOf(heading));
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
      expect(work[index]).toMatch(/\b(19|20)\d{2} - (Present|(19|20)\d{2})$/);
      expect(work[index + 1]).toBe(entry.title);
    }
  });
});
