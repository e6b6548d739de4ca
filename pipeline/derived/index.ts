/**
 * The files made from the content that are published beside the pages: the
 * resume as PDF and JSON Resume, the share images (the site's, and each post's
 * and case study's), the PNG icons and the web manifest, the writing's feed,
 * the posts' search index, the sitemap and robots.txt (llms.txt, which reads the
 * finished pages, is written by pipeline/finish/). One list, and one Vite plugin that
 * publishes it: `npm run build` renders every file while its config is read (a
 * failure then stops the build before React Router writes anything) and emits
 * them with the bundle into the build's client folder, which replaces
 * build/client/ once the build is whole (pipeline/finish/replace-build.ts);
 * `npm run dev` renders each when it is asked for, with the same code.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Connect, Plugin } from "vite";
import { ROUTES } from "../../app/route-table.ts";
import type { ContentStore } from "../content/store.ts";
import { palette } from "../../app/lib/design-tokens.ts";
import {
  CRAWL_FILES,
  FEED_FILE,
  ICON_FILES,
  JSON_RESUME_FILE,
  SEARCH_INDEX_FILE,
  SHARE_IMAGE,
  shareImageFileOf,
} from "../../app/lib/site-files.ts";
import { printAddress } from "../../app/lib/format.ts";
import { loadOnce } from "../../app/lib/load-once.ts";
import { basePathOf } from "../../app/lib/site-url.ts";
import { robotsTxt, sitemapXml } from "./crawl-files.ts";
import { atomFeed } from "./feed.ts";
import { searchIndex } from "./search-index.ts";
import { indexablePages, sitePages } from "../content/pages.ts";
import { renderJsonResume, renderResumePdf } from "./resume/render.ts";
import { ICONS, renderIcons, webManifest } from "./site-icons.ts";
import { renderSocialImage } from "./social-image.ts";
import { articlesOf } from "./articles.ts";

export interface DerivedFile {
  /** Its path below the base path, with no leading slash. */
  name: string;
  contentType: string;
  render: () => Promise<Buffer | string>;
}

export function derivedFiles({
  site: content,
  set,
  writing,
  messages: t,
}: ContentStore): DerivedFile[] {
  const { owner, seo, resume } = content;
  const basePath = basePathOf(seo.siteUrl);
  const host = printAddress(seo.siteUrl);
  const articles = articlesOf(writing, t);
  const pages = indexablePages(sitePages(writing, ROUTES));

  const favicon = loadOnce(() => readFile(join(set.publicDir, "favicon.svg"), "utf8"));
  const icons = loadOnce(async () => renderIcons(await favicon()));
  const icon = (name: string): DerivedFile => ({
    name,
    contentType: "image/png",
    render: async () => (await icons()).find((rendered) => rendered.file === name)!.data,
  });
  return [
    {
      name: resume.pdf.fileName,
      contentType: "application/pdf",
      render: () => renderResumePdf(content, t, set.siteFile),
    },
    {
      name: JSON_RESUME_FILE,
      contentType: "application/json",
      render: () => renderJsonResume(content, t),
    },
    {
      name: SHARE_IMAGE.file,
      contentType: "image/png",
      render: async () =>
        renderSocialImage({
          kicker: owner.role,
          title: owner.name,
          text: owner.tagline,
          footer: host,
          mark: await favicon(),
        }),
    },
    ...articles.map((article): DerivedFile => ({
      name: shareImageFileOf(article.path),
      contentType: "image/png",
      render: async () =>
        renderSocialImage({
          kicker: article.kicker,
          title: article.headline,
          text: article.summary,
          footer: `${owner.name} · ${host}`,
          mark: await favicon(),
        }),
    })),
    {
      name: FEED_FILE,
      contentType: "application/atom+xml; charset=utf-8",
      render: () => atomFeed(content, articles, t),
    },
    {
      name: SEARCH_INDEX_FILE,
      contentType: "application/json",
      render: async () => searchIndex(writing.posts, t.site.language),
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
          language: t.site.language,
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
          pages.map((page) => page.path),
        ),
    },
    {
      name: CRAWL_FILES.robots,
      contentType: "text/plain; charset=utf-8",
      render: async () => robotsTxt(seo.siteUrl),
    },
  ];
}

export function derivedFilesPlugin(content: ContentStore): Plugin {
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
      // Made anew after any file changes, so an edit to public/favicon.svg or a post shows
      // at once, and not for every request the dev server answers.
      let files: DerivedFile[] | undefined;
      server.watcher.on("all", () => {
        files = undefined;
      });
      const serve: Connect.NextHandleFunction = async (request, response, next) => {
        const { base } = server.config;
        const path = new URL(request.url ?? "/", "http://localhost").pathname;
        if (!path.startsWith(base)) return next();
        try {
          // A mistake in the writing is an error page, not a stopped server.
          files ??= derivedFiles(content);
          const file = files.find((candidate) => candidate.name === path.slice(base.length));
          if (!file) return next();
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
