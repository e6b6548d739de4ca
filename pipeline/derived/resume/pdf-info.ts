import PDFDocument from "pdfkit";
import { escapeXml } from "../escape-xml.ts";

/**
 * A PDFKit document whose info fields stay valid XML: PDFKit writes them into
 * the XMP metadata as they are, so a name or tagline with `&` or `<` would
 * make the metadata invalid. It patches PDFKit's private `_addInfo`, so a new
 * PDFKit is checked by resume-pdf.test.ts ("keeps its XMP metadata valid").
 */
export class EscapedInfoPdf extends PDFDocument {
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
