import type { Plugin, ResolvedConfig } from "vite";
import { describe, expect, it } from "vitest";
import { COLORS } from "../../app/lib/design-tokens";
import { designTokens } from "./design-tokens";

/** The plugin's transform, as Vite calls it for a project at /site. */
function transformer() {
  const plugin: Plugin = designTokens();
  (plugin.configResolved as (config: ResolvedConfig) => void)({ root: "/site" } as ResolvedConfig);
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  return (code: string, id: string) =>
    (plugin.transform as (code: string, id: string) => string | undefined).call(context, code, id);
}

const STYLESHEET = "@theme {\n  --font-sans: Inter;\n  @design-tokens;\n}\n";

describe("the design tokens in the stylesheet", () => {
  it("become a light-dark() variable for each colour, where app.css asks for them", () => {
    const css = transformer()(STYLESHEET, "/site/app/app.css")!;
    expect(css).not.toContain("@design-tokens;");
    expect(css).toContain("--color-ink-muted: light-dark(#4a5568, #a7b0c3);");
    expect(css.match(/--color-[a-z-]+: light-dark\(#[0-9a-f]{6}, #[0-9a-f]{6}\);/g)).toHaveLength(
      Object.keys(COLORS).length,
    );
  });

  it("leave every other file, and imports of the stylesheet's address, alone", () => {
    const transform = transformer();
    expect(transform(STYLESHEET, "/elsewhere/app/app.css")).toBeUndefined();
    expect(transform(STYLESHEET, "/site/app/app.css?url")).toBeUndefined();
  });

  it("stop the build when app.css has lost its place for them", () => {
    expect(() => transformer()("@theme {}\n", "/site/app/app.css")).toThrow(
      "app/app.css: @design-tokens; is missing from its @theme block",
    );
  });
});
