// The fixture site in other languages: the fixture content (tests/fixtures/content/)
// with its `language` set to Hebrew, written right to left, and to Japanese,
// written without spaces between words, each with one post of its own in
// that language, built into .test-builds/fixture-<language>/. The behaviour
// tests of tests/e2e/languages.spec.ts run on them: the site's own words in
// the language, its direction, its dates, its search and its PDF.
//
// The owner's own words stay the fixture's, in English, as on a site whose
// owner writes some of their projects' names and posts in English.
import { spawnSync } from "node:child_process";
import { cp, mkdir, rm, writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import type { SiteContent } from "../../app/content/schema.ts";
import type { Language } from "../../app/i18n/languages.ts";
import { basePathOf } from "../../app/lib/site-url.ts";
import { contentSet, loadSite } from "../../pipeline/content/content-set.ts";
import { writeFixturePhotos } from "./fixture-photos.ts";

const FIXTURE_CONTENT_DIR = "tests/fixtures/content";
const SCHEMA = resolve(import.meta.dirname, "../../app/content/schema.ts");

/** A post in the site's language, whose words the tests look for. */
interface LanguagePost {
  file: string;
  title: string;
  summary: string;
  /** A word of its text that no other post has, which the search must find. */
  word: string;
  body: string;
}

const POSTS = {
  he: {
    file: "yoman-hamaabada.mdx",
    title: "יומן המעבדה: שבוע ראשון",
    summary: "מה למדנו בשבוע הראשון של הניסוי בכיתה.",
    word: "משוב",
    body: "בשבוע הראשון בדקנו איך תלמידים קוראים משוב כתוב. כל תלמיד כתב חיבור קצר, והמורה סימנה אותו לפי המחוון.\n\nהמעבדה הייתה מלאה, והשאלות היו טובות יותר ממה שציפינו.\n",
  },
  ja: {
    file: "nihongo-no-kiroku.mdx",
    title: "授業の記録：最初の一週間",
    summary: "教室での試験運用の最初の一週間で学んだこと。",
    word: "形態素解析",
    // Long enough that counting it by words (it has almost no spaces) would say one minute.
    body: `${"生徒が書いた作文を採点するために、形態素解析を使って文章を単語に分けました。先生は採点の理由を一つずつ確かめました。".repeat(25)}\n`,
  },
} satisfies Partial<Record<Language, LanguagePost>>;

export type SiteLanguage = keyof typeof POSTS;
export const SITE_LANGUAGES = Object.keys(POSTS) as SiteLanguage[];

/** Where a language's content set and its build are, its post, and the path it is served at. */
export const languageSite = (language: SiteLanguage) => ({
  language,
  contentDir: `.test-builds/fixture-${language}-content`,
  buildDirectory: `.test-builds/fixture-${language}`,
  root: `.test-builds/fixture-${language}/client`,
  post: POSTS[language],
});

/**
 * The port the tests serve a language's site at: after the four
 * playwright.config.ts gives out from TEST_PORT_BASE, one a language.
 */
export const languageSitePort = (language: SiteLanguage) =>
  Number(process.env.TEST_PORT_BASE ?? 4174) + 4 + SITE_LANGUAGES.indexOf(language);

/** Where the tests open a language's site: at the path its siteUrl gives, as the fixture's. */
export const languageSiteUrl = (language: SiteLanguage, siteUrl: string) =>
  `http://localhost:${languageSitePort(language)}${basePathOf(siteUrl)}`;

/** The fixture content with its language set, and its post added. */
async function writeLanguageContent(language: SiteLanguage): Promise<void> {
  const { contentDir, post } = languageSite(language);
  const site: SiteContent = { ...(await loadSite(contentSet(FIXTURE_CONTENT_DIR))), language };
  await rm(contentDir, { recursive: true, force: true });
  await mkdir(contentDir, { recursive: true });
  await cp(FIXTURE_CONTENT_DIR, contentDir, {
    recursive: true,
    filter: (source) => !/\.tsx?$/.test(source),
  });
  const schema = relative(contentDir, SCHEMA).replaceAll("\\", "/");
  await writeFile(
    join(contentDir, "site.ts"),
    `import type { SiteContent } from "${schema}";\n\nexport const site: SiteContent = ${JSON.stringify(site, null, 2)};\n`,
  );
  await writeFile(
    join(contentDir, "posts", post.file),
    [
      "---",
      `title: ${JSON.stringify(post.title)}`,
      "date: 2026-10-05",
      `summary: ${JSON.stringify(post.summary)}`,
      "tags: [Notes]",
      "---",
      "",
      post.body,
    ].join("\n"),
  );
}

if (import.meta.main) {
  await writeFixturePhotos();
  for (const language of SITE_LANGUAGES) {
    await writeLanguageContent(language);
    const { contentDir, buildDirectory, root } = languageSite(language);
    // One build per process (pipeline/index.ts).
    const build = spawnSync(
      process.execPath,
      ["pipeline/index.ts", "--content", contentDir, "--out", buildDirectory],
      { stdio: "inherit" },
    );
    if (build.status !== 0) process.exit(build.status ?? 1);
    const site = await loadSite(contentSet(contentDir));
    console.log(
      `Built the fixture content in ${language} into ${root}/ (base path ${basePathOf(site.seo.siteUrl)})`,
    );
  }
}
