/**
 * The files made from the content that are published beside the pages: the
 * resume as PDF and JSON Resume, the share image, the PNG icons and the web
 * manifest, the sitemap and robots.txt. One list, and one Vite plugin that
 * publishes it: `npm run build` renders every file while its config is read (a
 * failure then stops the build before React Router empties build/, so the last
 * good build stays) and writes them into build/client/; `npm run dev` renders
 * each when it is asked for, with the same code.
 */
import { readFile } from "node:fs/promises";
import type { Connect, Plugin } from "vite";
import type { SiteContent } from "../app/content/schema.ts";
import { site } from "../app/content/site.ts";
import { palette } from "../app/lib/design-tokens.ts";
import { CRAWL_FILES, ICON_FILES, JSON_RESUME_FILE, SHARE_IMAGE } from "../app/lib/site-files.ts";
import { basePathOf } from "../app/lib/site-url.ts";
import { robotsTxt, sitemapXml } from "./crawl-files.ts";
import { indexablePages } from "./pages.ts";
import { renderJsonResume, renderResumePdf } from "./resume/render.tsx";
import { ICONS, renderIcons, webManifest } from "./site-icons.ts";
import { renderSocialImage } from "./social-image.ts";

export interface DerivedFile {
  /** Its path below the base path, with no leading slash. */
  name: string;
  contentType: string;
  render: () => Promise<Buffer | string>;
}

/** Runs `render` once, however many files share its result; a failure is not kept. */
function once<T>(render: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () =>
    (result ??= render().catch((error: unknown) => {
      result = undefined;
      throw error;
    }));
}

export function derivedFiles(content: SiteContent = site): DerivedFile[] {
  const { owner, seo, resume } = content;
  const basePath = basePathOf(seo.siteUrl);
  const icons = once(async () =>
    renderIcons(await readFile(new URL("../public/favicon.svg", import.meta.url), "utf8")),
  );
  const icon = (name: string): DerivedFile => ({
    name,
    contentType: "image/png",
    render: async () => (await icons()).find((rendered) => rendered.file === name)!.data,
  });
  return [
    {
      name: resume.pdf.fileName,
      contentType: "application/pdf",
      render: () => renderResumePdf(content),
    },
    {
      name: JSON_RESUME_FILE,
      contentType: "application/json",
      render: () => renderJsonResume(content),
    },
    {
      name: SHARE_IMAGE.file,
      contentType: "image/png",
      render: () =>
        renderSocialImage({
          name: owner.name,
          tagline: owner.tagline,
          role: owner.role,
          host: seo.siteUrl.replace(/^https?:\/\//, ""),
        }),
    },
    ...ICONS.map(({ file }) => icon(file)),
    {
      name: ICON_FILES.manifest,
      contentType: "application/manifest+json",
      render: async () =>
        webManifest({
          name: owner.name,
          shortName: owner.name,
          description: owner.tagline,
          basePath,
          themeColor: palette("light").page,
          backgroundColor: palette("light").page,
        }),
    },
    {
      name: CRAWL_FILES.sitemap,
      contentType: "application/xml",
      render: async () =>
        sitemapXml(
          seo.siteUrl,
          indexablePages().map((page) => page.path),
        ),
    },
    {
      name: CRAWL_FILES.robots,
      contentType: "text/plain; charset=utf-8",
      render: async () => robotsTxt(seo.siteUrl),
    },
  ];
}

export function derivedFilesPlugin(content: SiteContent = site): Plugin {
  let rendered: Array<{ name: string; source: Buffer | string }> = [];
  return {
    name: "portfolio:derived-files",
    async config(_config, { command }) {
      if (command !== "build") return;
      rendered = await Promise.all(
        derivedFiles(content).map(async (file) => ({
          name: file.name,
          source: await file.render(),
        })),
      );
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const { name, source } of rendered) {
        this.emitFile({ type: "asset", fileName: name, source });
      }
    },
    configureServer(server) {
      const serve: Connect.NextHandleFunction = async (request, response, next) => {
        const { base } = server.config;
        const path = new URL(request.url ?? "/", "http://localhost").pathname;
        // Made anew for each request, so an edit to public/favicon.svg shows at once.
        const file = path.startsWith(base)
          ? derivedFiles(content).find((candidate) => candidate.name === path.slice(base.length))
          : undefined;
        if (!file) return next();
        try {
          response.setHeader("Content-Type", file.contentType);
          response.end(await file.render());
        } catch (error) {
          next(error);
        }
      };
      server.middlewares.use(serve);
    },
  };
}
