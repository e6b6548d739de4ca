/**
 * How the finishing steps read and write a built page: parsed once into a hast
 * tree (parse5, as a browser parses it), changed as nodes, written back once.
 */
import type { Element, Root, RootContent } from "hast";
import { fromHtml } from "hast-util-from-html";
import { toHtml } from "hast-util-to-html";

export const parsePage = (html: string): Root => fromHtml(html);

/**
 * The page as HTML, written much as React Router writes it: void elements
 * closed (`<link/>`, or `<link disabled />` after a bare attribute),
 * `<!DOCTYPE html>`, and named character references. A script's
 * or style's text is written as it is, byte for byte, so the hashes the policy
 * carries match what the browser reads.
 */
export const serializePage = (tree: Root): string =>
  toHtml(tree, {
    closeSelfClosing: true,
    tightSelfClosing: true,
    upperDoctype: true,
    characterReferences: { useNamedReferences: true },
    // Quotes inside a double-quoted value (a policy's 'self') stay as they are.
    allowDangerousCharacters: true,
  });

/** An element's start tag as the page has it, to name the element in an error. */
export function startTag(element: Element): string {
  const html = serializePage({ type: "root", children: [{ ...element, children: [] }] });
  const endTag = `</${element.tagName}>`;
  return html.endsWith(endTag) ? html.slice(0, -endTag.length) : html;
}

/**
 * A copy of `node` without the descendants `drop` picks. Each element is
 * copied shallowly: its properties and text are shared with the original, so
 * a change to the copy must replace an element's properties, not edit them.
 */
export function without<T extends Root | Element>(
  node: T,
  drop: (child: RootContent) => boolean,
): T {
  return {
    ...node,
    children: node.children
      .filter((child) => !drop(child))
      .map((child) => (child.type === "element" ? without(child, drop) : child)),
  };
}

/** Takes `node` out of the tree, wherever it is. */
export function remove(tree: Root | Element, node: RootContent): boolean {
  const at = tree.children.indexOf(node as never);
  if (at !== -1) {
    tree.children.splice(at, 1);
    return true;
  }
  return tree.children.some((child) => child.type === "element" && remove(child, node));
}
