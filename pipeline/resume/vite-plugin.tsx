import { renderToBuffer } from "@react-pdf/renderer";
import type { Plugin } from "vite";
import type { SiteContent } from "../../app/content/schema.ts";
import { site } from "../../app/content/site.ts";
import { JSON_RESUME_PATH, toJsonResume } from "./json-resume.ts";
import { ResumeDocument } from "./resume-document.tsx";
import { validateJsonResume } from "./validate-json-resume.ts";

export function renderResumePdf(content: SiteContent): Promise<Buffer> {
  return renderToBuffer(<ResumeDocument site={content} />);
}

async function renderJsonResume(content: SiteContent): Promise<string> {
  const resume = toJsonResume(content);
  await validateJsonResume(resume);
  return `${JSON.stringify(resume, null, 2)}\n`;
}

/**
 * Renders the resume's PDF and JSON Resume forms from the content at build time
 * and publishes them beside the pages ("Download PDF" and the resume page's
 * alternate link point at them); the dev server renders them on request.
 * Both are made while the config is read, before React Router empties build/,
 * so a failure leaves the last good build in place.
 */
export function resumeArtifacts(content: SiteContent = site): Plugin {
  const pdfPath = `/${content.resume.pdf.fileName}`;
  let artifacts: { pdf: Buffer; json: string } | undefined;
  return {
    name: "portfolio:resume-artifacts",
    async config(_config, { command }) {
      if (command !== "build") return;
      const [pdf, json] = await Promise.all([renderResumePdf(content), renderJsonResume(content)]);
      artifacts = { pdf, json };
    },
    generateBundle() {
      if (this.environment.name !== "client" || !artifacts) return;
      this.emitFile({ type: "asset", fileName: pdfPath.slice(1), source: artifacts.pdf });
      this.emitFile({ type: "asset", fileName: JSON_RESUME_PATH.slice(1), source: artifacts.json });
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        if (request.url === pdfPath) {
          response.setHeader("Content-Type", "application/pdf");
          response.end(await renderResumePdf(content));
        } else if (request.url === JSON_RESUME_PATH) {
          response.setHeader("Content-Type", "application/json");
          response.end(await renderJsonResume(content));
        } else {
          next();
        }
      });
    },
  };
}
