// Two accessibility checkers besides axe, run in the page as each is written
// to be: HTML_CodeSniffer (its WCAG 2 AA standard) and IBM Equal Access's
// engine (its WCAG 2.2 rule set). Each reads rules axe does not have, such as
// HTML_CodeSniffer's H32.2 (a form needs a submit button).
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
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
