/**
 * A fenced ```mermaid block in a post becomes a diagram, drawn at build time by
 * beautiful-mermaid (no browser, no DOM) into an inline SVG: no script runs on
 * the page and nothing is fetched (docs/decisions/diagrams-at-build-time.md).
 *
 * - Its colours are the site's tokens (app/lib/design-tokens.ts), as
 *   `var(--color-…)` in its presentation attributes, so the theme toggle
 *   recolours it; in the feed, where no stylesheet defines them, the light
 *   theme's values. beautiful-mermaid's own stylesheet (a Google Fonts import,
 *   rules by class, a style attribute) never reaches the page, which the
 *   Content-Security-Policy would refuse: its rules are applied as attributes.
 * - It is an image with a name (Mermaid's `accTitle`, the front matter's
 *   `title`, or its kind), in a figure with its source in a fold under it, the
 *   text alternative. On a wide screen it shows whole, its words at the size
 *   they were drawn at, taking more width than the text if it needs it; on a
 *   narrow one it shrinks until its smallest words are DIAGRAM_MIN_FONT_PX,
 *   and only then scrolls sideways in its own box, which the keyboard can
 *   reach, as tables and formulas do (app/app.css, "Diagrams in a post").
 * - A diagram that cannot be drawn stops the build, naming the file, the line
 *   and the column: an unknown kind, one with nothing to draw, or one that sets
 *   its own colours, which would not follow the theme.
 *
 * Its parts: mermaid-source.ts reads the source, mermaid-svg.ts makes the
 * drawing fit for the page, and this module makes the figure.
 */
import { createHash } from "node:crypto";
import { renderMermaidSVG } from "beautiful-mermaid";
import type { Element, ElementContent } from "hast";
import { selectAll } from "hast-util-select";
import { h, s } from "hastscript";
import type { Code, Root, RootContent } from "mdast";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { failOn } from "../content/mistakes.ts";
import { DiagramError, quotedLine, readSource } from "./mermaid-source.ts";
import { drawing } from "./mermaid-svg.ts";

/** Room around the drawing, in px: the box it sits in has no padding of its own. */
const DIAGRAM_PADDING = 24;

/** The size its smallest words may shrink to on a narrow screen before the diagram scrolls. */
const DIAGRAM_MIN_FONT_PX = 10;

/**
 * The narrowest the drawing may be shown: as wide as it is drawn, times what
 * brings its smallest words down to DIAGRAM_MIN_FONT_PX (never up).
 */
function narrowestWidth(svg: Element): number {
  const sizes = selectAll("[font-size]", svg, "svg").map((element) =>
    Number.parseFloat(String(element.properties.fontSize)),
  );
  const smallest = Math.min(...sizes.filter((size) => size > 0));
  const width = Number.parseFloat(String(svg.properties.width));
  const scale = Number.isFinite(smallest) ? Math.min(1, DIAGRAM_MIN_FONT_PX / smallest) : 1;
  return Math.ceil(width * scale);
}

/** The figure a diagram becomes: its title if it has one, the drawing in its box, its source in a fold. */
function figure(code: Code, idPrefix: string, forFeed: boolean): ElementContent[] {
  const source = readSource(code.value);
  let svgText: string;
  try {
    svgText = renderMermaidSVG(source.text, { transparent: true, padding: DIAGRAM_PADDING });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DiagramError(reason, quotedLine(reason, code.value));
  }
  const { svg, ownColors } = drawing(svgText, idPrefix, forFeed);
  if (ownColors.length > 0) {
    const line = code.value
      .split("\n")
      .findIndex((text) => text.toLowerCase().includes(ownColors[0]!.toLowerCase()));
    throw new DiagramError(
      `it sets its own colour (${ownColors[0]}), which would not follow the site's theme; leave colours to the theme`,
      line < 0 ? undefined : line,
    );
  }
  if (selectAll("text", svg, "svg").length === 0) {
    throw new DiagramError(`nothing in it could be drawn as a ${source.kind.toLowerCase()}`);
  }
  const name = source.title ? `${source.kind}: ${source.title}` : source.kind;
  svg.properties = { ...svg.properties, role: "img", ariaLabel: name };
  if (forFeed) svg.properties.fontFamily = "Inter, system-ui, sans-serif";
  if (source.description) svg.children.unshift(s("desc", source.description));
  // On the page, an empty drawing as wide as the narrowest the diagram may be
  // shown holds its box open that wide, so that it scrolls instead of shrinking
  // further: a style attribute, which would say it, is refused by the CSP.
  const floor = s("svg", { width: narrowestWidth(svg), height: 0, ariaHidden: "true" });
  const drawn = forFeed
    ? svg
    : h("div.diagram-scroll", { role: "group", ariaLabel: name, tabIndex: 0 }, [svg, floor]);
  const sourceFold = h("details", [
    h("summary", "Diagram source"),
    h("pre", h("code.language-mermaid", `${code.value}\n`)),
  ]);
  // The title above the drawing, as Mermaid shows it; it names the figure.
  return source.caption
    ? [h("figcaption", source.caption), drawn, sourceFold]
    : [drawn, sourceFold];
}

/**
 * The remark plugin: each ```mermaid block becomes a `figure.diagram`;
 * `forFeed`, for a feed reader, with no box to scroll and the light theme's
 * colours.
 */
export function remarkMermaid({ forFeed = false }: { forFeed?: boolean } = {}) {
  return () => (tree: Root, file: VFile) => {
    let count = 0;
    visit(tree, "code", (code, index, parent) => {
      if (code.lang !== "mermaid" || !parent || index === undefined) return;
      count++;
      const idPrefix = `diagram-${createHash("sha256").update(`${count}\n${code.value}`).digest("hex").slice(0, 8)}`;
      let children: ElementContent[];
      try {
        children = figure(code, idPrefix, forFeed);
      } catch (error) {
        const fence = code.position?.start ?? { line: 0, column: 0 };
        const inside = error instanceof DiagramError ? error.line : undefined;
        const line = inside === undefined ? fence.line : fence.line + 1 + inside;
        const indent =
          inside === undefined ? 0 : /^\s*/.exec(code.value.split("\n")[inside]!)![0].length;
        const reason = error instanceof Error ? error.message : String(error);
        failOn(file, `the diagram could not be read: ${reason}`, {
          place: { line, column: fence.column + indent },
        });
      }
      parent.children[index] = {
        type: "diagram",
        position: code.position,
        data: { hName: "figure", hProperties: { className: ["diagram"] }, hChildren: children },
      } as unknown as RootContent;
    });
  };
}
