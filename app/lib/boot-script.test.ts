import { describe, expect, it } from "vitest";
import { canonicalPath } from "./boot-script";

describe("the canonical path the boot script writes", () => {
  it("drops index.html and .html, as hosts also serve those", () => {
    expect(canonicalPath("/index.html", "/")).toBe("/");
    expect(canonicalPath("/resume.html", "/")).toBe("/resume");
    expect(canonicalPath("/writing/index.html", "/")).toBe("/writing");
    expect(canonicalPath("/portfolio/index.html", "/portfolio/")).toBe("/portfolio/");
    expect(canonicalPath("/portfolio/writing/a-post.html", "/portfolio/")).toBe(
      "/portfolio/writing/a-post",
    );
  });

  it("drops trailing slashes below the base path, and keeps the base path's own", () => {
    expect(canonicalPath("/resume/", "/")).toBe("/resume");
    expect(canonicalPath("/writing//", "/")).toBe("/writing");
    expect(canonicalPath("/", "/")).toBe("/");
    expect(canonicalPath("/portfolio/", "/portfolio/")).toBe("/portfolio/");
    expect(canonicalPath("/portfolio/writing/", "/portfolio/")).toBe("/portfolio/writing");
  });

  it("leaves a canonical path, and one outside the base path, as it is", () => {
    expect(canonicalPath("/resume", "/")).toBe("/resume");
    expect(canonicalPath("/portfolio/writing/tags/ai", "/portfolio/")).toBe(
      "/portfolio/writing/tags/ai",
    );
    expect(canonicalPath("/elsewhere/", "/portfolio/")).toBe("/elsewhere/");
    expect(canonicalPath("/a.html/index.html", "/")).toBe("/a.html");
  });
});
