/**
 * The build's finishing step, run once React Router has prerendered every
 * page: it turns that output into what static hosts serve as it is (see
 * publishPages), finishes each page (the steps in finish-page.ts), writes
 * llms.txt from what the pages say of themselves (llms-txt.ts), and writes
 * the response headers to the files hosts read them from (see
 * security-headers.ts).
 */
import { constants, existsSync } from "node:fs";
import {
  copyFile,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  rmdir,
  stat,
  writeFile,
} from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { CRAWL_FILES } from "../../app/lib/site-files.ts";
import { basePathOf } from "../../app/lib/site-url.ts";
import { listFiles } from "../content/list-files.ts";
import { indexablePages, type SitePage } from "../content/pages.ts";
import type { ContentStore } from "../content/store.ts";
import { criticalCssReader } from "./critical-css.ts";
import { finishPage } from "./finish-page.ts";
import { chunkImportsReader } from "./paint-first.ts";
import { type PageTexts, siteLlmsTxt } from "./llms-txt.ts";
import { picturesWithMetadata } from "../content/picture-metadata.ts";
import { compileAfterFirstPaint } from "../plugins/inline-scripts.ts";
import { headersFile, SCRIPTABLE_FILE, siteHeaderRules, vercelJson } from "./security-headers.ts";

/** Removes `folder` and then each parent up to `root` while they are empty. */
async function removeEmptyFolders(root: string, folder: string): Promise<void> {
  for (let current = folder; current !== root; current = dirname(current)) {
    if ((await readdir(current)).length > 0) return;
    await rmdir(current);
  }
}

/** Moves everything in `from` into `to`, merging into folders `to` already has. */
async function moveInto(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const [source, target] = [join(from, entry.name), join(to, entry.name)];
    const targetIsFolder = await stat(target).then(
      (found) => found.isDirectory(),
      () => false,
    );
    if (entry.isDirectory() && targetIsFolder) await moveInto(source, target);
    else await rename(source, target);
  }
  await rmdir(from);
}

/**
 * Under a base path, React Router writes the prerendered pages to a folder of
 * that name (client/portfolio/index.html) and its SPA fallback to client/index.html.
 * The host publishes client/ itself at the base path, so the pages move up to
 * where their URLs point, replacing the fallback, beside the assets and public
 * files already there (a page at /images/gallery joins public/images/).
 */
async function liftPrerenderedPages(client: string, basePath: string): Promise<void> {
  const nested = join(client, basePath);
  await rm(join(client, "index.html"));
  await moveInto(nested, client);
  await removeEmptyFolders(client, dirname(nested));
}

/** Where a page is published a second time to answer its address with a trailing slash. */
const slashCopyOf = (page: SitePage) => page.file.replace(/\.html$/, "/index.html");

/**
 * Copies `source` to `file` in client/ only where no file is yet, for a page
 * that would otherwise replace another in silence (a page at /a/index lands
 * on /a's copy at a/index.html): the build stops naming both.
 */
async function copyToNewFile(
  client: string,
  source: string,
  file: string,
  page: SitePage,
  pages: readonly SitePage[],
): Promise<void> {
  try {
    await copyFile(source, join(client, file), constants.COPYFILE_EXCL);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const other = pages.find(
      (candidate) =>
        candidate !== page && (candidate.file === file || slashCopyOf(candidate) === file),
    );
    const taken = !other
      ? "where a file of the build already is"
      : other.file === file
        ? `the file of the page at ${other.path}`
        : `where the page at ${other.path} is published again to answer ${other.path}/`;
    throw new Error(
      `The page at ${page.path} would be published as ${file}, ${taken}. Give one of them another address.`,
      { cause: error },
    );
  }
}

/**
 * Publishes each page as the one file its address names (resume.html,
 * writing/first-post.html, 404.html) rather than a folder's index.html, which
 * hosts reach only through a redirect to the address with a trailing slash.
 * Deepest pages first, so /a/b has left a/ before /a is moved beside it;
 * a/ stays while it holds a page. No SPA fallback is published: every address
 * the site has is prerendered, and any other must answer 404.
 */
