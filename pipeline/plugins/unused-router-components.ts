import { parseAst } from "rolldown/parseAst";
import type { Plugin } from "vite";

type Program = ReturnType<typeof parseAst>;
type Statement = Program["body"][number];
type Declaration = Extract<Statement, { type: "VariableDeclaration" }>;
type Expression = NonNullable<Declaration["declarations"][number]["init"]>;

/** React Router's browser build, the one package this plugin changes. */
const ROUTER_BUILD = /\/node_modules\/react-router\/dist\/production\/.+\.js$/;

/** React's functions that make a component or a context and do nothing else. */
const COMPONENT_FACTORIES = new Set(["forwardRef", "memo", "createContext"]);

const PURE = "/* @__PURE__ */ ";

/** Whether `expression` calls one of React's COMPONENT_FACTORIES, as `React.memo(…)` or `memo(…)`. */
function makesComponent(expression: Expression): boolean {
  if (expression.type !== "CallExpression") return false;
  const callee = expression.callee;
  const name =
    callee.type === "Identifier"
      ? callee.name
      : callee.type === "MemberExpression" &&
          !callee.computed &&
          callee.property.type === "Identifier"
        ? callee.property.name
        : undefined;
  return name !== undefined && COMPONENT_FACTORIES.has(name);
}

/**
 * Whether `statement` is `Name.displayName = "…"`, where `Name` is one of the
 * module's own `components` and the display name a string: nothing else.
 */
function namesForDevTools(statement: Statement, components: Set<string>): boolean {
  if (statement.type !== "ExpressionStatement") return false;
  const assignment = statement.expression;
  if (assignment.type !== "AssignmentExpression" || assignment.operator !== "=") return false;
  const { left, right } = assignment;
  return (
    left.type === "MemberExpression" &&
    !left.computed &&
    left.object.type === "Identifier" &&
    components.has(left.object.name) &&
    left.property.type === "Identifier" &&
    left.property.name === "displayName" &&
    right.type === "Literal" &&
    typeof right.value === "string"
  );
}

/** The names the module declares at its top level, for functions and the things React makes. */
function componentNames(program: Program): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body) {
    if (statement.type === "FunctionDeclaration" && statement.id) names.add(statement.id.name);
    if (statement.type !== "VariableDeclaration") continue;
    for (const { id, init } of statement.declarations)
      if (id.type === "Identifier" && init && makesComponent(init)) names.add(id.name);
  }
  return names;
}

/** An edit of a module's code: `[start, end)` replaced by `text`. */
export type Edit = { start: number; end: number; text: string };

/**
 * The edits that let the bundler drop a component no page uses: each
 * top-level `Name.displayName = "…"` of a component of its own cut, and each top-level component or
 * context React makes (COMPONENT_FACTORIES) marked pure.
 */
export function unusedComponentEdits(program: Program): Edit[] {
  const components = componentNames(program);
  const edits: Edit[] = [];
  for (const statement of program.body) {
    if (namesForDevTools(statement, components)) {
      edits.push({ start: statement.start, end: statement.end, text: "" });
    } else if (statement.type === "VariableDeclaration") {
      for (const { init } of statement.declarations)
        if (init && makesComponent(init))
          edits.push({ start: init.start, end: init.start, text: PURE });
    }
  }
  return edits;
}

/** `code` with its unusedComponentEdits made. */
export function withUnusedComponentsDroppable(code: string, fileName = "module.js"): string {
  let result = "";
  let from = 0;
  for (const { start, end, text } of unusedComponentEdits(parseAst(code, null, fileName))) {
    result += code.slice(from, start) + text;
    from = end;
  }
  return result + code.slice(from);
}

/**
 * Lets the bundler drop React Router's components that no page uses. Two
 * things kept each of them in the browser's bundle whether a page rendered it
 * or not: the display name written on it for React's developer tools (which a
 * production build of React never reads), a write the bundler must keep, and
 * the call to React's `forwardRef` that made it, which the bundler cannot
 * tell is pure. `<Form>` and `<NavLink>` shipped to every page that way
 * (docs/decisions/drop-unused-router-components.md).
 */
export function dropUnusedRouterComponentsPlugin(): Plugin {
  return {
    name: "drop-unused-router-components",
    apply: "build",
    transform: {
      filter: { id: ROUTER_BUILD },
      handler(code, id) {
        const changed = withUnusedComponentsDroppable(code, id);
        return changed === code ? undefined : { code: changed, map: null };
      },
    },
  };
}
