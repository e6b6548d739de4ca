import { describe, expect, it } from "vitest";
import { distanceToPageEnd, scrollProgress } from "./scroll-position";

describe("scroll metrics", () => {
  it("measures the distance from the viewport's bottom to the page's end", () => {
    expect(distanceToPageEnd({ scrollY: 1000, viewportHeight: 800, documentHeight: 2000 })).toBe(
      200,
    );
  });

  it("reports progress from 0 at the top to 1 at the end", () => {
    expect(scrollProgress({ scrollY: 0, viewportHeight: 800, documentHeight: 2000 })).toBe(0);
    expect(scrollProgress({ scrollY: 600, viewportHeight: 800, documentHeight: 2000 })).toBe(0.5);
    expect(scrollProgress({ scrollY: 1200, viewportHeight: 800, documentHeight: 2000 })).toBe(1);
  });

  it("reports no progress on a page too short to scroll", () => {
    expect(scrollProgress({ scrollY: 0, viewportHeight: 800, documentHeight: 600 })).toBe(0);
  });
});
