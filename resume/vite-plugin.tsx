import { renderToBuffer } from "@react-pdf/renderer";
import type { Plugin } from "vite";
import { site } from "../app/content/site.ts";
import { ResumeDocument } from "./resume-document.tsx";

function renderResumePdf(): Promise<Buffer> {
  return renderToBuffer(<ResumeDocument site={site} />);
}

/**
 * Renders the resume PDF from the content at build time and publishes it at
 * the path the "Download PDF" button links to; the dev server renders it on request.
 */
export function resumePdf(): Plugin {
  const path = `/${site.resume.pdf.fileName}`;
  return {
    name: "portfolio:resume-pdf",
    async generateBundle() {
      if (this.environment.name !== "client") return;
      this.emitFile({
        type: "asset",
        fileName: site.resume.pdf.fileName,
        source: await renderResumePdf(),
      });
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        if (request.url !== path) return next();
        response.setHeader("Content-Type", "application/pdf");
        response.end(await renderResumePdf());
      });
    },
  };
}
