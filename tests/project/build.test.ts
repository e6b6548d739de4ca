import { execFile } from "node:child_process";
import { cp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPILE_HINT } from "../../pipeline/plugins/compile-hint";
import { site } from "../fixtures/content/site";

/**
 * Runs the real build (pipeline/index.ts, which `npm run build` runs on the
 * owner's content) on a copy of the fixture content, to show that bad content
 * stops the build without touching the last good output. (That the resume's
 * PDF and JSON are the same on every build is proved without a build, in
 * pipeline/derived/resume/.)
 */
const WORK = ".test-builds/build-test";
const CONTENT_DIR = `${WORK}/content`;
const SITE_FILE = `${CONTENT_DIR}/site.ts`;
const CLIENT = `${WORK}/build/client`;
const PDF = `${CLIENT}/${site.resume.pdf.fileName}`;
const JSON_FILE = `${CLIENT}/resume.json`;

let goodContent: string;
/** The build, in a process of its own (one build per process); `ok` is false when it failed. */
async function build(): Promise<{ ok: boolean; output: string }> {
  const args = ["pipeline/index.ts", "--content", CONTENT_DIR, "--out", `${WORK}/build`];
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, args);
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string };
    return { ok: false, output: failed.stdout + failed.stderr };
  }
}

const outputs = async () => ({
  pdf: await readFile(PDF),
  json: await readFile(JSON_FILE),
});

beforeAll(async () => {
  await rm(WORK, { recursive: true, force: true });
  await cp("tests/fixtures/content", CONTENT_DIR, { recursive: true });
  goodContent = await readFile(SITE_FILE, "utf8");
  // The last good build, which every bad build below must leave as it is.
  const lastGood = await build();
  expect(lastGood.ok, lastGood.output).toBe(true);
});

afterAll(async () => {
  await rm(WORK, { recursive: true, force: true });
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
      `entry experience[0] "${site.experience[0]!.id}", field startDate: 2024-13 has no month 13`,
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
      await writeFile(SITE_FILE, goodContent.replace(find, replace));
      try {
        const result = await build();
        expect(result.ok).toBe(false);
        expect(result.output).toContain(SITE_FILE);
        expect(result.output).toContain(message);
        const after = await outputs();
        expect(after.pdf.equals(lastGood.pdf)).toBe(true);
        expect(after.json.equals(lastGood.json)).toBe(true);
      } finally {
        await writeFile(SITE_FILE, goodContent);
      }
    });
  }

  it("stops on a post whose front matter is wrong, naming the file and field, and keeps the last good build", async () => {
    const lastGood = await outputs();
    const lastGoodPage = await readFile(`${CLIENT}/writing.html`);
    const post = `${CONTENT_DIR}/posts/a-new-post.mdx`;
    await writeFile(post, "---\ndate: 2026-13-01\nsummary: Soon.\n---\n\nText.\n");
    try {
      const result = await build();
      expect(result.ok).toBe(false);
      expect(result.output).toContain(`${CONTENT_DIR}/posts/a-new-post.mdx: field title:`);
      expect(result.output).toContain(
        `${CONTENT_DIR}/posts/a-new-post.mdx:2:7: field date: 2026-13-01 has no month 13`,
      );
      expect((await outputs()).pdf.equals(lastGood.pdf)).toBe(true);
      expect((await readFile(`${CLIENT}/writing.html`)).equals(lastGoodPage)).toBe(true);
    } finally {
      await rm(post);
    }
  });

  it("stops on a mistake met only when the text is drawn, naming the file, and keeps the last good build", async () => {
    const lastGood = await outputs();
    const lastGoodPage = await readFile(`${CLIENT}/writing.html`);
    const post = `${CONTENT_DIR}/posts/a-new-post.mdx`;
    // Every name is defined, so only drawing the page finds that rows is null.
    await writeFile(
      post,
      "---\ntitle: Rows\ndate: 2026-03-01\nsummary: Soon.\n---\n\nexport const rows = null\n\nThere are {rows.length} rows.\n",
    );
    try {
      const result = await build();
      expect(result.ok).toBe(false);
      expect(result.output).toContain(
        `${CONTENT_DIR}/posts/a-new-post.mdx: the text could not be drawn: Cannot read properties of null`,
      );
      expect((await outputs()).pdf.equals(lastGood.pdf)).toBe(true);
      expect((await readFile(`${CLIENT}/writing.html`)).equals(lastGoodPage)).toBe(true);
    } finally {
      await rm(post);
    }
  });

  it("stops on a formula KaTeX cannot read, at the file's own line and column", async () => {
    const post = `${CONTENT_DIR}/posts/a-new-post.mdx`;
    await writeFile(
      post,
      "---\ntitle: A formula\ndate: 2026-03-01\nsummary: Soon.\n---\n\nFirst line.\n\nThe sum $\\frac{1}{$ is broken.\n",
    );
    try {
      const result = await build();
      expect(result.ok).toBe(false);
      expect(result.output).toContain(
        `${CONTENT_DIR}/posts/a-new-post.mdx:9:9: the formula could not be read`,
      );
    } finally {
      await rm(post);
    }
  });

  it("publishes pictures named as phones and cameras name them, encoded and stripped", async () => {
    // The fixture names IMG_0042.JPG, "Robot Arm.JPEG", a .PNG and "Orbit Workshops.WEBP".
    const pictures = (await readdir(`${CLIENT}/assets`)).filter((name) =>
      /\.(jpe?g|png|webp|avif)$/i.test(name),
    );
    for (const stem of ["IMG_0042", "Robot Arm", "markwise-rubric", "Orbit Workshops"]) {
      expect(pictures.filter((name) => name.startsWith(`${stem}-`)).length).toBeGreaterThan(0);
    }
    // Every one re-encoded as WebP or AVIF: nothing is published as it came.
    expect(pictures.filter((name) => !/\.(webp|avif)$/.test(name))).toEqual([]);
    for (const name of pictures) {
      const { exif, xmp, iptc, comments } = await sharp(`${CLIENT}/assets/${name}`).metadata();
      expect({ name, exif, xmp, iptc, comments }).toEqual({ name });
    }
  });

  it("starts every chunk of the browser's code with V8's compile hint, which minifying would cut", async () => {
    const names = (await readdir(`${CLIENT}/assets`, { recursive: true })).filter((name) =>
      name.endsWith(".js"),
    );
    const scripts = await Promise.all(
      names.map(async (name) => ({
        name,
        code: await readFile(`${CLIENT}/assets/${name}`, "utf8"),
      })),
    );
    // Not a chunk: React Router's manifest, data the router writes itself, with no function.
    const chunks = scripts.filter(({ code }) => !code.startsWith("window.__reactRouterManifest="));
    expect(chunks.length).toBe(scripts.length - 1);
    for (const { name, code } of chunks) {
      expect({ name, start: code.split("\n", 1)[0] }).toEqual({ name, start: COMPILE_HINT });
    }
  });

  it("builds a site with no posts and no case study yet, its writing page saying so", async () => {
    const folders = [`${CONTENT_DIR}/posts`, `${CONTENT_DIR}/case-studies`];
    for (const folder of folders) await rename(folder, `${folder}.away`);
    try {
      const result = await build();
      expect(result.ok, result.output).toBe(true);
      const page = await readFile(`${CLIENT}/writing.html`, "utf8");
      expect(page).toContain("Nothing published yet");
      const feed = await readFile(`${CLIENT}/feed.xml`, "utf8");
      expect(feed).not.toContain("<entry>");
    } finally {
      for (const folder of folders) await rename(`${folder}.away`, folder);
    }
  });
});
