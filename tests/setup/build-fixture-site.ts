// Builds the fixture site: the site made from the fixture content in
// tests/fixtures/content/, into .test-builds/fixture/client/, for the tests
// that need a particular shape of content. Its siteUrl has a path, so the same
// build shows that pages, assets, links, the PDF and 404.html all respect a
// base path (a GitHub Pages project site).
import { basePathOf } from "../../app/lib/site-url.ts";
import { contentSet, loadSite } from "../../pipeline/content/content-set.ts";
import { buildSite } from "../../pipeline/index.ts";
import { writeFixturePhotos } from "./fixture-photos.ts";

const CONTENT_DIR = "tests/fixtures/content";
const BUILD_DIRECTORY = ".test-builds/fixture";
/** The fixture content set, which the tests compare the fixture site with. */
export const FIXTURE_CONTENT = contentSet(CONTENT_DIR);
/** Where the fixture site is built, to be served from. */
export const FIXTURE_ROOT = `${BUILD_DIRECTORY}/client`;
/**
 * The path the fixture site is built for and served at, read from its content
 * when asked: importing this module loads nothing of the fixture, since the
 * Playwright config imports it for the content gate too, which never builds it.
 */
export const fixtureBasePath = async () =>
  basePathOf((await loadSite(FIXTURE_CONTENT)).seo.siteUrl);

if (import.meta.main) {
  await writeFixturePhotos();
  await buildSite({ contentDir: CONTENT_DIR, buildDirectory: BUILD_DIRECTORY });
  console.log(`Built ${CONTENT_DIR} for ${await fixtureBasePath()} into ${FIXTURE_ROOT}/`);
  // Vite's servers stay open after a build (pipeline/index.ts).
  process.exit(0);
}
