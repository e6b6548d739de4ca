// The resume's two files, made from the content: the tagged PDF behind
// "Download PDF" and the JSON Resume export, checked against the official schema.
import type { SiteContent } from "../../../app/content/schema.ts";
import type { Messages } from "../../../app/i18n/en/index.ts";
import { toJsonResume } from "./json-resume.ts";
import { validateJsonResume } from "./validate-json-resume.ts";

export { renderResumePdf } from "./resume-document.ts";

export async function renderJsonResume(content: SiteContent, t: Messages): Promise<string> {
  const resume = toJsonResume(content, t);
  await validateJsonResume(resume);
  return `${JSON.stringify(resume, null, 2)}\n`;
}
