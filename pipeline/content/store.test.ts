import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "../../tests/fixtures/content/site";
import { contentSet } from "./content-set";
import { loadContent } from "./store";

const FIXTURE = contentSet("tests/fixtures/content");

describe("the content store", () => {
  it("reads a content set's site module and writing", async () => {
    const store = await loadContent(FIXTURE);
    expect(store.site).toEqual(site);
    expect(store.writing.posts.length).toBeGreaterThan(0);
    expect(store.writing.posts.some((post) => post.draft)).toBe(false);
    expect(
      (await loadContent(FIXTURE, { drafts: true })).writing.posts.some((post) => post.draft),
    ).toBe(true);
  });

  it("stops the build on bad content, naming the file, the entry and the field", async () => {
    const broken = structuredClone(site);
    broken.projects[1]!.githubLink = "not a url";
    const dir = await mkdtemp(join(tmpdir(), "content-"));
    try {
      await mkdir(join(dir, "posts"));
      await writeFile(join(dir, "site.ts"), `export const site = ${JSON.stringify(broken)};\n`);
      const set = contentSet(dir);
      await expect(loadContent(set)).rejects.toThrow(
        `${set.siteFile}: entry projects[1] "${site.projects[1]!.id}", field githubLink: must be an http(s) URL`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
