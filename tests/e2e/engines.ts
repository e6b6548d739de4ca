// Which engines run which browser tests. Every test runs in Chromium. Firefox
// runs every test but those carrying one of the tags below, each left out for
// the reason given, and runs the tests tagged for a system setting in a browser
// launched with that setting (playwright.config.ts). The WebKit suite is
// tests/webkit/; docs/behaviours.md says which engines prove each behaviour.

/** Tests Firefox leaves out, by tag, and why: the tool cannot, or the engine cannot change the result. */
export const NOT_IN_FIREFOX = {
  "@built-files":
    "checks what the build wrote (files, served bytes, prerendered HTML), which is the same whatever engine asks",
  "@chromium-apis":
    "reads or sets what only Chromium has: the fonts a page drew and the data-saver setting (DevTools Protocol), its layout shifts (Layout Instability API), its prerendering (Speculation Rules)",
  "@addresses":
    "checks which address answers with what, and which files a page asks for and from where: the host answers, and relative addresses resolve (the URL Standard), alike whatever engine asks; that each page hydrates in Firefox is proved by its own tests there",
  "@reads-markup":
    "reads only a page's text, links and head, which the build wrote and React renders alike in every engine; that each page hydrates in Firefox without an error is proved by its own tests there",
  "@print":
    "page.emulateMedia({ media: 'print' }) has no effect in Firefox over WebDriver BiDi, and no preference replaces it",
  "@no-javascript":
    "Playwright's javaScriptEnabled: false does not reach Firefox over WebDriver BiDi, and with Firefox's javascript.enabled preference off Playwright cannot read the page",
  "@live-system-setting":
    "changes the system's colour scheme while the page is open; in Firefox over WebDriver BiDi the scheme is a preference fixed at launch",
} as const;

/** Of those, the ones left out only over WebDriver BiDi (Firefox ESR); Playwright's own Firefox runs them. */
export const ONLY_OVER_BIDI = ["@print", "@no-javascript", "@live-system-setting"] as const;

/** Tests Playwright's own WebKit leaves out, by tag: it has print and media emulation. */
export const NOT_IN_PLAYWRIGHT_WEBKIT = [
  "@built-files",
  "@addresses",
  "@reads-markup",
  "@chromium-apis",
] as const;

/**
 * Tests that need a system setting, which Firefox takes as a preference at
 * launch (emulateMedia has no effect there): a Firefox project launched with
 * these preferences runs them, and the test checks the setting holds.
 */
export const FIREFOX_SYSTEM_SETTINGS = {
  "@system-dark": { "ui.systemUsesDarkTheme": 1 },
  "@reduced-motion": { "ui.prefersReducedMotion": 1 },
} as const;

type Tag = keyof typeof NOT_IN_FIREFOX | keyof typeof FIREFOX_SYSTEM_SETTINGS;

/** The tag option of a test, typed so that a misspelt tag does not compile. */
export const tagged = (...tags: Tag[]) => ({ tag: tags });

/** A pattern matching any of the tags, for a project's grep. */
export const anyOf = (tags: readonly string[]) => new RegExp(tags.join("|"));
