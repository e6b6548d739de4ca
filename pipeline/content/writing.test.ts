import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { site as fixtureSite } from "../../tests/fixtures/content/site";
import { contentSet, loadSite } from "./content-set";
import { parseMdx, readingLoad, readingMinutes, textOf, wordsOf } from "./read-mdx";
import { readWriting } from "./writing";

let root: string;
/** A content set in the temporary folder, at app/content/ as in the project. */
const tempSet = () => contentSet(join(root, "app/content"));
/** Reads the temporary content set's writing, with the fixture's site module for its projects. */
const readTemp = () => readWriting({ set: tempSet(), content: fixtureSite });

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "writing-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function write(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
}

const post = (fields: string, body = "Some text.") => `---\n${fields}\n---\n\n${body}\n`;
const GOOD = "title: A post\ndate: 2026-03-14\nsummary: What it says.\ntags: [AI]";

describe("readWriting", () => {
  it("reads a content set's writing: posts newest first, drafts only when asked", async () => {
    const set = contentSet("tests/fixtures/content");
    const content = await loadSite(set);
    const { posts, caseStudies } = readWriting({ set, content });
    expect(posts.length).toBeGreaterThanOrEqual(2);
    expect(posts.map((entry) => entry.date)).toEqual(
      posts
        .map((entry) => entry.date)
        .sort()
        .reverse(),
    );
    expect(posts.some((entry) => entry.draft)).toBe(false);
    expect(readWriting({ drafts: true, set, content }).posts.some((entry) => entry.draft)).toBe(
      true,
    );
    expect(caseStudies.map((study) => study.projectId)).toContain(content.projects[0]!.id);
  });

  it("writes each post's dates and reading time as its pages show them, in the site's language, at build time", async () => {
    await write({
      // About two minutes of reading: a count a language may have its own form for.
      "app/content/posts/first.mdx": post(GOOD, "word ".repeat(400)),
      "app/content/posts/second.mdx": post(
        GOOD.replace("2026-03-14", "2026-04-01") + "\nupdated: 2026-05-02",
      ),
    });
    const read = (language: string) =>
      readWriting({ set: tempSet(), content: { ...fixtureSite, language } }).posts;
    expect(read("en").map(({ shownDate, shownUpdated }) => [shownDate, shownUpdated])).toEqual([
      ["April 1, 2026", "May 2, 2026"],
      ["March 14, 2026", undefined],
    ]);
    expect(read("de").map(({ shownDate }) => shownDate)).toEqual([
      "1. April 2026",
      "14. März 2026",
    ]);
    const english = read("en");
    expect(english.map((entry) => entry.readingMinutes)).toEqual([1, 2]);
    expect(english.map((entry) => entry.shownReadingTime)).toEqual(["1 min read", "2 min read"]);
    // Hebrew has a form of its own for one and for two.
    expect(read("he").map((entry) => entry.shownReadingTime)).toEqual([
      "דקת קריאה אחת",
      "שתי דקות קריאה",
    ]);
  });

  it("names a post by its file, or the slug its front matter gives, and knows where its file is", async () => {
    await write({
      "app/content/posts/first.mdx": post(GOOD),
      "app/content/posts/second.mdx": post(
        GOOD.replace("2026-03-14", "2026-04-01") + "\nslug: renamed",
      ),
    });
    const { posts } = readTemp();
    expect(
      posts.map(({ slug, path, absolutePath, file }) => ({ slug, path, absolutePath, file })),
    ).toEqual([
      {
        slug: "renamed",
        path: "/writing/renamed",
        absolutePath: join(root, "app/content/posts/second.mdx"),
        file: join(root, "app/content/posts/second.mdx"),
      },
      {
        slug: "first",
        path: "/writing/first",
        absolutePath: join(root, "app/content/posts/first.mdx"),
        file: join(root, "app/content/posts/first.mdx"),
      },
    ]);
    expect(posts[0]!.body.trim()).toBe("Some text.");
  });

  const mistakes: Array<[string, Record<string, string>, string | RegExp]> = [
    [
      "a missing title",
      { "app/content/posts/a.mdx": post(GOOD.replace("title: A post\n", "")) },
      "app/content/posts/a.mdx: field title:",
    ],
    [
      "a date not written as a date",
      { "app/content/posts/a.mdx": post(GOOD.replace("2026-03-14", "14/03/2026")) },
      "app/content/posts/a.mdx:3:7: field date: must be a date written as YYYY-MM-DD",
    ],
    [
      "a date that is not a date",
      { "app/content/posts/a.mdx": post(GOOD.replace("2026-03-14", "2026-02-30")) },
      "app/content/posts/a.mdx:3:7: field date: 2026-02-30 is not a day of the calendar: February 2026 has 28 days",
    ],
    [
      "an updated date before the date",
      { "app/content/posts/a.mdx": post(`${GOOD}\nupdated: 2026-01-01`) },
      "app/content/posts/a.mdx:6:10: field updated: must not be before date",
    ],
    [
      "two posts with one slug",
      {
        "app/content/posts/a.mdx": post(GOOD),
        "app/content/posts/b.mdx": post(`${GOOD}\nslug: a`),
      },
      /app\/content\/posts\/b\.mdx:6:7: field slug: "a" is already the slug of \S*app\/content\/posts\/a\.mdx/,
    ],
    [
      "a post whose slug is index",
      { "app/content/posts/a.mdx": post(`${GOOD}\nslug: index`) },
      `app/content/posts/a.mdx:6:7: field slug: "index" is the writing page's own name\n  Choose another slug`,
    ],
    [
      "a tag with two spellings",
      {
        "app/content/posts/a.mdx": post(GOOD),
        "app/content/posts/b.mdx": post(GOOD.replace("[AI]", "[A.I.]")),
      },
      /app\/content\/posts\/b\.mdx:5:7: field tags: "A\.I\." is spelled "AI" in \S*app\/content\/posts\/a\.mdx/,
    ],
    [
      "two tags that differ only by an accent, which would share a page",
      {
        "app/content/posts/a.mdx": post(GOOD.replace("[AI]", "[Café]")),
        "app/content/posts/b.mdx": post(GOOD.replace("[AI]", "[cafe]")),
      },
      /app\/content\/posts\/b\.mdx:5:7: field tags: "cafe" is spelled "Café" in \S*app\/content\/posts\/a\.mdx/,
    ],
    [
      "a tag without a letter or a digit, which has no address",
      { "app/content/posts/a.mdx": post(GOOD.replace("[AI]", '["???"]')) },
      'app/content/posts/a.mdx:5:7: field tags: "???" needs a letter or a digit',
    ],
    [
      "a misspelt field",
      { "app/content/posts/a.mdx": post(`${GOOD}\ndraught: true`) },
      "app/content/posts/a.mdx:6:1: field draught:",
    ],
    [
      "front matter that is not YAML, at the file's own line",
      { "app/content/posts/a.mdx": post(GOOD.replace("title: A post", "title: A post: part two")) },
      "app/content/posts/a.mdx:2:8: the front matter is not valid YAML",
    ],
    [
      "a post saved as .md, which would be left out",
      { "app/content/posts/a.mdx": post(GOOD), "app/content/posts/notes.md": post(GOOD) },
      "app/content/posts/notes.md: is not read: the writing is MDX, in files ending .mdx\n  Rename it to notes.mdx",
    ],
    [
      "a post in a folder inside posts/, which would be left out",
      { "app/content/posts/2026/a.mdx": post(GOOD) },
      "app/content/posts/2026/a.mdx: is in a folder inside posts/, where the build reads no writing",
    ],
    [
      "a picture whose file name has a space, which Markdown leaves as text",
      {
        "app/content/posts/a.mdx": post(GOOD, "Intro.\n\n![My robot on the desk](./My Robot.webp)"),
        "app/content/posts/My Robot.webp": "",
      },
      "app/content/posts/a.mdx:10:1: ![My robot on the desk](./My Robot.webp) is not read as a picture and would show as this text: its address has a space, which Markdown reads as its end\n  Write the address between < and >, as ![My robot on the desk](<./My Robot.webp>)",
    ],
    [
      "a picture whose file name has a space, with a title, which stays outside the < and >",
      {
        "app/content/posts/a.mdx": post(
          GOOD,
          'Intro.\n\n![My robot](./my photos/IMG_1234.JPG "At the fair")',
        ),
        "app/content/posts/my photos/IMG_1234.JPG": "",
      },
      'app/content/posts/a.mdx:10:1: ![My robot](./my photos/IMG_1234.JPG "At the fair") is not read as a picture and would show as this text: its address has a space, which Markdown reads as its end\n  Write the address between < and >, as ![My robot](<./my photos/IMG_1234.JPG> "At the fair")',
    ],
    [
      "a link whose address has a space",
      { "app/content/posts/a.mdx": post(GOOD, "See [my notes](notes page.html) first.") },
      "app/content/posts/a.mdx:8:5: [my notes](notes page.html) is not read as a link",
    ],
    [
      "a picture in the body without alt text",
      {
        "app/content/posts/a.mdx": post(GOOD, "Text.\n\n![](./photo.jpg)"),
        "app/content/posts/photo.jpg": "",
      },
      "app/content/posts/a.mdx:10:1: the picture ./photo.jpg needs alt text",
    ],
    [
      "a picture without alt text in a folder with a space, whose fix keeps the < and >",
      {
        "app/content/posts/a.mdx": post(GOOD, "Text.\n\n![](<my photos/IMG_1234.JPG>)"),
        "app/content/posts/my photos/IMG_1234.JPG": "",
      },
      "app/content/posts/a.mdx:10:1: the picture my photos/IMG_1234.JPG needs alt text, which says what it shows to whoever cannot see it\n  Write it between the brackets: ![what it shows](<my photos/IMG_1234.JPG>)",
    ],
    [
      "a picture in the body whose file is not there",
      { "app/content/posts/a.mdx": post(GOOD, "![A photo](./photos/gone.jpg)") },
      "app/content/posts/a.mdx:8:1: the picture ./photos/gone.jpg does not exist",
    ],
    [
      "a picture named in another letter case than its file",
      {
        "app/content/posts/a.mdx": post(GOOD, "![A photo](./IMG_0042.jpg)"),
        "app/content/posts/IMG_0042.JPG": "",
      },
      "the picture ./IMG_0042.jpg does not exist; IMG_0042.JPG does, and names must match in letter case",
    ],
    [
      "a video embedded from another site",
      {
        "app/content/posts/a.mdx": post(
          GOOD,
          'Watch:\n\n<iframe src="https://www.youtube.com/embed/abc123" title="Demo" />',
        ),
      },
      "app/content/posts/a.mdx:10:1: <iframe> loads https://www.youtube.com/embed/abc123 from another site. The site makes no request to any other",
    ],
    [
      "a picture from another site",
      { "app/content/posts/a.mdx": post(GOOD, "![A chart](https://example.org/chart.png)") },
      "app/content/posts/a.mdx:8:1: the picture https://example.org/chart.png is on another site",
    ],
    [
      "no front matter",
      { "app/content/posts/a.mdx": "Just text.\n" },
      "app/content/posts/a.mdx:1:1: must start with front matter",
    ],
    [
      "a case study for a project that does not exist",
      {
        "app/content/case-studies/no-such-project.mdx": post(
          "title: A study\ndate: 2026-03-14\nsummary: What it says.",
        ),
      },
      "app/content/case-studies/no-such-project.mdx: the file's name must be a project's id",
    ],
  ];

  for (const [mistake, files, message] of mistakes) {
    it(`stops on ${mistake}, naming the file and the field`, async () => {
      await write(files);
      expect(() => readTemp()).toThrow(message);
    });
  }

  it("reads a picture whose name has a space, written between < and > or with %20", async () => {
    await write({
      "app/content/posts/a.mdx": post(
        GOOD,
        "![My robot](<./My Robot.webp>)\n\n![Again](./My%20Robot.webp)",
      ),
      "app/content/posts/My Robot.webp": "",
    });
    const [entry] = readTemp().posts;
    expect(entry!.pictures.map(({ file, line }) => ({ file, line }))).toEqual([
      { file: join(root, "app/content/posts/My Robot.webp"), line: 8 },
      { file: join(root, "app/content/posts/My Robot.webp"), line: 10 },
    ]);
  });

  it("warns of a callout GitHub does not know, which stays a quote, at its line", async () => {
    await write({
      "app/content/posts/a.mdx": post(GOOD, "> [!NOTE]\n> Known.\n\n> [!NOTES]\n> Not known."),
    });
    const { posts, warnings } = readTemp();
    expect(posts).toHaveLength(1);
    expect(warnings).toEqual([
      expect.stringMatching(
        /app\/content\/posts\/a\.mdx:11:3: \[!NOTES\] is not a callout, so it shows as a quote/,
      ),
    ]);
  });

  it("takes C++, C# and C as three tags, each with a page of its own", async () => {
    await write({ "app/content/posts/a.mdx": post(GOOD.replace("[AI]", '["C++", "C#", C]')) });
    expect(readTemp().posts[0]!.tags).toEqual(["C++", "C#", "C"]);
  });

  it("leaves pictures and other files in folders inside posts/ alone", async () => {
    await write({
      "app/content/posts/a.mdx": post(GOOD),
      "app/content/posts/photos/IMG_0042.JPG": "",
      "app/content/posts/photos/notes.txt": "",
    });
    expect(readTemp().posts).toHaveLength(1);
  });

  it("checks drafts too, though it leaves them out", async () => {
    await write({
      "app/content/posts/a.mdx": post(`${GOOD.replace("2026-03-14", "soon")}\ndraft: true`),
    });
    expect(() => readTemp()).toThrow("app/content/posts/a.mdx:3:7: field date");
  });
});

