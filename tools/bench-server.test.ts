import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SLOW_4G_IN_BROWSER } from "./bench-calibration.ts";
import { heldAsSlow4G, isSpeculativeDocument } from "./bench-server.ts";

describe("a page's HTML asked for by a speculation rule", () => {
  it("is told from the page's own requests and a prerender's other files", () => {
    const asked = (purpose: string | undefined, destination: string) =>
      isSpeculativeDocument({ "sec-purpose": purpose, "sec-fetch-dest": destination });
    expect(asked("prefetch", "document")).toBe(true);
    expect(asked("prefetch;prerender", "document")).toBe(true);
    expect(asked(undefined, "document")).toBe(false);
    expect(asked("prefetch;prerender", "image")).toBe(false);
  });

  describe("is held as slow 4G would hold it", () => {
    // The clock the hold reads as well as its timer, so that no real time passes.
    beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] }));
    afterEach(() => vi.useRealTimers());

    it("sent whole, a round trip and its bytes at the bandwidth after it was asked for", () => {
      const sent: unknown[] = [];
      const write = vi.fn((chunk: unknown) => sent.push(chunk) > 0);
      const end = vi.fn();
      const [heldWrite, heldEnd] = heldAsSlow4G(write, end);
      const bytes = Math.round(SLOW_4G_IN_BROWSER.download / 10);
      heldWrite(Buffer.alloc(bytes / 2));
      heldEnd(Buffer.alloc(bytes / 2));
      const arrives = SLOW_4G_IN_BROWSER.latency + 100;

      vi.advanceTimersByTime(arrives - 1);
      expect(write).not.toHaveBeenCalled();
      expect(end).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(sent).toEqual([Buffer.alloc(bytes)]);
      expect(end).toHaveBeenCalledOnce();
    });
  });
});
