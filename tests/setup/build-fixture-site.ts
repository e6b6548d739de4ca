// Builds the fixture site: the site made from the fixture content in
// tests/fixtures/content/ (pointed at by CONTENT_DIR, see pipeline/content/content-set.ts)
// into .test-builds/fixture/, for the tests that need a particular shape of
// content. Its siteUrl has a path, so the same build shows that pages, assets,
// links, the PDF and 404.html all respect a base path (a GitHub Pages project
// site). It is built in a copy of the project whose route table adds a test
// page at /nested and /nested/page: a page with another below it, which the
// finishing step must publish as two files.
import { cp, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { contentSet, loadSite } from "../../pipeline/content/content-set.ts";
import { basePathOf } from "../../app/lib/site-url.ts";
import { buildProject, copyProject } from "../../tools/project-copy.ts";
import { writeFixturePhotos } from "./fixture-photos.ts";

const CONTENT_DIR = "tests/fixtures/content";
/** The fixture content set and its site module, which the tests compare the fixture site with. */
export const FIXTURE_CONTENT = contentSet(CONTENT_DIR);
export const fixtureSite = await loadSite(FIXTURE_CONTENT);

export const FIXTURE_BUILD = {
  root: ".test-builds/fixture",
  basePath: basePathOf(fixtureSite.seo.siteUrl),
  nestedPaths: ["/nested", "/nested/page"],
};

const ROUTES_FILE = "app/routes.ts";
const CATCH_ALL_ROUTE = 'route("*", "routes/not-found.tsx"),';

/** The route table with the nested test page added before its catch-all route. */
function withNestedPages(routes: string): string {
  if (!routes.includes(CATCH_ALL_ROUTE)) {
    throw new Error(`${ROUTES_FILE}: the line ${CATCH_ALL_ROUTE} was not found`);
  }
  const added = FIXTURE_BUILD.nestedPaths.map(
    (path) =>
      `route(${JSON.stringify(path.slice(1))}, "routes/nested-page.tsx", { id: ${JSON.stringify(path)} }),`,
  );
  return routes.replace(CATCH_ALL_ROUTE, [...added, CATCH_ALL_ROUTE].join("\n  "));
}

if (import.meta.main) {
  await writeFixturePhotos();
  const copy = await copyProject();
  try {
    await cp(CONTENT_DIR, join(copy, CONTENT_DIR), { recursive: true });
    await cp("tests/fixtures/nested-page.tsx", join(copy, "app/routes/nested-page.tsx"));
    await writeFile(
      join(copy, ROUTES_FILE),
      withNestedPages(await readFile(join(copy, ROUTES_FILE), "utf8")),
    );
    const { ok, output } = await buildProject(copy, { CONTENT_DIR });
    if (!ok) {
      console.error(output);
      throw new Error(`The build of ${CONTENT_DIR} failed`);
    }
    await rm(FIXTURE_BUILD.root, { recursive: true, force: true });
    await cp(join(copy, "build/client"), FIXTURE_BUILD.root, { recursive: true });
    console.log(`Built ${CONTENT_DIR} at ${fixtureSite.seo.siteUrl} into ${FIXTURE_BUILD.root}/`);
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}
