import { FIXTURE_CONTENT, FIXTURE_ROOT } from "../setup/build-fixture-site";
import { builtSite } from "./built-site";

/**
 * The fixture site (tests/fixtures/content/, built by
 * tests/setup/build-fixture-site.ts): the behaviour tests run on it, and
 * compare what it shows with its content module. Loaded when imported, so
 * only the behaviour tests import it: the fixture's photos exist only once
 * its build has made them, and the content gate never builds it.
 */
export const FIXTURE = await builtSite(FIXTURE_CONTENT, FIXTURE_ROOT);

/** The behaviour tests' content, base path and pages: the fixture site's. */
export const { site, basePath: BASE_PATH, pages: PAGES } = FIXTURE;
