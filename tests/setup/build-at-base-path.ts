// Builds the site as published under a path (a GitHub Pages project site,
// https://name.github.io/portfolio/) into .test-builds/base-path/, so the tests
// can show that pages, assets, links, the PDF and 404.html all respect the base
// path. It builds a copy of the project whose content differs in seo.siteUrl,
// and whose route table adds a test page at /nested and /nested/page: a page
// with another below it, which the finishing step must publish as two files.
import { cp, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { site } from "../../app/content/site.ts";
import { buildProject, copyProject } from "../../tools/project-copy.ts";

export const BASE_PATH_BUILD = {
  root: ".test-builds/base-path",
  basePath: "/portfolio/",
  nestedPaths: ["/nested", "/nested/page"],
};

const CONTENT_FILE = "app/content/site.ts";
const ROUTES_FILE = "app/routes.ts";
const CATCH_ALL_ROUTE = 'route("*", "routes/not-found.tsx"),';

/** The route table with the nested test page added before its catch-all route. */
function withNestedPages(routes: string): string {
  if (!routes.includes(CATCH_ALL_ROUTE)) {
    throw new Error(`${ROUTES_FILE}: the line ${CATCH_ALL_ROUTE} was not found`);
  }
  const added = BASE_PATH_BUILD.nestedPaths.map(
    (path) =>
      `route(${JSON.stringify(path.slice(1))}, "routes/nested-page.tsx", { id: ${JSON.stringify(path)} }),`,
  );
  return routes.replace(CATCH_ALL_ROUTE, [...added, CATCH_ALL_ROUTE].join("\n  "));
}

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
    await cp("tests/fixtures/nested-page.tsx", join(copy, "app/routes/nested-page.tsx"));
    await writeFile(
      join(copy, ROUTES_FILE),
      withNestedPages(await readFile(join(copy, ROUTES_FILE), "utf8")),
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
