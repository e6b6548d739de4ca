// The resume's two files, made from the content: the tagged PDF behind
// "Download PDF" and the JSON Resume export, checked against the official schema.
import type { SiteContent } from "../../../app/content/schema.ts";
import { toJsonResume } from "./json-resume.ts";
import { validateJsonResume } from "./validate-json-resume.ts";

export { renderResumePdf } from "./resume-document.ts";

export async function renderJsonResume(content: SiteContent): Promise<string> {
  const resume = toJsonResume(content);
  await validateJsonResume(resume);
  return `${JSON.stringify(resume, null, 2)}\n`;
}
