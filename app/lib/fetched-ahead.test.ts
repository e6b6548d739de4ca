import { describe, expect, it, vi } from "vitest";
import {
  markFetchingAhead,
  markFollowed,
  quietIfOnlyAhead,
  reuseFetchedAhead,
} from "./fetched-ahead";

const request = (path: string) => new Request(`https://example.org${path}`);

describe("reuseFetchedAhead", () => {
  it("hands the change of page the data the fetch ahead started, without fetching it again", async () => {
    const serverLoader = vi.fn(() => Promise.resolve({ title: "A post" }));
    const ahead = reuseFetchedAhead(request("/writing/a"), serverLoader);
    const atTheTap = reuseFetchedAhead(request("/writing/a#top"), serverLoader);
    expect(atTheTap).toBe(ahead);
    expect(await atTheTap).toEqual({ title: "A post" });
    expect(serverLoader).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed fetch, so the tap fetches again", async () => {
    const failing = vi.fn(() => Promise.reject(new Error("offline")));
    await expect(reuseFetchedAhead(request("/writing/b"), failing)).rejects.toThrow("offline");
    const retry = vi.fn(() => Promise.resolve("data"));
    expect(await reuseFetchedAhead(request("/writing/b"), retry)).toBe("data");
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe("quietIfOnlyAhead", () => {
  it("keeps a failure quiet while the page is only fetched ahead, and not once it is followed", async () => {
    const failing = () => Promise.reject(new Error("offline"));
    markFetchingAhead("/writing/c");
    expect(await quietIfOnlyAhead(request("/writing/c"), failing())).toBeNull();
    markFollowed("/writing/c");
    await expect(quietIfOnlyAhead(request("/writing/c"), failing())).rejects.toThrow("offline");
  });

  it("leaves a visit's load as it is", async () => {
    await expect(
      quietIfOnlyAhead(request("/writing/d"), Promise.reject(new Error("gone"))),
    ).rejects.toThrow("gone");
  });
});
