import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listFiles } from "./files";
import { sitePages } from "./pages";
import { publishPages } from "./static-site";
import { index, route } from "@react-router/dev/routes";

describe("publishing prerendered pages", () => {
  let client: string;
  beforeEach(async () => {
    client = await mkdtemp(join(tmpdir(), "client-"));
  });
  afterEach(async () => {
    await rm(client, { recursive: true, force: true });
  });

  it("gives every page one file named after its address, a page below another included", async () => {
    const pages = sitePages([
      index("routes/home.tsx"),
      route("a", "routes/a.tsx"),
      route("a/b", "routes/b.tsx"),
      route("a/b/c", "routes/c.tsx"),
      route("*", "routes/not-found.tsx"),
    ]);
    // As React Router prerenders them: a folder's index.html for each, and its SPA fallback.
    const prerendered = ["index.html", "a/index.html", "a/b/index.html", "a/b/c/index.html"];
    for (const file of [...prerendered, "404/index.html", "__spa-fallback.html", "assets/x.js"]) {
      await mkdir(dirname(join(client, file)), { recursive: true });
      await writeFile(join(client, file), file);
    }
    await publishPages(client, pages);
    expect((await listFiles(client)).sort()).toEqual(
      ["404.html", "a.html", "a/b.html", "a/b/c.html", "assets/x.js", "index.html"].sort(),
    );
  });
});
