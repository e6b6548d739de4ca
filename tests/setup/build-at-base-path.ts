// Builds the site as published under a path (a GitHub Pages project site,
// https://name.github.io/portfolio/) into .test-builds/base-path/, so the tests
// can show that pages, assets, links, the PDF and 404.html all respect the base
// path. It builds a copy of the project whose content differs in seo.siteUrl only.
import { cp, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { site } from "../../app/content/site.ts";
import { buildProject, copyProject } from "../helpers/project-copy.ts";

export const BASE_PATH_BUILD = { root: ".test-builds/base-path", basePath: "/portfolio/" };

const CONTENT_FILE = "app/content/site.ts";

if (import.meta.main) {
  const copy = await copyProject();
  try {
    const content = await readFile(join(copy, CONTENT_FILE), "utf8");
    const siteUrlLine = `siteUrl: ${JSON.stringify(site.seo.siteUrl)}`;
    if (!content.includes(siteUrlLine)) {
      throw new Error(`${CONTENT_FILE}: the line ${siteUrlLine} was not found`);
    }
    const siteUrl = `${new URL(site.seo.siteUrl).origin}${BASE_PATH_BUILD.basePath.slice(0, -1)}`;
    await writeFile(
      join(copy, CONTENT_FILE),
      content.replace(siteUrlLine, `siteUrl: ${JSON.stringify(siteUrl)}`),
    );
    const { ok, output } = await buildProject(copy);
    if (!ok) {
      console.error(output);
      throw new Error(`The build at ${siteUrl} failed`);
    }
    await rm(BASE_PATH_BUILD.root, { recursive: true, force: true });
    await cp(join(copy, "build/client"), BASE_PATH_BUILD.root, { recursive: true });
    console.log(`Built the site at ${siteUrl} into ${BASE_PATH_BUILD.root}/`);
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}
