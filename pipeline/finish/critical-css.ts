/**
 * The CSS a prerendered page needs for its first paint, to inline in its <head>
 * (see paint-first.ts, which defers the full stylesheet until after that paint).
 *
 * Beasties keeps every rule whose selector matches an element of the page, so
 * the first paint is the page's finished layout, not only its first screen:
 * nothing moves when the full stylesheet applies. The page is read as it is
 * once the boot script has run (with every class it may add to <html>), and
 * both themes' rules are kept, since a stored choice sets `data-theme` before
 * the first paint.
 *
 * The font faces are not in the stylesheet: every page declares them in its
 * <head> (lib/font-faces.ts).
 */
import Beasties from "beasties";
import type { Root } from "hast";
import { select, selectAll } from "hast-util-select";
import { toString } from "hast-util-to-string";
import postcss, { type Declaration } from "postcss";
import selectorParser, { type Node, type Pseudo, type Selector } from "postcss-selector-parser";
import { BOOT_CLASSES } from "../../app/lib/boot-script.ts";
import { parsePage, serializePage, without } from "./html-tree.ts";

/** Rules for states the boot script can set before the first paint, whatever the page's markup. */
const STATES_BEFORE_FIRST_PAINT = [/\[data-theme/];

/**
 * Pseudo-classes and pseudo-elements markup alone cannot say whether they
 * match: what a visitor does, and boxes the browser generates (with any
 * vendor's -webkit- or -moz- ones).
 */
const UNMATCHABLE = new Set([
  "hover",
  "focus-visible",
  "focus-within",
  "focus",
  "active",
  "visited",
  "target",
  "popover-open",
  "before",
  "after",
  "marker",
  "placeholder",
  "selection",
  "backdrop",
  "file-selector-button",
]);
const VENDOR_PREFIXES = ["-webkit-", "-moz-"];

const nameOf = (pseudo: Pseudo) => pseudo.value.replace(/^::?/, "").toLowerCase();

const isUnmatchable = (node: Node) =>
  node.type === "pseudo" &&
  (UNMATCHABLE.has(nameOf(node)) ||
    VENDOR_PREFIXES.some((prefix) => nameOf(node).startsWith(prefix)));

/** The compound selectors of `selector`: its nodes between combinators. */
const compoundsOf = (selector: Selector) =>
  selector
    .split((node) => node.type === "combinator")
    .map((nodes) => nodes.filter((node) => node.type !== "combinator"));

function makeMatchable(selector: Selector): void {
  // Beasties looks for a match below <html>, so <html> itself matches by the
  // rest of its compound (`:root.web-font` as `.web-font`), or as any ancestor.
  for (const compound of compoundsOf(selector)) {
    for (const node of compound) {
      if (node.type !== "pseudo" || nameOf(node) !== "root") continue;
      if (compound.length > 1) node.remove();
      else node.replaceWith(selectorParser.universal({ value: "*" }));
    }
  }
  selector.each((node) => {
    if (isUnmatchable(node)) return void node.remove();
    if (node.type !== "pseudo" || node.nodes.length === 0) return;
    // An argument left empty drops out, and with it a pseudo-class whose
    // arguments all did: `:is(:hover,:focus-visible)` asks nothing of markup.
    for (const argument of [...node.nodes]) {
      makeMatchable(argument);
      if (argument.nodes.length === 0) argument.remove();
    }
    if (node.nodes.length === 0) node.remove();
  });
  // A combinator left with nothing after it (`.a>::file-selector-button`)
  // reaches any element there.
  selector.each((node) => {
    if (node.type !== "combinator" || node.value === " ") return;
    const next = node.next();
    if (next === undefined || next.type === "combinator") {
      selector.insertAfter(
        node,
        selectorParser.universal({ value: "*", spaces: { before: " ", after: "" } }),
      );
    }
  });
}

const matchable = selectorParser((selectors) => {
  selectors.each(makeMatchable);
});

/**
 * A selector as matched against the page: without its UNMATCHABLE parts, so
 * `.a:hover` matches where `.a` does, and with `:root` matched as Beasties
 * can, so `:root.web-font` matches the page the boot script marked. Beasties' own version removes every
 * pseudo-class with its argument, `:is()`, `:where()` and `:not()` included,
 * which turns Tailwind's `:where(.space-y-8>:not(:last-child))` into nothing
 * and `.article-body :is(ul,ol)>li+li` into a selector no element matches;
 * css-select evaluates those itself. The selector is read as a tree, so a class
 * whose escaped name spells a pseudo-class (Tailwind's `.md\:hover\:x`) keeps it.
 */
export function matchableSelector(selector: string): string {
  return matchable.processSync(selector).trim();
}

class PageBeasties extends Beasties {
  normalizeCssSelector(selector: string): string {
    return matchableSelector(selector);
  }
}

const VARIABLE_REFERENCE = /var\(\s*(--[\w-]+)/g;
/** States a page cannot be in at its first paint: the full stylesheet styles them. */
const USER_ACTIONS = new Set(["hover", "focus", "focus-visible", "focus-within", "active"]);

function hasUserAction(selector: string): boolean {
  let isFound = false;
  selectorParser()
    .astSync(selector)
    .walkPseudos((pseudo) => {
      isFound ||= USER_ACTIONS.has(nameOf(pseudo));
    });
  return isFound;
}

/**
 * Only what the first paint reads from the critical CSS `css`: no print
 * styles, no styles for what a visitor's pointer or keyboard does, and no
 * custom property nothing left reads. Tailwind declares every theme value,
 * @property and fallback the whole site uses, most of which one page's rules
 * never touch. A property counts as read when a declaration reads it, directly
 * or through other properties that are read.
 */
export function firstPaintOnly(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules("media", (rule) => {
    if (/^print$/i.test(rule.params.trim())) rule.remove();
  });
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !hasUserAction(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  const definitions = new Map<string, Declaration[]>();
  const read = new Set<string>();
  const pending: string[] = [];
  const reads = (value: string) => {
    for (const [, name] of value.matchAll(VARIABLE_REFERENCE)) {
      if (read.has(name!)) continue;
      read.add(name!);
      pending.push(name!);
    }
  };
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith("--")) {
      definitions.set(declaration.prop, [
        ...(definitions.get(declaration.prop) ?? []),
        declaration,
      ]);
    } else reads(declaration.value);
  });
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const declaration of definitions.get(name) ?? []) reads(declaration.value);
  }
  for (const [name, declarations] of definitions) {
    if (!read.has(name)) for (const declaration of declarations) declaration.remove();
  }
  root.walkAtRules("property", (rule) => {
    if (!read.has(rule.params.trim())) rule.remove();
  });
  // Rules, @supports and @layer blocks left empty.
  root.walk((node) => {
    if ((node.type === "rule" || node.type === "atrule") && node.nodes?.length === 0) {
      let parent = node.parent;
      node.remove();
      while (parent && parent.type !== "root" && parent.nodes?.length === 0) {
        const next = parent.parent;
        parent.remove();
        parent = next;
      }
    }
  });
  return root.toString();
}

