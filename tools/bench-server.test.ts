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

  describe("is sent as slow 4G would send it", () => {
    // The clock the hold reads as well as its timer, so that no real time passes.
    beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] }));
    afterEach(() => vi.useRealTimers());

    /** When the byte `bytes` of a body arrives, counted from the request. */
    const arrival = (bytes: number) =>
      SLOW_4G_IN_BROWSER.latency + (bytes / SLOW_4G_IN_BROWSER.download) * 1000;

    it("a round trip after the request, then as the bandwidth lets it through, whenever it was written", () => {
      const sent: Buffer[] = [];
      const write = vi.fn((chunk: unknown) => sent.push(chunk as Buffer) > 0);
      const end = vi.fn();
      const [heldWrite, heldEnd] = heldAsSlow4G(write, end);
      const body = Buffer.from(Array.from({ length: 20_000 }, (_, index) => index % 251));
      const whenEnded = vi.fn();
      heldWrite(body.subarray(0, 12_000));
      // The server reads and compresses the rest meanwhile: the clock runs from the request.
      vi.advanceTimersByTime(40);
      heldEnd(body.subarray(12_000), whenEnded);

      vi.advanceTimersByTime(SLOW_4G_IN_BROWSER.latency - 40);
      expect(write).not.toHaveBeenCalled();
      vi.advanceTimersByTime(arrival(body.byteLength / 2) - SLOW_4G_IN_BROWSER.latency);
      const half = Buffer.concat(sent).byteLength;
      expect(half).toBeGreaterThan(0);
      expect(half).toBeLessThanOrEqual(body.byteLength / 2);
      expect(end).not.toHaveBeenCalled();

      vi.advanceTimersByTime(Math.ceil(arrival(body.byteLength)) - arrival(body.byteLength / 2));
      expect(Buffer.concat(sent)).toEqual(body);
      expect(end).toHaveBeenCalledOnce();
      expect(end).toHaveBeenCalledWith(whenEnded);
    });

    it("an empty body ends a round trip after the request", () => {
      const write = vi.fn(() => true);
      const end = vi.fn();
      const [, heldEnd] = heldAsSlow4G(write, end);
      heldEnd();
      vi.advanceTimersByTime(SLOW_4G_IN_BROWSER.latency - 1);
      expect(end).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(end).toHaveBeenCalledOnce();
      expect(write).not.toHaveBeenCalled();
    });
  });
});