export async function publishPages(
  client: string,
  pages: readonly SitePage[],
  basePath: string,
): Promise<void> {
  if (basePath !== "/") await liftPrerenderedPages(client, basePath);
  await rm(join(client, "__spa-fallback.html"), { force: true });
  const depth = (page: SitePage) => page.path.split("/").length;
  for (const page of [...pages].sort((a, b) => depth(b) - depth(a))) {
    if (page.path === "/") continue;
    // React Router names the folder and the data file after the address as a
    // URL has it: /café is caf%C3%A9/ and caf%C3%A9.data. Hosts look for the
    // file an address names once decoded: café.html, café.data.
    const encoded = join(client, encodeURI(page.path));
    await copyToNewFile(client, join(encoded, "index.html"), page.file, page, pages);
    await rm(join(encoded, "index.html"));
    await removeEmptyFolders(client, encoded);
    const data = join(client, `${page.path.slice(1)}.data`);
    if (`${encoded}.data` !== data && existsSync(`${encoded}.data`)) {
      await rename(`${encoded}.data`, data);
    }
  }
}

/**
 * Publishes each page but home and the not-found page a second time, as
 * name/index.html beside name.html, so that its address with a trailing slash
 * answers it too: GitHub Pages serves /writing/ only from writing/index.html
 * and redirects nothing, and Cloudflare Pages serves it from there when both
 * exist; Netlify and Vercel (vercel.json) redirect /writing/ to /writing
 * instead. The copy is the page itself, canonical link included, and its boot
 * script writes the address without the slash before anything else reads it
 * (app/inline-scripts/boot.ts). Runs on finished pages, so both files are the
 * same bytes and carry the same hashes.
 */
export async function publishAtSlashAddresses(
  client: string,
  pages: readonly SitePage[],
): Promise<void> {
  for (const page of pages) {
    if (page.path === "/" || page.isNotFound) continue;
    const copy = slashCopyOf(page);
    await mkdir(dirname(join(client, copy)), { recursive: true });
    await copyToNewFile(client, join(client, page.file), copy, page, pages);
  }
}

/**
 * The last guard of the owner's privacy: a picture in the finished site that
 * still carries metadata (a phone's EXIF, with where it was taken) stops the
 * build, whichever way it got there; every picture the content names is
 * encoded without it (pipeline/plugins/images.ts).
 */
async function refusePicturesWithMetadata(client: string): Promise<void> {
  const found = await picturesWithMetadata(client);
  if (found.length > 0) {
    throw new Error(
      `Pictures that would be published with their metadata (EXIF, GPS, XMP or comments):\n${found.map((path) => `  - ${relative(client, path)}`).join("\n")}\nEvery picture the content names is encoded without it; a file copied as it is (from public/, say) is not.`,
    );
  }
}

export async function finalizeStaticSite(
  buildDirectory: string,
  pages: readonly SitePage[],
  content: ContentStore,
): Promise<void> {
  const client = join(buildDirectory, "client");
  const basePath = basePathOf(content.site.seo.siteUrl);
  await publishPages(client, pages, basePath);
  const finishing = {
    criticalCssOf: criticalCssReader(client, basePath),
    afterFirstPaint: await compileAfterFirstPaint(),
    chunkImports: chunkImportsReader(client, basePath),
    basePath,
  };
  const textsByFile = new Map<string, PageTexts>();
  for (const page of (await listFiles(client)).filter((file) => file.endsWith(".html"))) {
    const path = join(client, page);
    const finished = await finishPage(await readFile(path, "utf8"), page, finishing);
    await writeFile(path, finished.html);
    textsByFile.set(page, finished.texts);
  }
  const ownPages = indexablePages(pages).filter((page) => !page.fromContent);
  await writeFile(
    join(client, CRAWL_FILES.llms),
    siteLlmsTxt(
      content,
      ownPages.map((page) => ({ ...page, ...textsByFile.get(page.file) })),
    ),
  );
  await publishAtSlashAddresses(client, pages);
  await refusePicturesWithMetadata(client);
  const scriptableFiles = (await listFiles(client)).filter((file) => SCRIPTABLE_FILE.test(file));
  const headerRules = siteHeaderRules(basePath, scriptableFiles);
  await writeFile(join(client, "_headers"), headersFile(headerRules));
  await writeFile(join(client, "vercel.json"), vercelJson(headerRules));
}
