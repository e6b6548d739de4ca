/**
 * How a post or case study's MDX becomes HTML, at build time: the same
 * options compile it into the module of its body, which its page imports
 * (vite.config.ts), and into the feed's full text (feed.ts), so both say the
 * same thing.
 *
 * - Front matter is the file's metadata (see writing.ts), never its text.
 * - Code blocks are highlighted by Shiki into classes (token-keyword,
 *   token-string...) that app.css colours for each theme: no highlighter runs
 *   in the browser and no style attribute reaches the page, so the
 *   Content-Security-Policy keeps style-src 'self'.
 * - Math, `$...$` in a line and `$$...$$` as a block, is drawn by KaTeX as
 *   MathML, which every browser draws and screen readers read: no script, no
 *   font and no stylesheet reach the page. A block formula scrolls sideways
 *   in its own box, a group named "Formula" in the site's language, which the
 *   keyboard reaches where it scrolls (app/components/writing/formula-box.tsx).
 *   A formula KaTeX cannot read stops the build, naming the file, the line and
 *   the column.
 * - What the body writes around the owner's words (the footnotes' heading and
 *   back links, the callouts' titles, a table's name, the formula's box) is
 *   in the site's language: `BodyWords`, from its dictionary (app/i18n/).
 * - Headings get ids, and their text links to themselves (the heading is the
 *   link, so it is a large target and is read once). The module exports its
 *   `contents`: each h2 and h3, its id and its text, for the page's list of
 *   contents (app/components/writing/article-contents.tsx).
 * - Pictures beside the file (`![alt](./photo.jpg)`) are encoded by
 *   pipeline/plugins/images.ts; the feed keeps their alt text.
 * - Links to the site's own paths ("/resume") get the base path, and on the
 *   site every link carries the address printed after it on paper.
 */
import { resolve } from "node:path";
import type { CompileOptions } from "@mdx-js/mdx";
import rehypeShiki from "@shikijs/rehype";
import type { Element, Root } from "hast";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeKatex from "rehype-katex";
import rehypeSlug from "rehype-slug";
import { remarkAlert } from "remark-github-blockquote-alert";
import type { VFile } from "vfile";
import { type ShikiTransformer, createCssVariablesTheme } from "shiki/core";
import { visit } from "unist-util-visit";
import { remarkContentImages } from "./images.ts";
import { esm, esmImport } from "./mdx-esm.ts";
import { rehypeGithubMarkdown, remarkFigures } from "./github-markdown.ts";
import { remarkMermaid } from "./mermaid.ts";
import { MDX_SYNTAX } from "../content/read-mdx.ts";
import { failOn } from "../content/mistakes.ts";
import { type ContentsEntry, FORMULA_BOX_ATTRIBUTES } from "../../app/lib/compiled-mdx.ts";
import type { ArticleWords, Messages } from "../../app/i18n/en/index.ts";
import { printAddress } from "../../app/lib/format.ts";
import { absoluteUrl, basePathOf } from "../../app/lib/site-url.ts";
import { PROJECT_ROOT } from "../project-root.ts";

/** The languages code blocks may name; any other is shown as plain text. */
const CODE_LANGUAGES = ["python", "typescript", "tsx", "javascript", "json", "bash", "yaml", "sql"];

const TOKEN_VARIABLE = /var\(--shiki-([\w-]+)\)/;

/** Shiki's token colours, as variables, turned into classes named after them. */
const tokenClasses: ShikiTransformer = {
  name: "portfolio:token-classes",
  pre(node) {
    delete node.properties.style;
  },
  span(node) {
    const variable = TOKEN_VARIABLE.exec(String(node.properties.style ?? ""))?.[1];
    delete node.properties.style;
    if (variable && variable !== "foreground") this.addClassToHast(node, variable);
  },
};

/** The box a block formula is drawn in on the site: app/components/writing/formula-box.tsx. */
const FORMULA_BOX = resolve(PROJECT_ROOT, "app/components/writing/formula-box.tsx");

/**
 * After KaTeX: a formula it could not read stops the build (KaTeX would draw
 * it as red source text, styled inline, which the page's CSP refuses); a block
 * formula becomes a box of its own, a group named "Formula", which scrolls
 * sideways; and no style attribute is left for the CSP to refuse. On the site
 * the box is FormulaBox, which makes it a tab stop where it scrolls; only a
 * body with a block formula imports it. In a feed it is a plain <div>.
 */
function mathBoxes({ forFeed, words }: { forFeed: boolean; words: BodyWords }) {
  return () => (tree: Root, file: VFile) => {
    const failed = file.messages.find((message) => message.source === "rehype-katex");
    if (failed) {
      const reason = failed.cause instanceof Error ? failed.cause.message : failed.reason;
      failOn(file, `the formula could not be read: ${reason}`, {
        place: failed.place,
        fix: "Check the formula against KaTeX's list of supported functions (katex.org/docs/supported)",
      });
    }
    let hasBlock = false;
    visit(tree, "element", (element, index, parent) => {
      if (element.tagName === "math") {
        visit(element, "element", (part) => void delete part.properties.style);
      }
      const [math] = element.children;
      const isKatex = (element.properties.className as string[] | undefined)?.includes("katex");
      if (!isKatex || math?.type !== "element" || math.properties.display !== "block") return;
      hasBlock = true;
      if (forFeed) {
        element.tagName = "div";
        element.properties = {
          className: [FORMULA_BOX_ATTRIBUTES.className],
          role: FORMULA_BOX_ATTRIBUTES.role,
          ariaLabel: words.formula,
        };
      } else if (parent && index !== undefined) {
        parent.children[index] = {
          type: "mdxJsxFlowElement",
          name: "FormulaBox",
          attributes: [],
          children: element.children,
        };
      }
    });
    if (!hasBlock || forFeed) return;
    tree.children.unshift(esmImport("FormulaBox", FORMULA_BOX, "FormulaBox"));
  };
}