/** The words a reader reads in an MDX file, counted as the content step counts them. */
const countWords = (source: string) => wordsOf(textOf(parseMdx(source)));

describe("readingMinutes", () => {
  it("counts words at 220 a minute, rounding, and is never under a minute", () => {
    expect(readingMinutes({ words: countWords("word ".repeat(10)) })).toBe(1);
    expect(readingMinutes({ words: countWords("word ".repeat(660)) })).toBe(3);
    expect(readingMinutes({ words: countWords("word ".repeat(770)) })).toBe(4);
  });

  it("counts Chinese and Japanese by the character, at 500 a minute, and words around them as words", () => {
    expect(readingLoad("日本語の文章です。 React and Vite")).toEqual({ words: 3, characters: 8 });
    expect(readingMinutes(readingLoad("読".repeat(1500)))).toBe(3);
    expect(readingMinutes(readingLoad(`${"字".repeat(500)} ${"word ".repeat(220)}`))).toBe(2);
  });

  it("counts the words a reader reads: text and code, not front matter, markup or punctuation", () => {
    expect(countWords(`${"<b>word</b> — ".repeat(440)}`)).toBe(440);
    expect(countWords("---\ntitle: Many words in a title\n---\n\nTwo words.")).toBe(2);
    expect(countWords("A [link](https://example.org) and `code`.\n\n```py\nx = 1\n```")).toBe(6);
  });
});

