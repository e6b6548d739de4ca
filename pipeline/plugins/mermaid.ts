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
 *   text alternative; a diagram wider than the column scrolls sideways in its
 *   own box, which the keyboard can reach, as tables and formulas do.
 * - A diagram that cannot be drawn stops the build, naming the file, the line
 *   and the column: an unknown kind, one with nothing to draw, or one that sets
 *   its own colours, which would not follow the theme.
 */
import { createHash } from "node:crypto";
import { renderMermaidSVG } from "beautiful-mermaid";
import type { Element, ElementContent, Properties } from "hast";
import { fromHtml } from "hast-util-from-html";
import { h, s } from "hastscript";
import { selectAll } from "hast-util-select";
import { toString } from "hast-util-to-string";
import type { Code, Root, RootContent } from "mdast";
import postcss from "postcss";
import selectorParser from "postcss-selector-parser";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { parse as parseYaml } from "yaml";
import { type ColorName, palette } from "../../app/lib/design-tokens.ts";
import { failOn } from "../content/mistakes.ts";

/** The kinds beautiful-mermaid draws, by the word a diagram starts with, as a reader calls them. */
const KINDS: Record<string, string> = {
  graph: "Flowchart",
  flowchart: "Flowchart",
  statediagram: "State diagram",
  "statediagram-v2": "State diagram",
  sequencediagram: "Sequence diagram",
  classdiagram: "Class diagram",
  erdiagram: "Entity relationship diagram",
  xychart: "Chart",
  "xychart-beta": "Chart",
};
const KIND_WORDS =
  "flowchart, stateDiagram-v2, sequenceDiagram, classDiagram, erDiagram or xychart-beta";

/** Room around the drawing, in px: the box it sits in has no padding of its own. */
const DIAGRAM_PADDING = 24;

/** A colour: a token, or two mixed (the first's share in percent), as `color-mix()` mixes them. */
type Paint = ColorName | { mix: [ColorName, number, ColorName] };

/**
 * What each of beautiful-mermaid's colour variables is drawn in. Lines and
 * arrows are ink-muted, at least 3:1 on the surface in both themes (WCAG
 * 1.4.11); text is ink or ink-muted, at least 4.5:1 on what it sits on.
 */
const PAINTS: Record<string, Paint> = {
  "--bg": "surface",
  "--fg": "ink",
  "--_text": "ink",
  "--_text-sec": "inkMuted",
  "--_text-muted": "inkMuted",
  "--_text-faint": "inkMuted",
  "--_line": "inkMuted",
  "--_arrow": "inkMuted",
  "--_node-fill": "accentSoft",
  "--_node-stroke": "accent",
  "--_group-fill": "surface",
  "--_group-hdr": "surfaceMuted",
  "--_inner-stroke": "line",
  "--_key-badge": "surfaceMuted",
};

/** A chart's series, in turn: the accent, then the code colours, which differ in hue in both themes. */
const SERIES: ColorName[] = [
  "accent",
  "codeString",
  "codeConstant",
  "codeParameter",
  "codeFunction",
  "codeKeyword",
];
const SERIES_VARIABLE = /^--xychart-(color|bar-fill)-(\d+)$/;

