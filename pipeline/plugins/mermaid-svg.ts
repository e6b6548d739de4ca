/**
 * beautiful-mermaid's SVG made fit for the page (pipeline/plugins/mermaid.ts):
 * its stylesheet applied as presentation attributes, its colour variables as
 * the site's tokens (or, for a feed, the light theme's values), its ids made
 * unique to the diagram, its numbers rounded to a hundredth of a pixel, and a
 * chart's dot grid drawn as one pattern.
 */
import type { Element, Properties } from "hast";
import { fromHtml } from "hast-util-from-html";
import { selectAll } from "hast-util-select";
import { toString } from "hast-util-to-string";
import { s } from "hastscript";
import postcss from "postcss";
import selectorParser from "postcss-selector-parser";
import { visit } from "unist-util-visit";
import { type ColorName, palette } from "../../app/lib/design-tokens.ts";

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

/** A selector's specificity as one number: its ids, then its classes, attributes and pseudo-classes, then its types. */
function specificity(selector: string): number {
  let weight = 0;
  selectorParser((selectors) => {
    selectors.walk((node) => {
      if (node.type === "id") weight += 10_000;
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

export interface Drawing {
  svg: Element;
  /** Colours the diagram's source set, which the theme cannot change. */
  ownColors: string[];
}

/**
 * The SVG as this site draws it: colours as tokens (or the light theme's
 * values, `forFeed`), no style, class or data attribute, ids unique to it,
 * and numbers to a hundredth of a pixel.
 */
export function drawing(svgText: string, idPrefix: string, forFeed: boolean): Drawing {
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
