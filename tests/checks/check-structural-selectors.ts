// Run by npm test once the sites are built: no selector of the built stylesheet
// may put a pseudo-class that depends on an element's later siblings
// (`:last-child`, `:only-child`, `:empty`...) before a combinator. Chromium
// answers a child list's change through one invalidation set per such
// pseudo-class, and a combinator after it widens that set to the element's whole
// subtree: each element that gains a last child, which is every element while
// the parser streams a page in, would then be restyled with all it holds
// (docs/decisions/no-last-child-over-a-subtree.md). On the element the selector
// styles (`.divide-y > :not(:last-child)`), the pseudo-class costs that element alone.
// `--root` names a build (several may be given).
import { glob, readFile } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import postcss from "postcss";
import selectorParser, { type Selector } from "postcss-selector-parser";

/** The pseudo-classes a new last child, or a removed one, can change. */
const FROM_THE_END = new Set([
  ":last-child",
  ":only-child",
  ":nth-last-child",
  ":last-of-type",
  ":only-of-type",
  ":nth-last-of-type",
  ":empty",
]);

/** Whether `selector` has one of FROM_THE_END before a combinator, inside `:is()`, `:where()` and `:not()` too. */
function reachesASubtree(selector: Selector, beforeACombinator = false): boolean {
  const nodes = selector.nodes;
  return nodes.some((node, index) => {
    if (node.type !== "pseudo") return false;
    const before = beforeACombinator || nodes.slice(index + 1).some((n) => n.type === "combinator");
    if (FROM_THE_END.has(node.value)) return before;
    // :has() looks down from its element, not up from its argument.
    if (node.value === ":has") return false;
    return node.nodes.some((inner) => reachesASubtree(inner, before));
  });
}

/** Each selector of `css` that puts a pseudo-class of FROM_THE_END before a combinator. */
export function subtreeSelectors(css: string): string[] {
  const found: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    // Keyframe steps (`from`, `50%`) are no selectors.
    if (rule.parent?.type === "atrule" && /keyframes$/.test((rule.parent as postcss.AtRule).name)) {
      return;
    }
    selectorParser((selectors) => {
      for (const selector of selectors.nodes) {
        if (reachesASubtree(selector)) found.push(selector.toString().trim());
      }
    }).processSync(rule.selector);
  });
  return found;
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { root: { type: "string", multiple: true, default: ["build/client"] } },
  });
  const problems: string[] = [];
  let sheets = 0;
  for (const root of values.root) {
    for await (const file of glob("assets/*.css", { cwd: root })) {
      sheets++;
      for (const selector of subtreeSelectors(await readFile(join(root, file), "utf8"))) {
        problems.push(`${join(root, file)}: ${selector}`);
      }
    }
  }
  if (sheets === 0) {
    throw new Error(`No stylesheet in ${values.root.join(", ")}/assets: build the site first`);
  }
  if (problems.length > 0) {
    console.error(
      `Selectors that make Chromium restyle a whole subtree when a child is added (docs/decisions/no-last-child-over-a-subtree.md):\n${problems.map((line) => `  - ${line}`).join("\n")}`,
    );
    process.exit(1);
  }
  console.log(`Structural selectors: none reaches a subtree in ${sheets} stylesheets.`);
}
