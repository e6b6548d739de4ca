// Run by npm test once the sites are built: no element may carry two Tailwind
// utilities that set one property under the same variants (`px-5 px-8`,
// `text-sm text-base`), since the stylesheet's order, not the class
// attribute's, would decide which one wins. tailwind-merge, which knows
// Tailwind's classes and which of them override each other, is the judge: a
// class it would drop is one another class fights. Two readings:
// - every element of every built page, as it is prerendered (what a
//   component's classes and its caller's `className` add up to);
// - every class list the source can make: each `cn(...)` call in app/ with
//   each of its conditional parts on and off (an open menu, a scrolled bar),
//   and each literal `className`.
// `--root` names a build (several may be given); app/ is read where this runs.
import { glob, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import type { Element, Root, RootContent } from "hast";
import { toString } from "hast-util-to-string";
import { twMerge } from "tailwind-merge";
import ts from "typescript";
import { parsePage } from "../../pipeline/finish/html-tree.ts";

/** The classes of `classNames` that a later class of the same list overrides. */
export function overridden(classNames: string): string[] {
  const classes = classNames.split(/\s+/).filter(Boolean);
  const kept = new Set(twMerge(classes.join(" ")).split(" "));
  return classes.filter((name) => !kept.has(name));
}

function* elementsOf(node: Root | Element): Generator<Element> {
  for (const child of node.children as RootContent[]) {
    if (child.type !== "element") continue;
    yield child;
    yield* elementsOf(child);
  }
}

/** Each element of a built page whose classes fight, as "<tag> "its text": the classes overridden". */
export function conflictsInPage(html: string): string[] {
  const found: string[] = [];
  for (const element of elementsOf(parsePage(html))) {
    const classes = element.properties.className;
    if (!Array.isArray(classes)) continue;
    const lost = overridden(classes.join(" "));
    if (lost.length === 0) continue;
    const label = toString(element).trim().slice(0, 40) || element.tagName;
    found.push(
      `<${element.tagName}> "${label}": ${lost.join(", ")} overridden in "${classes.join(" ")}"`,
    );
  }
  return found;
}

/** The most class lists one `cn(...)` call is tried with: every on/off of up to ten conditions. */
const MOST_COMBINATIONS = 1024;

/**
 * What one argument of `cn` can add: a literal's classes; `condition && "a"`
 * either nothing or "a"; `condition ? "a" : "b"` either. Anything else (a
 * variable, a caller's className) adds what the built pages show.
 */
function alternatives(node: ts.Expression): string[] {
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return alternatives(node.expression);
  if (ts.isConditionalExpression(node)) {
    return [...alternatives(node.whenTrue), ...alternatives(node.whenFalse)];
  }
  if (
    ts.isBinaryExpression(node) &&
    node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken
  ) {
    return ["", ...alternatives(node.right)];
  }
  return [""];
}

/** Every class list the parts of one call can make together. */
function combinations(parts: string[][]): string[] {
  let lists = [""];
  for (const part of parts) {
    lists = lists.flatMap((list) => part.map((classes) => `${list} ${classes}`));
    if (lists.length > MOST_COMBINATIONS) {
      throw new Error(`a cn() call makes more than ${MOST_COMBINATIONS} class lists`);
    }
  }
  return lists;
}

/** Each class list in `source` (a .tsx or .ts file) that can fight, as "line: the classes overridden". */
export function conflictsInSource(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, classes: string) => {
    const lost = overridden(classes);
    if (lost.length === 0) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    const written = classes.split(/\s+/).filter(Boolean).join(" ");
    found.push(`line ${line + 1}: ${lost.join(", ")} overridden in "${written}"`);
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "cn"
    ) {
      for (const classes of combinations(node.arguments.map(alternatives))) report(node, classes);
    } else if (
      ts.isJsxAttribute(node) &&
      node.name.getText(file) === "className" &&
      node.initializer &&
      ts.isStringLiteral(node.initializer)
    ) {
      report(node, node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return [...new Set(found)];
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { root: { type: "string", multiple: true, default: ["build/client"] } },
  });
  const problems: string[] = [];
  let pages = 0;
  for (const root of values.root) {
    for await (const file of glob("**/*.html", { cwd: root })) {
      pages++;
      const html = await readFile(join(root, file), "utf8");
      for (const conflict of conflictsInPage(html))
        problems.push(`${join(root, file)}: ${conflict}`);
    }
  }
  let sources = 0;
  for await (const file of glob("app/**/*.{ts,tsx}")) {
    sources++;
    for (const conflict of conflictsInSource(file, await readFile(file, "utf8"))) {
      problems.push(`${relative(".", file)}, ${conflict}`);
    }
  }
  if (pages === 0)
    throw new Error(`No built page in ${values.root.join(", ")}: build the site first`);
  if (problems.length > 0) {
    console.error(
      `Classes that fight over one property:\n${problems.map((line) => `  - ${line}`).join("\n")}`,
    );
    process.exit(1);
  }
  console.log(`Class names: no conflict in ${pages} built pages or ${sources} source files.`);
}
