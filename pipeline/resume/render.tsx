// The resume's two files, made from the content: the PDF behind "Download PDF"
// and the JSON Resume export, checked against the official schema.
import { renderToBuffer } from "@react-pdf/renderer";
import type { SiteContent } from "../../app/content/schema.ts";
import { toJsonResume } from "./json-resume.ts";
import { ResumeDocument } from "./resume-document.tsx";
import { validateJsonResume } from "./validate-json-resume.ts";

export function renderResumePdf(content: SiteContent): Promise<Buffer> {
  return renderToBuffer(<ResumeDocument site={content} />);
}

export async function renderJsonResume(content: SiteContent): Promise<string> {
  const resume = toJsonResume(content);
  await validateJsonResume(resume);
  return `${JSON.stringify(resume, null, 2)}\n`;
}
