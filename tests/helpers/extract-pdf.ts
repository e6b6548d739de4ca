import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface ExtractedPdf {
  pageCount: number;
  /** Each page's [width, height] in points. */
  pageSizes: Array<[number, number]>;
  /** The text in reading order, one line per line of the page. */
  text: string;
  /** The targets of the link annotations. */
  links: string[];
  info: Record<string, unknown>;
}

/** Reads a PDF the way a parser would: text, link annotations, metadata and page geometry. */
export async function extractPdf(data: Uint8Array): Promise<ExtractedPdf> {
  const document = await getDocument({ data: new Uint8Array(data), isEvalSupported: false })
    .promise;
  const pageSizes: Array<[number, number]> = [];
  const lines: string[] = [];
  const links: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const [, , width, height] = page.view;
    pageSizes.push([width!, height!]);
    let line = "";
    for (const item of (await page.getTextContent()).items) {
      if (!("str" in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = "";
      }
    }
    if (line) lines.push(line);
    for (const annotation of await page.getAnnotations()) {
      if (annotation.subtype === "Link" && annotation.url) links.push(annotation.url);
    }
  }
  const { info } = await document.getMetadata();
  await document.destroy();
  return {
    pageCount: pageSizes.length,
    pageSizes,
    text: lines.join("\n"),
    links,
    info: info as Record<string, unknown>,
  };
}