/**
 * A reader of critical CSS for the build in `client`, whose stylesheets are
 * linked under `basePath`.
 */
export function criticalCssReader(client: string, basePath: string) {
  const beasties = new PageBeasties({
    path: client,
    publicPath: basePath,
    fonts: false,
    pruneSource: false,
    mergeStylesheets: true,
    keyframes: "critical",
    allowRules: STATES_BEFORE_FIRST_PAINT,
    logLevel: "warn",
  });

  /**
   * The critical CSS of one page. Only the rules Beasties inlines are taken
   * from its output: paint-first.ts decides how the full stylesheet loads.
   */
  return async function criticalCssOf(tree: Root, page: string): Promise<string> {
    // The page as it is once the boot script has run, without its own <style>
    // elements (its font faces), so the one Beasties writes is the only one,
    // and without its scripts, which no selector of the site matches and which
    // would only lengthen what Beasties and this function parse.
    const asBooted = without(
      tree,
      (node) => node.type === "element" && (node.tagName === "style" || node.tagName === "script"),
    );
    const html = select("html", asBooted)!;
    html.properties = {
      ...html.properties,
      className: [...((html.properties.className ?? []) as string[]), ...BOOT_CLASSES],
    };
    const processed = parsePage(await beasties.process(serializePage(asBooted)));
    const inlined = selectAll("style", processed);
    if (inlined.length !== 1) throw new Error(`${page}: no critical CSS was found for the page`);
    return firstPaintOnly(toString(inlined[0]!));
  };
}
