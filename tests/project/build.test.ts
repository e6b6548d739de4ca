import { cp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../fixtures/content/site";
import { buildProject, copyProject } from "../../tools/project-copy";

/**
 * Runs the real `npm run build` on a copy of the project, built from the
 * fixture content, to show that bad content stops the build without touching
 * the last good output. (That the resume's PDF and JSON are the same on every
 * build is proved without a build, in pipeline/derived/resume/.)
 */
const CONTENT_DIR = "tests/fixtures/content";
const SITE_FILE = `${CONTENT_DIR}/site.ts`;
const PDF = `build/client/${site.resume.pdf.fileName}`;
const JSON_FILE = "build/client/resume.json";

let copy: string;
let goodContent: string;
const build = () => buildProject(copy, { CONTENT_DIR });

const outputs = async () => ({
  pdf: await readFile(join(copy, PDF)),
  json: await readFile(join(copy, JSON_FILE)),
});

beforeAll(async () => {
  copy = await copyProject();
  await cp(CONTENT_DIR, join(copy, CONTENT_DIR), { recursive: true });
  goodContent = await readFile(join(copy, SITE_FILE), "utf8");
  // The last good build, which every bad build below must leave as it is.
  const lastGood = await build();
  expect(lastGood.ok, lastGood.output).toBe(true);
});

afterAll(async () => {
  await rm(copy, { recursive: true, force: true });
});

describe("npm run build", () => {
  const badContent: Array<[string, [string, string], string]> = [
    [
      "a missing required field",
      [`      title: ${JSON.stringify(site.experience[0]!.title)},\n`, ""],
      `entry experience[0] "${site.experience[0]!.id}", field title`,
    ],
    [
      "a date that is not a date",
      [`startDate: "${site.experience[0]!.startDate}"`, 'startDate: "2024-13"'],
      `entry experience[0] "${site.experience[0]!.id}", field startDate: must be a real calendar date`,
    ],
    [
      "an invalid e-mail address",
      [`email: "${site.owner.email}"`, `email: "${site.owner.email.replace("@", ".")}"`],
      "entry owner, field email: must be a valid e-mail address",
    ],
    [
      "an invalid URL",
      [
        `url: "${site.resume.links[1]!.url}"`,
        `url: "${site.resume.links[1]!.url.replace("https://", "")}"`,
      ],
      "entry resume.links[1], field url: must be an http(s) URL",
    ],
  ];

  for (const [problem, [find, replace], message] of badContent) {
    it(`stops on ${problem}, naming the entry and field, and keeps the last good PDF and JSON`, async () => {
      const lastGood = await outputs();
      expect(goodContent).toContain(find);
      await writeFile(join(copy, SITE_FILE), goodContent.replace(find, replace));
      try {
        const result = await build();
        expect(result.ok).toBe(false);
        expect(result.output).toContain(SITE_FILE);
        expect(result.output).toContain(message);
        const after = await outputs();
        expect(after.pdf.equals(lastGood.pdf)).toBe(true);
        expect(after.json.equals(lastGood.json)).toBe(true);
      } finally {
        await writeFile(join(copy, SITE_FILE), goodContent);
      }
    });
  }

  it("stops on a post whose front matter is wrong, naming the file and field, and keeps the last good build", async () => {
    const lastGood = await outputs();
    const lastGoodPage = await readFile(join(copy, "build/client/writing.html"));
    const post = join(copy, CONTENT_DIR, "posts/a-new-post.mdx");
    await writeFile(post, "---\ndate: 2026-13-01\nsummary: Soon.\n---\n\nText.\n");
    try {
      const result = await build();
      expect(result.ok).toBe(false);
      expect(result.output).toContain(`${CONTENT_DIR}/posts/a-new-post.mdx, field title:`);
      expect(result.output).toContain(
        `${CONTENT_DIR}/posts/a-new-post.mdx, field date: must be a date written as YYYY-MM-DD`,
      );
      expect((await outputs()).pdf.equals(lastGood.pdf)).toBe(true);
      expect((await readFile(join(copy, "build/client/writing.html"))).equals(lastGoodPage)).toBe(
        true,
      );
    } finally {
      await rm(post);
    }
  });

  it("builds a site with no posts and no case study yet, its writing page saying so", async () => {
    const folders = [`${CONTENT_DIR}/posts`, `${CONTENT_DIR}/case-studies`];
    for (const folder of folders) await rename(join(copy, folder), join(copy, `${folder}.away`));
    try {
      const result = await build();
      expect(result.ok, result.output).toBe(true);
      const page = await readFile(join(copy, "build/client/writing.html"), "utf8");
      expect(page).toContain("Nothing published yet");
      const feed = await readFile(join(copy, "build/client/feed.xml"), "utf8");
      expect(feed).not.toContain("<entry>");
    } finally {
      for (const folder of folders) await rename(join(copy, `${folder}.away`), join(copy, folder));
    }
  });
});
