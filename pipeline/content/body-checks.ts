/**
 * What a post's or case study's body says that would not publish as its owner
 * meant, found in its parsed MDX with the line and column of each:
 * - a picture or a link that Markdown could not read, which would show on the
 *   page as its source text (a file name with a space, say);
 * - a picture or a frame from another site: the site never makes a request to
 *   another (its owner is a minor), and its Content-Security-Policy would block
 *   it, leaving an empty box;
 * - a picture beside the file without alt text, or whose file is not there.
 * Each is a message on the file (pipeline/content/mistakes.ts). The pictures
 * beside the file are listed, so that the build can read each one before it
 * starts (pipeline/plugins/images.ts).
 */
import { existsSync, readdirSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import type { Root } from "mdast";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx";
import { toMarkdown } from "mdast-util-to-markdown";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { referenceKind } from "../../app/content/schema.ts";
import { CALLOUTS } from "./read-mdx.ts";
import { mistake, pointIn, warning } from "./mistakes.ts";

/** A picture a body shows from beside its file. */
export interface BodyPicture {
  /** As the body writes it: "./photos/IMG_0042.JPG". */
  url: string;
  /** Its file, absolute. */
  file: string;
  /** Where the body shows it: its line and column, from 1. */
  line: number;
  column: number;
}

/** A path to a file beside the post, as opposed to an address, a path on the site or a fragment. */
export const isBesideTheFile = (url: string) => referenceKind(url) === "file";

/** An address on another site: "https://…", or "//…", which borrows the page's scheme. */
const isOtherSite = (url: string) => /^(https?:)?\/\//i.test(url.trim());

/**
 * A picture as Markdown writes it, for a fix the owner can copy: an address
 * with a space or a bracket must stand between < and >, which the parsed
 * address no longer shows.
 */
export function pictureMarkdown(url: string, alt: string, title?: string): string {
  return toMarkdown({ type: "image", url, alt, title }).trim();
}

/**
 * The quote marks around a link's title. (A title in parentheses, which
 * Markdown allows too, never reaches here: the text is cut at the first ")".)
 */
const TITLE_QUOTES = ['"', "'"];

/**
 * What Markdown would have read as the address and the title of a link or
 * picture it left as text: `./my photos/IMG_1234.JPG "At the fair"` is the
 * address `./my photos/IMG_1234.JPG` and the title "At the fair".
 */
function addressAndTitle(written: string): { url: string; title?: string } {
  const trimmed = written.trim();
  const quote = trimmed.at(-1)!;
  if (!TITLE_QUOTES.includes(quote)) return { url: trimmed };
  // The title opens at the last quote mark after a space: an address may hold quote marks too.
  for (let index = trimmed.length - 2; index > 0; index--) {
    if (trimmed[index] === quote && /\s/.test(trimmed[index - 1]!)) {
      return { url: trimmed.slice(0, index).trim(), title: trimmed.slice(index + 1, -1) };
    }
  }
  return { url: trimmed };
}

/**
 * The file a picture's address names: Markdown writes a space as %20 or
 * between < and > (`![a photo](<./My Robot.webp>)`), both of which name the
 * file "My Robot.webp".
 */
export function pictureFile(url: string, fromFile: string): string {
  let path = url;
  try {
    path = decodeURI(url);
  } catch {
    // A lone % is part of the name.
  }
  return resolve(dirname(fromFile), path);
}

/**
 * Link or picture syntax that Markdown left as text: "](" in a text node is
 * what remains of `[words](address)` or `![alt](file)` that did not parse.
 */
function unreadLinks(tree: Root, file: VFile) {
  visit(tree, "text", (node) => {
    let from = 0;
    for (;;) {
      const middle = node.value.indexOf("](", from);
      if (middle < 0) break;
      const open = node.value.lastIndexOf("[", middle);
      const close = node.value.indexOf(")", middle);
      from = middle + 2;
      if (open < 0 || close < 0) continue;
      const isPicture = node.value[open - 1] === "!";
      const start = isPicture ? open - 1 : open;
      const written = node.value.slice(start, close + 1);
      const label = node.value.slice(open + 1, middle);
      const address = node.value.slice(middle + 2, close);
      const what = isPicture ? "a picture" : "a link";
      const hasSpace = /\s/.test(address.trim());
      mistake(
        file,
        `${written} is not read as ${what} and would show as this text${hasSpace ? ": its address has a space, which Markdown reads as its end" : ""}`,
        {
          place: pointIn(file, node, start),
          fix: hasSpace
            ? `Write the address between < and >, as ${fixedMarkdown(isPicture, label, address)}, or rename the file without spaces`
            : `Write it as ${isPicture ? "![what it shows](./photo.jpg)" : "[words](https://example.org)"}, with nothing between ] and (`,
        },
      );
      from = close + 1;
    }
  });
}

/** `[label](address)`, or `![label](address)`, written so that Markdown reads it: a title stays outside the < and >. */
function fixedMarkdown(isPicture: boolean, label: string, address: string): string {
  const { url, title } = addressAndTitle(address);
  if (isPicture) return pictureMarkdown(url, label, title);
  return toMarkdown({
    type: "link",
    url,
    title,
    children: [{ type: "text", value: label }],
  }).trim();
}

/** A file in the same folder whose name differs only in letter case, if any. */
function otherCase(file: string): string | undefined {
  const folder = dirname(file);
  if (!existsSync(folder)) return undefined;
  const name = basename(file).toLowerCase();
  return readdirSync(folder).find((entry) => entry.toLowerCase() === name);
}

/** Attributes through which an element loads something. */
const LOADING_ATTRIBUTES = new Set(["src", "srcSet", "srcset", "poster", "data", "href"]);
/** Elements whose `href` is a link the reader follows, not a thing the page loads. */
const LINKS = new Set(["a", "area"]);

/** Elements that would load something from another site as the page opens. */
function otherSiteEmbeds(tree: Root, file: VFile) {
  visit(tree, ["mdxJsxFlowElement", "mdxJsxTextElement"], (node) => {
    const element = node as MdxJsxFlowElement | MdxJsxTextElement;
    if (!element.name || LINKS.has(element.name) || /^[A-Z]/.test(element.name)) return;
    for (const attribute of element.attributes) {
      if (attribute.type !== "mdxJsxAttribute" || !LOADING_ATTRIBUTES.has(attribute.name)) continue;
      if (typeof attribute.value !== "string" || !isOtherSite(attribute.value)) continue;
      const address = attribute.value.trim();
      mistake(
        file,
        `<${element.name}> loads ${address} from another site. The site makes no request to any other (its owner is a minor, and its Content-Security-Policy would block it, leaving an empty box)`,
        {
          place: element.position,
          fix: `Link to it instead: [Watch it on its site](${address}); a picture of it can go beside the post as ![what it shows](./picture.jpg)`,
        },
      );
    }
  });
}

/**
 * Quotes that look like a callout GitHub does not know (`> [!NOTES]`): they
 * stay quotes, with the marker shown as text, which is worth a warning.
 */
function unknownCallouts(tree: Root, file: VFile) {
  visit(tree, "blockquote", (quote) => {
    const [first] = quote.children;
    const text = first?.type === "paragraph" ? first.children[0] : undefined;
    if (text?.type !== "text" || !text.value.startsWith("[!")) return;
    const end = text.value.indexOf("]");
    const word = text.value.slice(2, end);
    if (end < 0 || /\s/.test(word) || CALLOUTS.some((callout) => callout === word.toLowerCase()))
      return;
    warning(file, `[!${word}] is not a callout, so it shows as a quote that starts with it`, {
      place: text.position,
      fix: `GitHub's are ${CALLOUTS.map((name) => `[!${name.toUpperCase()}]`).join(", ")}`,
    });
  });
}

/**
 * Checks a body's pictures, links and embeds, recording each mistake and
 * warning on `file` (its path absolute); returns the pictures it shows from
 * beside the file.
 */
export function checkBody(tree: Root, file: VFile): BodyPicture[] {
  unreadLinks(tree, file);
  otherSiteEmbeds(tree, file);
  unknownCallouts(tree, file);
  const pictures: BodyPicture[] = [];
  visit(tree, "image", (image) => {
    const place = image.position;
    if (isOtherSite(image.url)) {
      mistake(
        file,
        `the picture ${image.url} is on another site, which the page would ask for (the site makes no request to any other: its owner is a minor)`,
        { place, fix: "Save it beside the post and write ![what it shows](./name.jpg)" },
      );
      return;
    }
    if (!isBesideTheFile(image.url)) return;
    if (!(image.alt ?? "").trim()) {
      mistake(
        file,
        `the picture ${image.url} needs alt text, which says what it shows to whoever cannot see it`,
        {
          place,
          fix: `Write it between the brackets: ${pictureMarkdown(image.url, "what it shows")}`,
        },
      );
    }
    const picture = pictureFile(image.url, file.path);
    if (!existsSync(picture)) {
      const near = otherCase(picture);
      mistake(
        file,
        near
          ? `the picture ${image.url} does not exist; ${near} does, and names must match in letter case`
          : `the picture ${image.url} does not exist beside ${basename(file.path)}`,
        { place },
      );
      return;
    }
    pictures.push({
      url: image.url,
      file: picture,
      line: place?.start.line ?? 0,
      column: place?.start.column ?? 0,
    });
  });
  return pictures;
}
