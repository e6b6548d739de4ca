/**
 * GitHub's Markdown in a post, finished for this site. remark-gfm (the syntax,
 * in pipeline/content/read-mdx.ts) reads tables, footnotes, strikethrough, task
 * lists and bare addresses, and remark-github-blockquote-alert turns
 * `> [!NOTE]` quotes into callouts; these steps make what they give fit the
 * page:
 * - a picture with a title (`![alt](./photo.jpg "caption")`) is a figure with
 *   that caption;
 * - a table's header cells are `th scope="col"`, its columns' alignment a class
 *   (never a style attribute, which the Content-Security-Policy refuses), and
 *   the table sits in a box of its own that scrolls sideways, focusable and
 *   named, so a wide table never widens a phone's page;
 * - a task's checkbox is read-only and labelled by the task's words;
 * - a callout's title is a word in the site's language ("Note"), not GitHub's
 *   capitals.
 */
import type { Element, ElementContent, Root as HastRoot } from "hast";
import { toString as hastToString } from "hast-util-to-string";
import { h } from "hastscript";
import type { Paragraph, PhrasingContent, Root as MdastRoot } from "mdast";
import { visit } from "unist-util-visit";
import { CALLOUTS } from "../content/read-mdx.ts";
import type { BodyWords } from "./compile-mdx.ts";

/** A figure as mdast carries it to HTML: an element named by its data. */
interface FigureNode {
  type: "figure";
  data: { hName: "figure" };
  children: Array<PhrasingContent | CaptionNode>;
}
interface CaptionNode {
  type: "figcaption";
  data: { hName: "figcaption" };
  children: PhrasingContent[];
}

/** A paragraph that holds one picture with a title, and nothing else but spaces. */
function captionedPicture(paragraph: Paragraph) {
  const content = paragraph.children.filter(
    (child) => !(child.type === "text" && child.value.trim() === ""),
  );
  const [picture] = content;
  return content.length === 1 && picture?.type === "image" && picture.title ? picture : undefined;
}

/** `![alt](src "caption")` alone in its paragraph becomes a figure with a figcaption. */
export function remarkFigures() {
  return (tree: MdastRoot) => {
    visit(tree, "paragraph", (paragraph, index, parent) => {
      const picture = captionedPicture(paragraph);
      if (!picture || !parent || index === undefined) return;
      const caption = picture.title!;
      picture.title = null;
      const figure: FigureNode = {
        type: "figure",
        data: { hName: "figure" },
        children: [
          picture,
          {
            type: "figcaption",
            data: { hName: "figcaption" },
            children: [{ type: "text", value: caption }],
          },
        ],
      };
      parent.children[index] = figure as unknown as Paragraph;
    });
  };
}

const classes = (element: Element) => (element.properties.className as string[] | undefined) ?? [];

/** The table in a named box that scrolls sideways; header cells scoped; alignment as classes. */
function finishTable(
  table: Element,
  parent: { children: unknown[] },
  index: number,
  words: Pick<BodyWords, "table">,
) {
  const headers: string[] = [];
  visit(table, "element", (cell) => {
    if (cell.tagName !== "th" && cell.tagName !== "td") return;
    const { align } = cell.properties;
    delete cell.properties.align;
    if (typeof align === "string") cell.properties.className = [...classes(cell), `align-${align}`];
    if (cell.tagName === "th") {
      cell.properties.scope = "col";
      headers.push(hastToString(cell).trim());
    }
  });
  parent.children[index] = h(
    "div.table-scroll",
    {
      role: "region",
      ariaLabel: words.table(headers.filter(Boolean)),
      tabIndex: 0,
    },
    table,
  );
}

/** A task's checkbox and its words, in one label: a screen reader says both. */
function labelTask(item: Element) {
  const holder =
    item.children.find(
      (child): child is Element => child.type === "element" && child.tagName === "p",
    ) ?? item;
  const start = holder.children.findIndex(
    (child) => child.type === "element" && child.tagName === "input",
  );
  if (start < 0) return;
  const checkbox = holder.children[start] as Element;
  checkbox.properties.disabled = true;
  // Words up to the first block (a list of sub-tasks) belong to the label.
  const end = holder.children.findIndex(
    (child, at) =>
      at > start && child.type === "element" && ["ul", "ol", "p", "div"].includes(child.tagName),
  );
  const words = holder.children.slice(start, end < 0 ? undefined : end);
  holder.children.splice(start, words.length, h("label", words as ElementContent[]));
}

/**
 * Tables, task lists and callouts' titles, finished for the page (see the top
 * of this file), named in the site's language.
 */
export function rehypeGithubMarkdown(words: Pick<BodyWords, "callouts" | "table">) {
  return (tree: HastRoot) => {
    visit(tree, "element", (element, index, parent) => {
      if (element.tagName === "table" && parent && index !== undefined) {
        finishTable(element, parent, index, words);
        return "skip";
      }
      if (element.tagName === "li" && classes(element).includes("task-list-item")) {
        labelTask(element);
      }
      if (element.tagName === "p" && classes(element).includes("markdown-alert-title")) {
        for (const child of element.children) {
          if (child.type === "text") {
            const kind = CALLOUTS.find((callout) => callout === child.value.trim().toLowerCase());
            if (kind) child.value = words.callouts[kind];
          }
        }
      }
      return undefined;
    });
  };
}
