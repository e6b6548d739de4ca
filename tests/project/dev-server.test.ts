// npm run dev serves the files the build derives from the content, rendered by
// the same code, instead of answering their addresses with the not-found page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type ViteDevServer } from "vite";
import { contentSet, loadSite } from "../../pipeline/content/content-set";
import { derivedFiles } from "../../pipeline/derived";
import { readWriting } from "../../pipeline/content/writing";

const FIXTURE_DIR = "tests/fixtures/content";

/** The dev server, published at `base` (a project site's path, or the root). */
async function devServer(base?: string) {
  const server = await createServer({
    configFile: "vite.config.ts",
    logLevel: "silent",
    ...(base ? { base } : {}),
    server: { port: 0, host: "127.0.0.1" },
  });
  await server.listen();
  const { origin } = new URL(server.resolvedUrls!.local[0]!);
  return { server, address: (path: string) => `${origin}${server.config.base}${path}` };
}

for (const base of [undefined, "/portfolio/"]) {
  describe(`the dev server at ${base ?? "the content's base path"}`, () => {
    let server: ViteDevServer;
    let address: (path: string) => string;

    beforeAll(async () => {
      ({ server, address } = await devServer(base));
    });

    afterAll(async () => {
      await server?.close();
    });

    it("serves every derived file with its type, byte for byte as the build renders it", async () => {
      const files = derivedFiles();
      expect(files.map((file) => file.name)).toEqual(
        expect.arrayContaining([
          "og-image.png",
          "manifest.webmanifest",
          "sitemap.xml",
          "robots.txt",
        ]),
      );
      for (const file of files) {
        const response = await fetch(address(file.name));
        expect(response.status, file.name).toBe(200);
        expect(response.headers.get("content-type"), file.name).toBe(file.contentType);
        const served = Buffer.from(await response.arrayBuffer());
        expect(served.equals(Buffer.from(await file.render())), file.name).toBe(true);
      }
    });

    if (base === undefined) {
      it("links the home page to icons and a manifest that exist", async () => {
        const html = await (await fetch(address(""))).text();
        const linked = [
          ...html.matchAll(/<link rel="(?:icon|apple-touch-icon|manifest)"[^>]* href="([^"]+)"/g),
        ]
          .map((match) => match[1]!)
          .filter((href) => !href.endsWith(".svg"));
        expect(linked.length).toBeGreaterThanOrEqual(3);
        for (const href of linked) {
          const response = await fetch(new URL(href, address("")));
          expect(response.status, href).toBe(200);
          expect(response.headers.get("content-type"), href).not.toContain("text/html");
        }
      });
    }
  });
}

describe("npm run dev on the fixture content", () => {
  const previous = { ...process.env };
  const set = contentSet(FIXTURE_DIR);
  let server: ViteDevServer;
  let address: (path: string) => string;

  beforeAll(async () => {
    // What `react-router dev` sets, and what tells the writing to include drafts.
    process.env.NODE_ENV = "development";
    // The fixture has a draft; the config reads this when the server starts.
    process.env.CONTENT_DIR = FIXTURE_DIR;
    ({ server, address } = await devServer());
  });

  afterAll(async () => {
    await server?.close();
    process.env.NODE_ENV = previous.NODE_ENV;
    if (previous.CONTENT_DIR === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous.CONTENT_DIR;
  });

  it("shows drafts, in the index and at their own address, which builds leave out", async () => {
    const content = await loadSite(set);
    const drafts = readWriting({ drafts: true, set, content }).posts.filter((post) => post.draft);
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
