import { index, route } from "@react-router/dev/routes";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ROUTES } from "../../app/route-table";
import { contentSet } from "../content/content-set";
import { listFiles } from "../content/list-files";
import { sitePages } from "../content/pages";
import { type ContentStore, loadContent } from "../content/store";
import { finalizeStaticSite, publishAtSlashAddresses, publishPages } from ".";

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

const NO_WRITING = { posts: [], caseStudies: [], warnings: [] };

/** The fixture content, at a domain's root, with no writing: the pages are the route table's own. */
async function store(): Promise<ContentStore> {
  const fixture = await loadContent(contentSet("tests/fixtures/content"));
  const seo = { ...fixture.site.seo, siteUrl: "https://a.example" };
  return { ...fixture, site: { ...fixture.site, seo }, writing: NO_WRITING };
}

/** A page as React Router prerenders it, with the head a route's meta() gives it. */
const prerendered = (head: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}<link rel="stylesheet" href="/assets/app.css"/></head><body><main id="main">Hello</main><script type="module" async="">import * as route0 from "/assets/root.js";
window.route0 = route0;
import("/assets/entry.client.js");</script></body></html>`;

describe("a page added to the route table", () => {
  let build: string;
  beforeEach(async () => {
    build = await mkdtemp(join(tmpdir(), "build-"));
  });
  afterEach(async () => {
    await rm(build, { recursive: true, force: true });
  });

  it("is listed in llms.txt by the title and description its prerendered head gives", async () => {
    const content = await store();
    const pages = sitePages(content.writing, [...ROUTES, route("probe", "routes/probe.tsx")]);
    const heads: Record<string, string> = {
      "index.html": "<title>Home — Riley</title>",
      "resume/index.html": '<title>Resume</title><meta name="description" content="My resume."/>',
      "writing/index.html": "<title>Writing</title>",
      "probe/index.html":
        '<title>Probe — Riley</title><meta name="description" content="What the probe finds."/>',
      "404/index.html": "<title>Page not found</title>",
      "__spa-fallback.html": "<title>Loading</title>",
    };
    const client = join(build, "client");
    for (const [file, head] of Object.entries(heads)) {
      await mkdir(dirname(join(client, file)), { recursive: true });
      await writeFile(join(client, file), prerendered(head));
    }
    await mkdir(join(client, "assets"));
    await writeFile(join(client, "assets/app.css"), "main{color:red}");
    await writeFile(join(client, "assets/root.js"), "export const root = 1;");

    await finalizeStaticSite(build, pages, content);

    const listed = (await readFile(join(client, "llms.txt"), "utf8")).split("\n");
    const pagesSection = listed.slice(
      listed.indexOf("## Pages") + 2,
      listed.indexOf("## Files") - 1,
    );
    expect(pagesSection).toEqual([
      "- [Home — Riley](https://a.example/)",
      "- [Resume](https://a.example/resume): My resume.",
      "- [Writing](https://a.example/writing)",
      "- [Probe — Riley](https://a.example/probe): What the probe finds.",
    ]);
  });
});
