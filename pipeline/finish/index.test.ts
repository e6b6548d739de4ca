import { index, route } from "@react-router/dev/routes";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listFiles } from "../content/list-files";
import { sitePages } from "../content/pages";
import { publishAtSlashAddresses, publishPages } from ".";

const pages = sitePages({ posts: [], caseStudies: [], warnings: [] }, [
  index("routes/home.tsx"),
  route("a", "routes/a.tsx"),
  route("a/b", "routes/b.tsx"),
  route("a/b/c", "routes/c.tsx"),
  route("images/gallery", "routes/gallery.tsx"),
  route("café", "routes/cafe.tsx"),
  route("*", "routes/not-found.tsx"),
]);
const PUBLISHED = [
  "404.html",
  "a.html",
  "a/b.html",
  "a/b/c.html",
  "assets/x.js",
  "café.data",
  "café.html",
  "images/gallery.html",
  "images/projects/p.webp",
  "index.html",
];

describe("publishing prerendered pages", () => {
  let client: string;
  beforeEach(async () => {
    client = await mkdtemp(join(tmpdir(), "client-"));
  });
  afterEach(async () => {
    await rm(client, { recursive: true, force: true });
  });

  /** Files as React Router leaves them: a folder's index.html per page, below `pagesFolder`. */
  async function prerendered(pagesFolder: string, extra: string[]) {
    const folders = ["", "a", "a/b", "a/b/c", "images/gallery", encodeURI("café"), "404"];
    const files = [
      ...folders.map((folder) => join(pagesFolder, folder, "index.html")),
      "assets/x.js",
      "images/projects/p.webp",
      encodeURI("café.data"),
      ...extra,
    ];
    for (const file of files) {
      await mkdir(dirname(join(client, file)), { recursive: true });
      await writeFile(join(client, file), file);
    }
  }

  it("gives every page one file named after its address, a page below another included", async () => {
    await prerendered("", ["__spa-fallback.html"]);
    await publishPages(client, pages, "/");
    expect((await listFiles(client)).sort()).toEqual(PUBLISHED);
  });

  it("does the same under a base path, merging pages into the folders assets already use", async () => {
    // The SPA fallback is client/index.html; the pages are below client/portfolio/.
    await prerendered("portfolio", ["index.html"]);
    await publishPages(client, pages, "/portfolio/");
    expect((await listFiles(client)).sort()).toEqual(PUBLISHED);
  });

  it("publishes each page but home and the not-found page again as its folder's index.html", async () => {
    await prerendered("", ["__spa-fallback.html"]);
    await publishPages(client, pages, "/");
    await publishAtSlashAddresses(client, pages);
    const copies = [
      "a/b/c/index.html",
      "a/b/index.html",
      "a/index.html",
      "café/index.html",
      "images/gallery/index.html",
    ];
    expect((await listFiles(client)).sort()).toEqual([...PUBLISHED, ...copies].sort());
    for (const copy of copies) {
      const page = `${copy.slice(0, -"/index.html".length)}.html`;
      expect(await readFile(join(client, copy), "utf8")).toBe(
        await readFile(join(client, page), "utf8"),
      );
    }
  });

  it("stops at a page that would land on another page's file, naming both", async () => {
    const clashing = sitePages({ posts: [], caseStudies: [], warnings: [] }, [
      index("routes/home.tsx"),
      route("a", "routes/a.tsx"),
      route("a/index", "routes/a-index.tsx"),
    ]);
    for (const file of ["index.html", "a/index.html", "a/index/index.html"]) {
      await mkdir(dirname(join(client, file)), { recursive: true });
      await writeFile(join(client, file), file);
    }
    await expect(publishPages(client, clashing, "/")).rejects.toThrow(
      "The page at /a/index would be published as a/index.html, where the page at /a is published again to answer /a/. Give one of them another address.",
    );
  });

  it("stops where a page's copy at its address with a trailing slash would replace another page", async () => {
    const clashing = sitePages({ posts: [], caseStudies: [], warnings: [] }, [
      route("a", "routes/a.tsx"),
      route("a/index", "routes/a-index.tsx"),
    ]);
    for (const file of ["a.html", "a/index.html"]) {
      await mkdir(dirname(join(client, file)), { recursive: true });
      await writeFile(join(client, file), file);
    }
    await expect(publishAtSlashAddresses(client, clashing)).rejects.toThrow(
      "The page at /a would be published as a/index.html, the file of the page at /a/index. Give one of them another address.",
    );
    expect(await readFile(join(client, "a/index.html"), "utf8")).toBe("a/index.html");
  });
});
