/**
 * JavaScript a remark plugin adds to a post's MDX (an import, an export, an
 * expression in an attribute), as MDX carries it: the code's text, and its
 * estree parsed from that text by acorn, as MDX's own parser does, so that
 * the two never disagree.
 */
import { Parser } from "acorn";
import type { MdxJsxAttribute, MdxjsEsm } from "mdast-util-mdx";

type Program = NonNullable<NonNullable<MdxjsEsm["data"]>["estree"]>;

/** acorn's ESTree, typed by acorn's own declarations, which differ from @types/estree's in detail. */
const estreeOf = (code: string) =>
  Parser.parse(code, { ecmaVersion: "latest", sourceType: "module" }) as unknown as Program;

/** An import or export statement, as an `mdxjsEsm` node. */
export const esm = (value: string): MdxjsEsm => ({
  type: "mdxjsEsm",
  value,
  data: { estree: estreeOf(value) },
});

/** `import local from "source"`, or `import { imported as local } from "source"`. */
export function esmImport(local: string, source: string, imported?: string): MdxjsEsm {
  const from = JSON.stringify(source);
  return esm(
    imported ? `import { ${imported} as ${local} } from ${from};` : `import ${local} from ${from};`,
  );
}

/** A JSX attribute whose value is the expression `expression`: `picture={picture0}`. */
export function expressionAttribute(name: string, expression: string): MdxJsxAttribute {
  return {
    type: "mdxJsxAttribute",
    name,
    value: {
      type: "mdxJsxAttributeValueExpression",
      value: expression,
      data: { estree: estreeOf(expression) },
    },
  };
}
