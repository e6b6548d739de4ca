import { describe, expect, it } from "vitest";
import { pagesUrlMismatch } from "./check-pages-url";

describe("the site address against GitHub Pages'", () => {
  it("accepts the same address, with or without a trailing slash", () => {
    expect(pagesUrlMismatch("https://name.github.io", "https://name.github.io")).toBeNull();
    expect(
      pagesUrlMismatch("https://name.github.io/portfolio", "https://name.github.io/portfolio/"),
    ).toBeNull();
  });

  it("names both addresses when they differ, a project path included", () => {
    const message = pagesUrlMismatch("https://name.github.io", "https://name.github.io/portfolio");
    expect(message).toContain("seo.siteUrl in app/content/site.ts is https://name.github.io,");
    expect(message).toContain("publishes this repository at https://name.github.io/portfolio.");
  });
});