describe("a post MDX cannot read", () => {
  it("stops the build naming the file, the line and the column", async () => {
    await write({
      "app/content/posts/a.mdx": post(GOOD, "A sum {PSI = 1 + } in prose."),
    });
    expect(() => readTemp()).toThrow(
      /app\/content\/posts\/a\.mdx:8:\d+: is not valid MDX: .*\n {2}MDX reads \{ in the text as JavaScript: write \\\{/,
    );
  });

  it("stops the build on a brace in prose that reads a name nothing defines, with a hint", async () => {
    await write({
      "app/content/case-studies/markwise.mdx": post(
        "title: How it works\ndate: 2026-03-14\nsummary: The parts.",
        "The mean is $\\mu = 3.1$ and\n\n$$\n\\mathrm{PSI} = \\sum_{i} p_i\n$$\n\nbut the stray {PSI} is not.",
      ),
    });
    expect(() => readTemp()).toThrow(
      /app\/content\/case-studies\/markwise\.mdx:13:15: \{PSI\} is read as JavaScript, and PSI is not defined\n {2}To write a brace in the text, write \\\{/,
    );
  });

  it("stops the build on a component nothing imports, and passes what the file defines", async () => {
    await write({ "app/content/posts/a.mdx": post(GOOD, "Look: <Chart data={rows} />") });
    expect(() => readTemp()).toThrow(
      /a\.mdx:8:7: <Chart> is read as a component, and Chart is not defined[\s\S]*a\.mdx:8:7: <Chart> reads rows, which is not defined/,
    );
    await write({
      "app/content/posts/a.mdx": post(
        GOOD,
        "export const rows = [1, 2]\n\nThe {rows.length} rows, {Math.max(...rows)} at most, {props.x ?? 0}.",
      ),
    });
    expect(readTemp().posts).toHaveLength(1);
  });
});
