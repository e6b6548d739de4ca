// npm run dev serves the files the build derives from the content, rendered by
// the same code, instead of answering their addresses with the not-found page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ViteDevServer } from "vite";
import { thisContent } from "../../pipeline/content/store";
import { derivedFiles } from "../../pipeline/derived";
import { devServer } from "../helpers/dev-server";

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
      const files = derivedFiles(await thisContent());
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
