/**
 * MDX as this site reads it, in one place: the syntax (front matter, math and
 * GitHub's Markdown), which the compiler (pipeline/plugins/compile-mdx.ts) and the
 * content step (writing.ts) both take from here, so the checks, the word
 * count and the search text read what the page shows; and what the content
 * step asks of a parsed file: the names it reads that no page defines, the
 * text a reader reads, and a hint for MDX's own errors.
 */
import { type CompileOptions, createProcessor } from "@mdx-js/mdx";
import globals from "globals";
import type { Root } from "mdast";
import type {
  MdxFlowExpression,
  MdxJsxFlowElement,
  MdxJsxTextElement,
  MdxTextExpression,
} from "mdast-util-mdx";
import { toString } from "mdast-util-to-string";
import { analyze } from "periscopic";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { mistake } from "./mistakes.ts";

/**
 * The syntax of a post's or case study's file, as remark plugins: what both
 * readers parse. Front matter, math between $ signs, and GitHub's Markdown:
 * tables, footnotes, ~~strikethrough~~, task lists and bare addresses.
 */
export const MDX_SYNTAX: NonNullable<CompileOptions["remarkPlugins"]> = [
  remarkFrontmatter,
  remarkMath,
  remarkGfm,
];

const mdxParser = createProcessor({ remarkPlugins: MDX_SYNTAX });

/** An MDX file's mdast; throws MDX's own error, with the line and column, where it is not MDX. */
export const parseMdx = (source: string) => mdxParser.parse(source) as Root;

/**
 * The callouts GitHub knows, by the word in `> [!WORD]`; the title each shows
 * is the site's language's (`callouts` in app/i18n/<language>/article.ts).
 */
export const CALLOUTS = ["note", "tip", "important", "warning", "caution"] as const;

/** A parsed expression or import, as MDX gives it. */
type Program = NonNullable<NonNullable<MdxFlowExpression["data"]>["estree"]>;

/** What a page has without defining it: JavaScript's own globals (Math, Date...) and the browser's. */
const PAGE_GLOBALS = new Set([...Object.keys(globals.builtin), ...Object.keys(globals.browser)]);

/**
 * What would stop a page from rendering that the parser lets through: a name
 * that an expression (`{PSI}`) or a component (`<Chart />`) reads and nothing
 * defines. MDX reads braces in prose as JavaScript, so a formula or a set
 * written with braces becomes a variable no page has (a ReferenceError while
 * the page is prerendered, naming neither the file nor the line). A name is
 * defined if the file imports or exports it, or if the page has it in the
 * browser: MDX's `props`, JavaScript's globals and the browser's, so
 * `{process.env.X}`, which only the build machine has, is refused. Each is
 * recorded on `file` as a mistake.
 */
export function undefinedNames(tree: Root, file: VFile) {
  const defined = new Set(["props"]);
  visit(tree, "mdxjsEsm", (node) => {
    const program = node.data?.estree;
    if (program) for (const name of analyze(program).scope.declarations.keys()) defined.add(name);
  });
  const isDefined = (name: string) => defined.has(name) || PAGE_GLOBALS.has(name);
  const readsOf = (program: Program | null | undefined) =>
    program ? [...analyze(program).globals.keys()].filter((name) => !isDefined(name)) : [];
  visit(tree, ["mdxFlowExpression", "mdxTextExpression"], (node) => {
    const expression = node as MdxFlowExpression | MdxTextExpression;
    for (const name of readsOf(expression.data?.estree)) {
      mistake(file, `{${expression.value}} is read as JavaScript, and ${name} is not defined`, {
        place: expression.position,
        fix: "To write a brace in the text, write \\{ or put the text in backticks; for a formula, write it between $ signs",
      });
    }
  });
  visit(tree, ["mdxJsxFlowElement", "mdxJsxTextElement"], (node) => {
    const element = node as MdxJsxFlowElement | MdxJsxTextElement;
    const component = element.name?.split(".")[0];
    if (component && /^[A-Z]/.test(component) && !isDefined(component)) {
      mistake(file, `<${element.name}> is read as a component, and ${component} is not defined`, {
        place: element.position,
        fix: "Import it, or write \\< for the character",
      });
    }
    for (const attribute of element.attributes) {
      const program =
        attribute.type === "mdxJsxExpressionAttribute"
          ? attribute.data?.estree
          : typeof attribute.value === "object"
            ? attribute.value?.data?.estree
            : undefined;
      for (const name of readsOf(program)) {
        mistake(file, `<${element.name}> reads ${name}, which is not defined`, {
          place: element.position,
        });
      }
    }
  });
}

/**
 * A hint for MDX's own error, by the part of MDX that raised it: where it
 * read a brace as JavaScript or an angle bracket as a tag, the cause is
 * usually a character of the text.
 */
export function hintFor(error: { source?: string | null }): string {
  if (error.source === "micromark-extension-mdx-expression") {
    return "MDX reads { in the text as JavaScript: write \\{ or put the text in backticks; a formula goes between $ signs";
  }
  if (error.source === "micromark-extension-mdx-jsx" || error.source === "mdast-util-mdx-jsx") {
    return "MDX reads < in the text as the start of a tag: write \\< or put the text in backticks";
  }
  return "";
}

/** What a reader reads of a parsed MDX file, as one string: its text, code and math, what search finds it by. */
export function textOf(tree: Root): string {
  const pieces: string[] = [];
  visit(tree, ["text", "inlineCode", "code", "inlineMath", "math"], (node) => {
    pieces.push(toString(node));
  });
  return pieces.join(" ");
}

/** The words in a text: runs between spaces with a letter or a digit. */
export const wordsOf = (text: string) =>
  text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Words a minute for the reading time: a common figure for reading on screen. */
const WORDS_PER_MINUTE = 220;
/**
 * Characters a minute for Chinese and Japanese, written without spaces between
 * words: a common figure for reading either on screen (about 500).
 */
const CHARACTERS_PER_MINUTE = 500;
/** The characters of the scripts counted by the character: Han, Hiragana and Katakana. */
const CHARACTER_SCRIPTS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

/** What a reader reads in a text: its words, and apart from them its Chinese and Japanese characters. */
export function readingLoad(text: string): { words: number; characters: number } {
  const characters = text.match(CHARACTER_SCRIPTS)?.length ?? 0;
  return { words: wordsOf(text.replace(CHARACTER_SCRIPTS, " ")), characters };
}

/**
 * Minutes to read a text, at least one: its words at WORDS_PER_MINUTE and its
 * characters at CHARACTERS_PER_MINUTE, so a post in Japanese is not counted as
 * a handful of very long "words".
 */
export const readingMinutes = ({ words, characters = 0 }: { words: number; characters?: number }) =>
  Math.max(1, Math.round(words / WORDS_PER_MINUTE + characters / CHARACTERS_PER_MINUTE));
