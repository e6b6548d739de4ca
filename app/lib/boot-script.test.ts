import { describe, expect, it } from "vitest";
import { canonicalPath, historyEntryOfTheApp } from "./boot-script";

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

describe("the history entry the boot script writes for the app", () => {
  it("gives a fresh entry a key and the first index", () => {
    expect(historyEntryOfTheApp(null)).toEqual({ key: expect.any(String), idx: 0 });
    expect((historyEntryOfTheApp(undefined) as { key: string }).key).not.toBe("");
  });

  it("keeps what an entry has, and adds only what it lacks", () => {
    expect(historyEntryOfTheApp({ key: "k1", usr: { from: "a" } })).toEqual({
      key: "k1",
      usr: { from: "a" },
      idx: 0,
    });
    expect(historyEntryOfTheApp({ idx: 3 })).toEqual({ key: expect.any(String), idx: 3 });
  });

  it("returns an entry that has both as it is, so that nothing is written", () => {
    const entry = { key: "k2", idx: 4, usr: null };
    expect(historyEntryOfTheApp(entry)).toBe(entry);
  });
});
