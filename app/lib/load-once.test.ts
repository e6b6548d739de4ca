import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "./load-once";

/** A load whose promise the test settles: each call makes a new one. */
function controlledLoad() {
  const settle: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(() => {
    const { promise, resolve, reject } = Promise.withResolvers<string>();
    settle.push({ resolve, reject });
    return promise;
  });
  return { load, settle };
}

describe("loadOnce", () => {
  it("loads once, and gives every later caller the same result", async () => {
    const { load, settle } = controlledLoad();
    const get = loadOnce(load);
    const first = get();
    settle[0]!.resolve("index");
    expect(await first).toBe("index");
    expect(get()).toBe(first);
    expect(await get()).toBe("index");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("gives callers that ask while it loads the one promise, the one `load` gave", async () => {
    const { load, settle } = controlledLoad();
    const get = loadOnce(load);
    const [a, b] = [get(), get()];
    expect(a).toBe(b);
    expect(a).toBe(load.mock.results[0]!.value);
    settle[0]!.resolve("index");
    expect(await Promise.all([a, b])).toEqual(["index", "index"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed load: the next call loads again", async () => {
    const { load, settle } = controlledLoad();
    const get = loadOnce(load);
    const failed = get();
    settle[0]!.reject(new Error("offline"));
    await expect(failed).rejects.toThrow("offline");
    const again = get();
    expect(again).not.toBe(failed);
    settle[1]!.resolve("index");
    expect(await again).toBe("index");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("forgets a failure before its callers hear of it, so a caller can retry as it does", async () => {
    const load = vi.fn<() => Promise<string>>();
    load.mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce("index");
    const get = loadOnce(load);
    expect(await get().catch(() => get())).toBe("index");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
