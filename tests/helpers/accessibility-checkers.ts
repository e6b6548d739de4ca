// The accessibility checkers the browser tests run in the page: axe, by its
// WCAG 2.2 AA rules, on every page; and two more, each as it is written to be:
// HTML_CodeSniffer (its WCAG 2 AA standard) and IBM Equal Access's engine (its
// WCAG 2.2 rule set). Each of those reads rules axe does not have, such as
// HTML_CodeSniffer's H32.2 (a form needs a submit button).
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const require = createRequire(import.meta.url);

/**
 * Loads a checker's script into the page as the browser's tools run code,
 * which the page's Content-Security-Policy does not govern (as axe's
 * Playwright package does): a script element would be refused.
 */
async function inject(page: Page, script: string, global: string) {
  if (await page.evaluate((name) => name in window, global)) return;
  await page.evaluate(await readFile(script, "utf8"));
}

/** The levels axe holds a page to: WCAG 2.2 AA, with the A and AA rules of 2.0 and 2.1. */
const WCAG_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe's WCAG 2.2 AA violations on the page as it is now, each "rule: what it
 * asks — the elements". In axe's legacy mode, which runs the audit in the page
 * itself: the default opens a blank page to gather each frame's results, for
 * frames from another origin, which the site's Content-Security-Policy
 * (`default-src 'self'`) never loads. That page and a second copy of axe in it
 * took 40% of a page's two audits, and half of them on two busy cores.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_AA_TAGS)
    .setLegacyMode(true)
    .analyze();
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(" "))
        .join(", ")}`,
  );
}

/** HTML_CodeSniffer's errors: each "code <element>: message". Its warnings and notices are for a person to judge. */
export async function htmlCodeSnifferErrors(page: Page): Promise<string[]> {
  await inject(page, require.resolve("html_codesniffer/build/HTMLCS.js"), "HTMLCS");
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        interface Message {
          type: number;
          code: string;
          msg: string;
          element: Element;
        }
        const { HTMLCS } = window as unknown as {
          HTMLCS: {
            process: (standard: string, root: Document, done: () => void) => void;
            getMessages: () => Message[];
          };
        };
        const ERROR = 1;
        HTMLCS.process("WCAG2AA", document, () =>
          resolve(
            HTMLCS.getMessages()
              .filter((message) => message.type === ERROR)
              .map(
                (message) =>
                  `${message.code} <${message.element.tagName.toLowerCase()}>: ${message.msg}`,
              ),
          ),
        );
      }),
  );
}

/** A finding of IBM Equal Access beyond a pass. */
export interface EqualAccessFinding {
  /** How sure, and how grave: "VIOLATION/FAIL", "VIOLATION/POTENTIAL" (for a person to judge), "RECOMMENDATION/FAIL"... */
  level: string;
  /** The rule, the element's path and the message. */
  text: string;
}

/** What IBM Equal Access finds by its WCAG 2.2 rule set, beyond the rules the page passes. */
export async function equalAccessFindings(page: Page): Promise<EqualAccessFinding[]> {
  await inject(page, require.resolve("accessibility-checker-engine/ace.js"), "ace");
  return page.evaluate(async () => {
    const { ace } = window as unknown as {
      ace: typeof import("accessibility-checker-engine");
    };
    const { results } = await new ace.Checker().check(document, ["WCAG_2_2"]);
    return results
      .filter(({ value: [, confidence] }) => confidence !== "PASS")
      .map(({ value, ruleId, path, message }) => ({
        level: value.join("/"),
        text: `${ruleId} ${path.dom}: ${message}`,
      }));
  });
}
