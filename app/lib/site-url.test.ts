import { describe, expect, it } from "vitest";
import { absoluteUrl, basePathOf } from "./site-url";

describe("site URL", () => {
  it("has the root as base path at a domain's root", () => {
    expect(basePathOf("https://owner.example")).toBe("/");
    expect(basePathOf("https://owner.example/")).toBe("/");
  });

  it("has the URL's path, with a trailing slash, as base path under a project path", () => {
    expect(basePathOf("https://name.github.io/portfolio")).toBe("/portfolio/");
    expect(basePathOf("https://name.github.io/a/b")).toBe("/a/b/");
  });

  it("makes absolute addresses below the base path", () => {
    expect(absoluteUrl("https://owner.example", "/")).toBe("https://owner.example/");
    expect(absoluteUrl("https://name.github.io/portfolio", "/resume")).toBe(
      "https://name.github.io/portfolio/resume",
    );
    expect(absoluteUrl("https://name.github.io/portfolio/", "/og-image.png")).toBe(
      "https://name.github.io/portfolio/og-image.png",
    );
  });
});
