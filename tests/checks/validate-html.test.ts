import { describe, expect, it } from "vitest";
import { formatProblem, vnuProblems, type Problem } from "./validate-html";

// Messages as vnu 26 prints them with `--format json`.
const output = JSON.stringify({
  version: "26.9.27 (c6ba02c)",
  messages: [
    {
      type: "info",
      url: "file:/site/build/client/index.html",
      lastLine: 1,
      lastColumn: 60,
      firstColumn: 38,
      message:
        "Trailing slash on void elements has no effect and interacts badly with unquoted attribute values.",
      extract: 'en"><head><meta charSet="utf-8"/><meta ',
    },
    {
      type: "error",
      url: "file:/site/build/client/resume.html",
      lastLine: 4,
      lastColumn: 10,
      firstColumn: 7,
      message: "No “p” element in scope but a “p” end tag seen.",
      extract: "p>a\n<div>b</p></div>",
    },
    {
      type: "info",
      subType: "warning",
      url: "file:/site/build/client/404.html",
      lastLine: 1,
      lastColumn: 16,
      message:
        "Consider adding a “lang” attribute to the “html” start tag to declare the language of this document.",
    },
    {
      type: "info",
      subType: "warning",
      url: "file:/site/build/client/index.html",
      lastLine: 1,
      lastColumn: 4993,
      message:
        "Resource violates Content Security Policy (meta tag): external stylesheet “/assets/app.css” blocked by “style-src” directive.",
    },
    { type: "non-document-error", subType: "io", message: "Cannot read the document." },
  ],
});

const error: Problem = {
  severity: "error",
  file: "/site/build/client/resume.html",
  line: 4,
  column: 7,
  message: "No “p” element in scope but a “p” end tag seen.",
  extract: "p>a\n<div>b</p></div>",
};

describe("vnu's JSON output", () => {
  it("keeps errors and warnings, and leaves out plain info messages and the policy as seen from disk", () => {
    expect(vnuProblems(output)).toEqual([
      error,
      {
        severity: "warning",
        file: "/site/build/client/404.html",
        line: 1,
        column: 16,
        message:
          "Consider adding a “lang” attribute to the “html” start tag to declare the language of this document.",
        extract: undefined,
      },
      {
        severity: "error",
        file: undefined,
        line: undefined,
        column: undefined,
        message: "Cannot read the document.",
        extract: undefined,
      },
    ]);
  });

  it("passes CSS newer than vnu's grammar, and still fails any other CSS error", () => {
    const css = (message: string) => ({ type: "error", url: "file:/site/a.html", message });
    const output = JSON.stringify({
      messages: [
        css("CSS: Unrecognized at-rule “@property”."),
        css("CSS: Unrecognized at-rule “@view-transition”."),
        css("CSS: Unrecognized at-rule “@scope-typo”."),
        css("CSS: “margin-trim”: Property “margin-trim” doesn't exist."),
        css(
          "CSS: “transition-property”: “--tw-gradient-from” is not a “transition-property” value.",
        ),
        css("CSS: “colr”: Property “colr” doesn't exist."),
      ],
    });
    expect(vnuProblems(output).map((problem) => problem.message)).toEqual([
      "CSS: Unrecognized at-rule “@scope-typo”.",
      "CSS: “colr”: Property “colr” doesn't exist.",
    ]);
  });

  it("passes `blocking` on an expect link, and still fails it on any other link", () => {
    const blocking = (extract: string) => ({
      type: "error",
      url: "file:/site/a.html",
      message:
        "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.",
      extract,
    });
    const output = JSON.stringify({
      messages: [
        blocking('1"/><link rel="expect" href="#theme-toggle" blocking="render"/><meta'),
        blocking('1"/><link rel="preload" href="/a.css" blocking="render"/><meta'),
      ],
    });
    expect(vnuProblems(output).map((problem) => problem.extract)).toEqual([
      '1"/><link rel="preload" href="/a.css" blocking="render"/><meta',
    ]);
  });

  it("passes the eagerness “immediate” in a speculation rule, and still fails any other", () => {
    const eagerness = (extract: string) => ({
      type: "error",
      url: "file:/site/a.html",
      message:
        "The “eagerness” property in a speculation rule must be one of “eager”, “moderate”, or “conservative”.",
      extract,
    });
    const output = JSON.stringify({
      messages: [
        eagerness('ediate"}]}</script></head'),
        eagerness('"eagerness":"immediate"}]}</script>'),
        eagerness('"eagerness":"intermediate"}]}</script>'),
        eagerness('"eagerness":"soon"}]}</script></head'),
      ],
    });
    expect(vnuProblems(output).map((problem) => problem.extract)).toEqual([
      '"eagerness":"intermediate"}]}</script>',
      '"eagerness":"soon"}]}</script></head',
    ]);
  });

  it("reads a page without messages as no problems", () => {
    expect(vnuProblems('{"version":"26.9.27 (c6ba02c)","messages":[]}')).toEqual([]);
  });
});

describe("a problem as a line", () => {
  it("names the file from the working folder, then the extract on one line", () => {
    expect(formatProblem(error, "/site")).toBe(
      "build/client/resume.html:4:7: No “p” element in scope but a “p” end tag seen.\n" +
        "    p>a <div>b</p></div>",
    );
  });

  it("keeps the absolute path of a file outside the working folder", () => {
    expect(formatProblem(error, "/elsewhere").split("\n")[0]).toBe(
      "/site/build/client/resume.html:4:7: No “p” element in scope but a “p” end tag seen.",
    );
  });

  it("labels warnings, and names vnu for a message about no page", () => {
    expect(
      formatProblem(
        { severity: "warning", file: "/site/a.html", line: 1, message: "Hm." },
        "/site",
      ),
    ).toBe("a.html:1: warning: Hm.");
    expect(formatProblem({ severity: "error", message: "Cannot read the document." }, "/")).toBe(
      "vnu: Cannot read the document.",
    );
  });
});
