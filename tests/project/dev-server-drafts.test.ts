// npm run dev shows drafts, which builds leave out. On the fixture content,
// which has a draft: the dev server reads the content this process plans, as
// a script building other content plans it (pipeline/index.ts). A file of its
// own, since a process serves one content set.
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ViteDevServer } from "vite";
import { contentSet } from "../../pipeline/content/content-set";
import { planBuild, thisContent } from "../../pipeline/content/store";
import { devServer } from "../helpers/dev-server";

const set = contentSet("tests/fixtures/content");

describe("npm run dev on the fixture content", () => {
  const previous = process.env.NODE_ENV;
  let server: ViteDevServer;
  let address: (path: string) => string;

  beforeAll(async () => {
    // What `react-router dev` sets: React's development build.
    process.env.NODE_ENV = "development";
    planBuild({ set, buildDirectory: resolve("build"), drafts: true });
    ({ server, address } = await devServer());
  });

  afterAll(async () => {
    await server?.close();
    process.env.NODE_ENV = previous;
  });

  it("shows drafts, in the index and at their own address, which builds leave out", async () => {
    const drafts = (await thisContent()).writing.posts.filter((post) => post.draft);
    expect(drafts.length).toBeGreaterThan(0);
    const index = await (await fetch(address("writing"))).text();
    for (const draft of drafts) {
      expect(index).toContain(draft.title);
      const page = await fetch(address(`writing/${draft.slug}`));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(draft.title);
    }
  });
});
