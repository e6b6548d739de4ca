/**
 * The resume as a one-page, single-column, tagged PDF (PDF/UA-1), drawn from
 * the same model as the /resume page (app/lib/resume-model.ts).
 *
 * PDFKit writes the page and its structure tree together: the name is the
 * `H1`, each section a `Sect` with an `H2`, each entry line a `P`, each bullet
 * list an `L` of `LI` (`Lbl` holding the drawn dot, `LBody` the text), and each
 * link a `Link` holding its text and its annotation. Rules are artifacts. Text
 * is drawn in reading order, so the text a parser extracts reads the same.
 *
 * Inter draws the Latin text; what it lacks (another script, an emoji) is
 * drawn with the fallback fonts of ../script-fonts.ts, chosen from the text
 * the page holds before it is drawn. The parts: pdf-fonts.ts, pdf-styles.ts,
 * pdf-blocks.ts (the model as blocks), pdf-page.ts (the layout) and
 * pdf-info.ts (metadata PDFKit would write as invalid XML).
 */
import type { SiteContent } from "../../../app/content/schema.ts";
import type { Messages } from "../../../app/i18n/en/index.ts";
import { regionalTag, textDirection } from "../../../app/i18n/languages.ts";
import { resumeModel, resumeWordsFrom } from "../../../app/lib/resume-model.ts";
import { contentFile, failOn } from "../../content/mistakes.ts";
import { ScriptFonts } from "../script-fonts.ts";
import { drawBlocks, resumeBlocks, textsOf } from "./pdf-blocks.ts";
import { INTER } from "./pdf-fonts.ts";
import { EscapedInfoPdf } from "./pdf-info.ts";
import { PageWriter } from "./pdf-page.ts";
import { MARGIN, PAGE_SIZES } from "./pdf-styles.ts";

/**
 * Writes the resume PDF of `site`, resolving to its bytes, the same for the
 * same content, in the words of `t`, its language's dictionary; `siteFile`
 * names the content module in its errors.
 */
export async function renderResumePdf(
  site: SiteContent,
  t: Messages,
  siteFile: string,
): Promise<Buffer> {
  const { owner, resume } = site;
  const model = resumeModel(site, resumeWordsFrom(t));
  const blocks = resumeBlocks(model);
  const fonts = await ScriptFonts.load(textsOf(blocks), ["latin"]);
  const date = new Date(`${resume.pdf.lastUpdated}T00:00:00Z`);
  const doc = new EscapedInfoPdf({
    size: [...PAGE_SIZES[resume.pdf.pageSize ?? "LETTER"]],
    margins: { top: MARGIN.y, bottom: MARGIN.y, left: MARGIN.x, right: MARGIN.x },
    pdfVersion: "1.7",
    tagged: true,
    // @types/pdfkit 0.17 predates PDFKit's PDF/UA subset.
    subset: "PDF/UA" as PDFKit.Mixins.PDFSubsets,
    lang: regionalTag(model.words.language),
    displayTitle: true,
    info: {
      Title: model.words.pdfTitle(owner.name),
      Author: owner.name,
      Subject: model.words.pdfSubject(owner.name, owner.tagline),
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

  const page = new PageWriter(doc, fonts, textDirection(model.words.language));
  const root = doc.struct("Document");
  doc.addStructure(root);
  drawBlocks(page, root, blocks);
  root.end();
  doc.end();
  const pdf = await bytes;
  if (pages > 1 || page.overflows) {
    failOn(
      contentFile(siteFile),
      `the resume no longer fits on one ${resume.pdf.pageSize ?? "LETTER"} page (it needs ${Math.max(pages, 2)})`,
      { fix: "Shorten resume or experience.highlights" },
    );
  }
  return pdf;
}