function paintOf(variable: string): Paint | undefined {
  if (variable in PAINTS) return PAINTS[variable];
  const series = SERIES_VARIABLE.exec(variable);
  if (!series) return undefined;
  const color = SERIES[Number(series[2]) % SERIES.length]!;
  // A bar is filled with a quarter of its colour, as beautiful-mermaid fills it.
  return series[1] === "color" ? color : { mix: ["surface", 75, color] };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const LIGHT = palette("light");

/** The site's variable (app.css), which follows the theme. */
function cssPaint(paint: Paint): string {
  if (typeof paint === "string") return `var(--color-${kebab(paint)})`;
  const [first, share, second] = paint.mix;
  return `color-mix(in srgb, ${cssPaint(first)} ${share}%, ${cssPaint(second)})`;
}

/** The light theme's value, for a feed reader, which has no stylesheet to resolve a variable. */
function hexPaint(paint: Paint): string {
  if (typeof paint === "string") return LIGHT[paint];
  const [first, share, second] = paint.mix;
  const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const [a, b] = [channels(LIGHT[first]), channels(LIGHT[second])];
  return `#${a
    .map((value, i) => Math.round((value * share + b[i]! * (100 - share)) / 100))
    .map((value) => value.toString(16).padStart(2, "0"))
    .join("")}`;
}

/** A diagram's fault, found by this module, at a line of the diagram (0 for its first). */
class DiagramError extends Error {
  readonly line: number | undefined;
  constructor(reason: string, line?: number) {
    super(reason);
    this.line = line;
  }
}

/** The SVG attributes a stylesheet rule may set; any other is beyond what this module draws. */
const PRESENTATION = new Set([
  "fill",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-dasharray",
  "opacity",
  "fill-opacity",
  "stroke-opacity",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
]);
const COLOR_PROPERTIES = ["fill", "stroke", "color", "stopColor", "floodColor", "lightingColor"];
const NO_COLOR = /^(?:none|transparent|currentcolor|url\(#[\w-]+\))$/i;
const GEOMETRY = new Set([
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "dx",
  "dy",
  "width",
  "height",
  "viewBox",
  "points",
  "d",
  "transform",
  "refX",
  "refY",
  "markerWidth",
  "markerHeight",
]);
const LONG_DECIMAL = /-?\d*\.\d{3,}/g;
const hundredths = (value: number) => String(Math.round(value * 100) / 100);

const camel = (name: string) =>
  name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Each `var(--name, …)` in a value, replaced by what `paint` gives for its name. */
function replaceVariables(value: string, paint: (variable: string) => string): string {
  let result = "";
  let at = 0;
  for (let start = value.indexOf("var(", at); start >= 0; start = value.indexOf("var(", at)) {
    let depth = 0;
    let end = start + 3;
    do {
      if (value[end] === "(") depth++;
      if (value[end] === ")") depth--;
      end++;
    } while (depth > 0 && end < value.length);
    const variable = value
      .slice(start + 4, end - 1)
      .split(",")[0]!
      .trim();
    result += value.slice(at, start) + paint(variable);
    at = end;
  }
  return result + value.slice(at);
}

/** A selector's specificity as one number: its classes, attributes and pseudo-classes, then its types. */
function specificity(selector: string): number {
  let weight = 0;
  selectorParser((selectors) => {
    selectors.walk((node) => {
      if (node.type === "class" || node.type === "attribute" || node.type === "pseudo") {
        weight += 100;
      }
      if (node.type === "tag") weight += 1;
    });
  }).processSync(selector);
  return weight;
}

/**
 * beautiful-mermaid's stylesheet, applied to the elements it styles as
 * presentation attributes, as the cascade would (a rule beats an attribute,
 * a weightier rule a lighter one). Its font import goes; its custom
 * properties, which PAINTS replaces, too.
 */
function applyStylesheet(svg: Element, css: string, monoFont: string) {
  const rules: postcss.Rule[] = [];
  postcss.parse(css).walkRules((rule) => void rules.push(rule));
  const ordered = rules
    .map((rule, order) => ({ rule, order, weight: specificity(rule.selector) }))
    .sort((a, b) => a.weight - b.weight || a.order - b.order);
  for (const { rule } of ordered) {
    const declarations = rule.nodes.filter(
      (node): node is postcss.Declaration => node.type === "decl" && !node.prop.startsWith("--"),
    );
    if (rule.selector === "svg" || declarations.length === 0) continue;
    if (rule.selector.includes(":")) {
      throw new Error(`beautiful-mermaid styled "${rule.selector}", which needs a stylesheet`);
    }
    const elements = selectAll(rule.selector, svg, "svg");
    for (const { prop, value } of declarations) {
      if (!PRESENTATION.has(prop)) {
        throw new Error(`beautiful-mermaid set ${prop}, which is not an SVG attribute`);
      }
      // Text is in the page's own face; code-like text in its monospace.
      if (prop === "font-family" && !value.includes("monospace")) continue;
      for (const element of elements) {
        element.properties[camel(prop)] = prop === "font-family" ? monoFont : value;
      }
    }
  }
}

/**
 * A chart's dot grid, some hundreds of circles in rows and columns, as one
 * rect painted with a pattern of one dot: the same picture, in a twentieth of
 * the bytes of the page and of its body's module. A grid that is not a full
 * lattice is left as beautiful-mermaid drew it.
 */
function gridAsPattern(svg: Element) {
  const dots = selectAll("circle.xychart-grid", svg, "svg");
  const centres = (axis: "cx" | "cy") =>
    [...new Set(dots.map((dot) => Number(dot.properties[axis])))].sort((a, b) => a - b);
  const [xs, ys] = [centres("cx"), centres("cy")];
  if (xs.length < 2 || ys.length < 2 || xs.length * ys.length !== dots.length) return;
  if (dots.some((dot) => !svg.children.includes(dot))) return;
  const step = (values: number[]) => (values.at(-1)! - values[0]!) / (values.length - 1);
  const [dx, dy] = [step(xs), step(ys)];
  const [left, top] = [xs[0]! - dx / 2, ys[0]! - dy / 2];
  const look = { ...dots[0]!.properties };
  delete look.cx;
  delete look.cy;
  const pattern = s(
    "pattern",
    {
      id: "grid",
      patternUnits: "userSpaceOnUse",
      x: hundredths(left),
      y: hundredths(top),
      width: hundredths(dx),
      height: hundredths(dy),
    },
    s("circle", { ...look, cx: hundredths(dx / 2), cy: hundredths(dy / 2) }),
  );
  const area = s("rect", {
    x: hundredths(left),
    y: hundredths(top),
    width: hundredths(dx * xs.length),
    height: hundredths(dy * ys.length),
    fill: "url(#grid)",
  });
  const first = svg.children.indexOf(dots[0]!);
  svg.children = svg.children.filter((child) => !dots.includes(child as Element));
  svg.children.splice(first, 0, pattern, area);
}

interface Drawing {
  svg: Element;
  /** Colours the diagram's source set, which the theme cannot change. */
  ownColors: string[];
}

/**
 * The SVG as this site draws it: colours as tokens (or the light theme's
 * values, `forFeed`), no style, class or data attribute, ids unique to it,
 * and numbers to a hundredth of a pixel.
 */
function drawing(svgText: string, idPrefix: string, forFeed: boolean): Drawing {
  const fragment = fromHtml(svgText, { fragment: true, space: "svg" });
  const svg = fragment.children.find(
    (node): node is Element => node.type === "element" && node.tagName === "svg",
  );
  if (!svg) throw new Error("beautiful-mermaid drew no <svg>");
  const monoFont = forFeed ? "ui-monospace, monospace" : "var(--font-mono)";
  for (const style of selectAll("style", svg, "svg")) {
    applyStylesheet(svg, toString(style), monoFont);
  }
  gridAsPattern(svg);
  const paint = (variable: string) => {
    const found = paintOf(variable);
    if (!found) {
      throw new Error(
        `beautiful-mermaid drew in ${variable}, which pipeline/plugins/mermaid.ts does not paint`,
      );
    }
    return forFeed ? hexPaint(found) : cssPaint(found);
  };
  const ownColors = new Set<string>();
  const ids = new Set<string>();
  visit(svg, (node, index, parent) => {
    // Gone: the stylesheet, applied above, and the line breaks between elements.
    const isSpace = node.type === "text" && node.value.trim() === "" && parent?.type === "element";
    const isSpaceBetween = isSpace && !["text", "tspan"].includes(parent.tagName);
    if ((isSpaceBetween || (node.type === "element" && node.tagName === "style")) && parent) {
      parent.children.splice(index!, 1);
      return index;
    }
    if (node.type !== "element") return undefined;
    const element = node;
    const properties: Properties = {};
    for (const [name, value] of Object.entries(element.properties)) {
      if (name === "style" || name === "className" || name === "xmlns" || /^data[A-Z]/.test(name)) {
        continue;
      }
      if (typeof value !== "string") {
        properties[name] = value;
      } else if (COLOR_PROPERTIES.includes(name) && value.includes("var(")) {
        properties[name] = replaceVariables(value, paint);
      } else if (COLOR_PROPERTIES.includes(name) && !NO_COLOR.test(value)) {
        ownColors.add(value);
        properties[name] = value;
      } else if (GEOMETRY.has(name)) {
        properties[name] = value.replace(LONG_DECIMAL, (number) => hundredths(Number(number)));
      } else {
        properties[name] = value;
      }
    }
    if (typeof properties.id === "string") {
      ids.add(properties.id);
      properties.id = `${idPrefix}-${properties.id}`;
    }
    element.properties = properties;
    return undefined;
  });
  // References to the markers follow their new ids.
  visit(svg, "element", (element) => {
    for (const [name, value] of Object.entries(element.properties)) {
      if (typeof value === "string" && value.includes("url(#")) {
        element.properties[name] = value.replace(/url\(#([^)]+)\)/g, (whole, id: string) =>
          ids.has(id) ? `url(#${idPrefix}-${id})` : whole,
        );
      }
    }
  });
  return { svg, ownColors: [...ownColors] };
}

/** What this module reads from a diagram's source before beautiful-mermaid draws the rest. */
interface Source {
  /** The source for beautiful-mermaid, line for line as written, what it cannot read blanked. */
  text: string;
  kind: string;
  /** The front matter's title, which Mermaid shows with the diagram. */
  caption?: string;
  /** What the diagram is called: `accTitle`, else the caption, else a chart's own title. */
  title?: string;
  description?: string;
}

const blank = (lines: string[], from: number, to = from) => {
  for (let line = from; line <= to; line++) lines[line] = "";
};

/**
 * Mermaid's front matter (its `title`) and accessibility lines (`accTitle`,
 * `accDescr`), which beautiful-mermaid would draw as boxes, taken out; the
 * kind checked against those it draws.
 */
function readSource(value: string): Source {
  const lines = value.split("\n");
  let caption: string | undefined;
  let title: string | undefined;
  let description: string | undefined;
  if (lines[0]?.trim() === "---") {
    const end = lines.findIndex((line, at) => at > 0 && line.trim() === "---");
    if (end < 0) throw new DiagramError("its front matter (from ---) has no closing ---", 0);
    const matter: unknown = parseYaml(lines.slice(1, end).join("\n"));
    if (matter && typeof matter === "object" && "title" in matter) caption = String(matter.title);
    blank(lines, 0, end);
  }
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!.trim();
    // Comments and directives (`%%{init: …}%%`), which beautiful-mermaid would take for the kind.
    if (line.startsWith("%%")) blank(lines, at);
    const single = /^(accTitle|accDescr)\s*:\s*(.*)$/.exec(line);
    if (single) {
      if (single[1] === "accTitle") title = single[2];
      else description = single[2];
      blank(lines, at);
    } else if (/^accDescr\s*\{/.test(line)) {
      const end = lines.findIndex((next, from) => from >= at && next.includes("}"));
      if (end < 0) throw new DiagramError("its accDescr { has no closing }", at);
      description = lines
        .slice(at, end + 1)
        .join(" ")
        .replace(/^\s*accDescr\s*\{|\}\s*$/g, "")
        .replace(/\s+/g, " ")
        .trim();
      blank(lines, at, end);
    }
  }
  const header = lines.findIndex((line) => line.trim() !== "");
  if (header < 0) throw new DiagramError("it is empty");
  const [word = "", ...rest] = lines[header]!.trim().split(/\s+/);
  const kind = KINDS[word.toLowerCase()];
  if (!kind) {
    throw new DiagramError(
      `"${word}" diagrams are not drawn here; a diagram starts with ${KIND_WORDS}`,
      header,
    );
  }
  // Mermaid draws a flowchart top to bottom unless told; beautiful-mermaid asks to be told.
  if (kind === "Flowchart" && rest.length === 0) lines[header] += " TB";
  title ??= caption;
  if (kind === "Chart") {
    title ??= lines
      .map((line) => /^\s*title\s+"?([^"]*)"?\s*$/.exec(line)?.[1])
      .find((found) => found !== undefined);
  }
  return { text: lines.join("\n"), kind, caption, title, description };
}

/** The line of the diagram a message quotes ("Invalid mermaid header: "…""), if it quotes one. */
function quotedLine(message: string, value: string): number | undefined {
  const quoted = /"([^"]+)"/.exec(message)?.[1]?.trim();
  if (!quoted) return undefined;
  const line = value.split("\n").findIndex((text) => text.trim() === quoted);
  return line < 0 ? undefined : line;
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
  const drawn = forFeed
    ? svg
    : h("div.diagram-scroll", { role: "group", ariaLabel: name, tabIndex: 0 }, svg);
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
