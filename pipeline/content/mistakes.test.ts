import { inspect } from "node:util";
import { VFile } from "vfile";
import { describe, expect, it } from "vitest";
import { ContentMistakes, mistake } from "./mistakes";

describe("the mistakes that stop the build", () => {
  it("print as the owner reads them: each place, reason and fix, nothing of the build's code", () => {
    const file = new VFile({
      path: "app/content/posts/a.mdx",
      value: "![](<my photos/IMG_1234.JPG>)",
    });
    const error = new ContentMistakes([
      mistake(file, "the picture needs alt text", {
        place: { start: { line: 1, column: 1 }, end: { line: 1, column: 30 } },
        fix: "Write it between the brackets",
      }),
    ]);
    const printed = inspect(error);
    expect(printed).toBe(
      "app/content/posts/a.mdx:1:1: the picture needs alt text\n  Write it between the brackets",
    );
    expect(error.messages).toHaveLength(1);
  });
});
