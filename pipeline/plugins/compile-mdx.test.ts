import { compile } from "@mdx-js/mdx";
import { describe, expect, it } from "vitest";
import { dictionary as en } from "../../app/i18n/en/index";
import { bodyWordsOf, mdxOptions } from "./compile-mdx";

const SITE_URL = "https://example.org/portfolio";
const compilePost = (markdown: string) =>
  compile(
    { value: markdown, path: "/content/posts/post.mdx" },
    mdxOptions({ siteUrl: SITE_URL, words: bodyWordsOf(en) }),
  );

describe("math", () => {
  it("draws $...$ in a line and $$...$$ as a block as MathML, the block in a box of its own", async () => {
    const code = String(
      await compilePost(
        "The mean is $\\mu = 3.1$.\n\n$$\n\\mathrm{PSI} = \\sum_{i} (p_i - q_i) \\ln \\frac{p_i}{q_i}\n$$\n",
      ),
    );
    // Inline, in the paragraph's text; the TeX kept as the formula's annotation.
    expect(code).toMatch(/"math"[\s\S]*"mi"[\s\S]*"μ"/);
    expect(code).toContain('"application/x-tex"');
    // The block: in the box that scrolls sideways where it must (formula-box.tsx), imported
    // for it; no style attribute anywhere.
    expect(code).toMatch(
      /^import \{FormulaBox\} from ".*\/app\/components\/writing\/formula-box\.tsx";$/m,
    );
    expect(code).toMatch(/_jsx\(FormulaBox, \{\s*children: _jsx\(_components\.math/);
    expect(code).toContain('display: "block"');
    expect(code).not.toMatch(/style:/);
  });

  it("imports the formula's box only into a body with a block formula, and not for a feed", async () => {
    expect(String(await compilePost("The mean is $\\mu = 3.1$.\n"))).not.toContain("FormulaBox");
    const forFeed = String(
      await compile(
        { value: "$$\nx = 1\n$$\n", path: "/content/posts/post.mdx" },
        mdxOptions({ siteUrl: SITE_URL, words: bodyWordsOf(en), forFeed: true }),
      ),
    );
    expect(forFeed).not.toContain("FormulaBox");
    expect(forFeed).toMatch(
      /_jsx\(_components\.div, \{\s*className: "math-display",\s*role: "group",\s*"aria-label": "Formula"/,
    );
  });

  it("stops on a formula KaTeX cannot read, naming the file, the line and the column", async () => {
    await expect(compilePost("A line.\n\nA broken $\\frac{1}$ formula.\n")).rejects.toThrow(
      /\/content\/posts\/post\.mdx:3:10: the formula could not be read: KaTeX parse error/,
    );
  });

  it("leaves a dollar sign in prose that opens no formula as text", async () => {
    const code = String(await compilePost("It costs $5 a month.\n"));
    expect(code).toContain("It costs $5 a month.");
    expect(code).not.toContain('"math"');
  });
});
