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
import { ICON_FILES, JSON_RESUME_FILE, SHARE_IMAGE } from "../app/lib/site-files.ts";
import { basePathOf } from "../app/lib/site-url.ts";
import { robotsTxt, sitemapXml } from "./crawl-files.ts";
import { indexablePages } from "./pages.ts";
import { renderJsonResume, renderResumePdf } from "./resume/render.tsx";
import { renderIcons, webManifest } from "./site-icons.ts";
import { renderSocialImage } from "./social-image.ts";

export interface DerivedFile {
  /** Its path below the base path, with no leading slash. */
  name: string;
  contentType: string;
  render: () => Promise<Buffer | string>;
}

/** Runs `render` once, however many files share its result. */
function once<T>(render: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= render());
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
      name: SHARE_IMAGE.path.slice(1),
      contentType: "image/png",
      render: () =>
        renderSocialImage({
          name: owner.name,
          tagline: owner.tagline,
          role: owner.role,
          host: seo.siteUrl.replace(/^https?:\/\//, ""),
        }),
    },
    icon(ICON_FILES.favicon32),
    icon(ICON_FILES.appleTouch),
    icon(ICON_FILES.icon192),
    icon(ICON_FILES.icon512),
    icon(ICON_FILES.maskable512),
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
      name: "sitemap.xml",
      contentType: "application/xml",
      render: async () =>
        sitemapXml(
          seo.siteUrl,
          indexablePages().map((page) => page.path),
        ),
    },
    {
      name: "robots.txt",
      contentType: "text/plain; charset=utf-8",
      render: async () => robotsTxt(seo.siteUrl),
    },
  ];
}

export function derivedFilesPlugin(content: SiteContent = site): Plugin {
  const files = derivedFiles(content);
  let rendered: Array<{ name: string; source: Buffer | string }> = [];
  return {
    name: "portfolio:derived-files",
    async config(_config, { command }) {
      if (command !== "build") return;
      rendered = await Promise.all(
        files.map(async (file) => ({ name: file.name, source: await file.render() })),
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
        const file = path.startsWith(base)
          ? files.find((candidate) => candidate.name === path.slice(base.length))
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
