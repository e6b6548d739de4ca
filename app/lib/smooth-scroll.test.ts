import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GLIDE_LIMIT_MS, glideNextScroll } from "./smooth-scroll";

/** The page as a glide sees it: the root's data attributes, and the window's events and timers. */
function fakePage() {
  const dataset: Record<string, string> = {};
  const events = new EventTarget();
  vi.stubGlobal("document", { documentElement: { dataset } });
  vi.stubGlobal("window", {
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    setTimeout: globalThis.setTimeout,
    clearTimeout: globalThis.clearTimeout,
  });
  return {
    gliding: () => "smoothScroll" in dataset,
    scrollEnds: () => events.dispatchEvent(new Event("scrollend")),
  };
}

describe("a glide", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("lasts until the scroll ends, or at most its time limit", () => {
    const page = fakePage();
    glideNextScroll();
    expect(page.gliding()).toBe(true);
    page.scrollEnds();
    expect(page.gliding()).toBe(false);

    glideNextScroll();
    vi.advanceTimersByTime(GLIDE_LIMIT_MS - 1);
    expect(page.gliding()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(page.gliding()).toBe(false);
  });

  it("started soon after another is not cut short by the earlier one's time limit", () => {
    const page = fakePage();
    glideNextScroll();
    vi.advanceTimersByTime(GLIDE_LIMIT_MS / 2);
    page.scrollEnds();
    glideNextScroll();
    vi.advanceTimersByTime(GLIDE_LIMIT_MS / 2);
    expect(page.gliding()).toBe(true);
    vi.advanceTimersByTime(GLIDE_LIMIT_MS / 2);
    expect(page.gliding()).toBe(false);
  });
});