/** A heading's text as a reader reads it: a formula's TeX source, kept for machines, left out. */
function headingText(heading: Element): string {
  let text = "";
  visit(heading, (node) => {
    if (node.type === "element" && node.tagName === "annotation") return "skip";
    if (node.type === "text") text += node.value;
  });
  return text.trim();
}

/**
 * Exports `contents` from the module: each h2 and h3 with the id rehype-slug
 * gave it and its text, so the list of contents links to exactly the ids the
 * page has.
 */
function exportContents() {
  return (tree: Root) => {
    const contents: ContentsEntry[] = [];
    visit(tree, "element", (element) => {
      const { id } = element.properties;
      if ((element.tagName === "h2" || element.tagName === "h3") && typeof id === "string") {
        contents.push({ depth: element.tagName === "h2" ? 2 : 3, id, text: headingText(element) });
      }
    });
    // MDX's own node, which it reads in the hast tree as it does in mdast.
    tree.children.unshift(
      esm(
        `export const contents = ${JSON.stringify(contents)};`,
      ) as unknown as Root["children"][number],
    );
  };
}

const ROOT_RELATIVE = /^\/(?!\/)/;

/**
 * Root-relative links and images ("/resume") are given the site's base path,
 * or, `forFeed`, its whole address, since a feed reader has no page to resolve
 * them against. On the site, each link to a web page, an e-mail address or
 * one of the site's own pages carries the address printed after it.
 */
function siteLinks({ siteUrl, forFeed }: { siteUrl: string; forFeed: boolean }) {
  const basePath = basePathOf(siteUrl);
  return () => (tree: Root) => {
    visit(tree, "element", (element) => {
      for (const attribute of ["href", "src"]) {
        const value = element.properties[attribute];
        if (typeof value === "string" && ROOT_RELATIVE.test(value)) {
          element.properties[attribute] = forFeed
            ? absoluteUrl(siteUrl, value)
            : `${basePath}${value.slice(1)}`;
        }
      }
      const href = element.properties.href;
      if (forFeed || element.tagName !== "a" || typeof href !== "string") return;
      if (ROOT_RELATIVE.test(href)) {
        element.properties.dataPrintAddress = printAddress(
          absoluteUrl(siteUrl, href.slice(basePath.length - 1)),
        );
      } else if (/^(https?|mailto):/.test(href)) {
        element.properties.dataPrintAddress = printAddress(href);
      }
    });
  };
}

/** The words a post's body writes around the owner's: its language's. */
export interface BodyWords extends Pick<
  ArticleWords,
  "formula" | "footnotes" | "footnoteBack" | "callouts"
> {
  /** A table's name, from its columns' headings, if it has any. */
  table: (headers: readonly string[]) => string;
}

/** A language's `BodyWords`, from its dictionary. */
export const bodyWordsOf = ({ article, resume }: Messages): BodyWords => ({
  formula: article.formula,
  footnotes: article.footnotes,
  footnoteBack: article.footnoteBack,
  callouts: article.callouts,
  table: (headers) =>
    headers.length > 0 ? article.tableOf(headers.join(resume.listSeparator)) : article.table,
});

/**
 * The compile options, with the `words` of the site's language; `forFeed`
 * for text read away from the site, in a feed reader: every address whole,
 * and no links from headings to themselves.
 */
export function mdxOptions({
  siteUrl,
  words,
  forFeed = false,
}: {
  siteUrl: string;
  words: BodyWords;
  forFeed?: boolean;
}): CompileOptions {
  const headingLinks: NonNullable<CompileOptions["rehypePlugins"]> = forFeed
    ? []
    : [[rehypeAutolinkHeadings, { behavior: "wrap", properties: { className: ["heading-link"] } }]];
  return {
    remarkPlugins: [
      ...MDX_SYNTAX,
      remarkFigures,
      // A callout in the feed is a quote with its title, which every reader shows.
      [remarkAlert, { tagName: forFeed ? "blockquote" : "div" }],
      remarkContentImages({ forFeed }),
      // Before Shiki, which would take a diagram for code.
      remarkMermaid({ forFeed }),
    ],
    // Footnotes under a heading every reader sees, not one kept for screen readers.
    remarkRehypeOptions: {
      footnoteLabel: words.footnotes,
      footnoteLabelProperties: { className: ["footnotes-heading"] },
      footnoteBackLabel: (referenceIndex, rereferenceIndex) =>
        words.footnoteBack(
          `${referenceIndex + 1}${rereferenceIndex > 1 ? `-${rereferenceIndex}` : ""}`,
        ),
      // The arrow as text: without the selector, iOS draws it as an emoji.
      footnoteBackContent: "\u21A9\uFE0E",
    },
    rehypePlugins: [
      // Before Shiki, which would take a block formula for code.
      [rehypeKatex, { output: "mathml" }],
      mathBoxes({ forFeed, words }),
      [rehypeGithubMarkdown, words],
      rehypeSlug,
      exportContents,
      ...headingLinks,
      [
        rehypeShiki,
        {
          theme: createCssVariablesTheme({ name: "site-tokens", fontStyle: false }),
          langs: CODE_LANGUAGES,
          fallbackLanguage: "text",
          transformers: [tokenClasses],
        },
      ],
      siteLinks({ siteUrl, forFeed }),
    ],
  };
}
