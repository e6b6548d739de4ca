import { VFile } from "vfile";
import { describe, expect, it } from "vitest";
import { hintFor, parseMdx, undefinedNames } from "./read-mdx";

const namesIn = (source: string) => {
  const file = new VFile({ path: "post.mdx", value: source });
  undefinedNames(parseMdx(source), file);
  return file.messages.map((found) => found.reason);
};

describe("the names a post reads", () => {
  it("are defined where the browser has them, not where only the build machine does", () => {
    expect(
      namesIn("Now is {Math.round(Date.now() / 1000)} s, {window.innerWidth} px wide."),
    ).toEqual([]);
    expect(namesIn("Built on {process.env.HOSTNAME}.")).toEqual([
      expect.stringContaining("process is not defined"),
    ]);
    expect(namesIn("{require('fs')}")).toEqual([expect.stringContaining("require is not defined")]);
  });
});

describe("a hint for MDX's own error", () => {
  const errorOf = (source: string) => {
    try {
      parseMdx(source);
    } catch (error) {
      return error as { source?: string };
    }
    throw new Error("expected MDX to refuse it");
  };

  it("is chosen by the part of MDX that raised it, whatever its words", () => {
    expect(hintFor(errorOf("A sum {PSI = 1 + } in prose."))).toContain("MDX reads { in the text");
    expect(hintFor(errorOf("if a<b then"))).toContain("MDX reads < in the text");
    expect(hintFor(errorOf("<div>"))).toContain("MDX reads < in the text");
    expect(hintFor({ source: "something else" })).toBe("");
  });
});
