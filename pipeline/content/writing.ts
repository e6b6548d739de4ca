/**
 * The owner's writing: posts in app/content/posts/ and case studies in
 * app/content/case-studies/ (or in the content set's folders, pipeline/content/content-set.ts),
 * one MDX file each, read with their front matter checked, by the rules of
 * each kind. Each is a page (pipeline/content/pages.ts lists them for their
 * routes in app/route-table.ts), whose route reads its summary and body
 * through the modules pipeline/plugins/writing-module.ts serves; the feed,
 * the sitemap, llms.txt and the share images are made from the same reading.
 * How MDX is read is pipeline/content/read-mdx.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import type { Root } from "mdast";
import type { VFile } from "vfile";
import { type Document, LineCounter, isMap, isScalar, parseDocument } from "yaml";
import type { z } from "zod";
import {
  type CaseStudySummary,
  type PostSummary,
  type ShownWords,
  type SiteContent,
  caseStudyFrontMatterSchema,
  isSlug,
  postFrontMatterSchema,
  siteLanguage,
} from "../../app/content/schema.ts";
import { caseStudyPath, postPath, tagSlug } from "../../app/lib/article-paths.ts";
import { DICTIONARIES } from "../../app/i18n/dictionaries.ts";
import type { Language } from "../../app/i18n/languages.ts";
import { formatDay } from "../../app/lib/dates.ts";
import { type BodyPicture, checkBody } from "./body-checks.ts";
import type { ContentSet } from "./content-set.ts";
import {
  hintFor,
  parseMdx,
  readingLoad,
  readingMinutes,
  textOf,
  undefinedNames,
} from "./read-mdx.ts";
import { contentFile, mistake, projectPath, stopOnMistakes } from "./mistakes.ts";

const POSTS_FOLDER = "posts";
const CASE_STUDIES_FOLDER = "case-studies";

/** The folders of the writing in a content set, which the dev server watches. */
export const writingFolders = (set: ContentSet) =>
  [POSTS_FOLDER, CASE_STUDIES_FOLDER].map((folder) => join(set.contentDir, folder));

export interface WritingFile {
  /** From the project's root, for messages: "app/content/posts/first.mdx". */
  file: string;
  /** Where it is on disk, for the page that imports its body. */
  absolutePath: string;
  /** The MDX after its front matter. */
  body: string;
  /** The whole file, front matter and all, which the feed compiles as the page does. */
  source: string;
  /** What a reader reads of it (text, code and math), as one string: what search finds it by. */
  text: string;
  /** The pictures its body shows from beside it, each read before the build starts. */
  pictures: BodyPicture[];
}

export interface Post extends PostSummary, WritingFile {}
export interface CaseStudy extends CaseStudySummary, WritingFile {}

export interface Writing {
  /** Newest first; a post and its neighbours in this list are its previous and next. */
  posts: Post[];
  /** In the order of the projects in the content. */
  caseStudies: CaseStudy[];
  /** What is published, but maybe not as meant: each as pipeline/content/mistakes.ts prints it. */
  warnings: string[];
}

/** A file of a writing folder, read: its name without .mdx, its front matter checked. */
interface ReadFile<T> extends WritingFile {
  name: string;
  data: T;
  readingMinutes: number;
}

/** Where a read file's mistakes go: the file they are recorded on, and the place of a field. */
interface Reporting {
  vfile: VFile;
  /** Where a field of its front matter is written. */
  placeOf: (field: string) => Place | undefined;
}

/** A line and a column, from 1. */
interface Place {
  line: number;
  column: number;
}

/**
 * Tags that differ only in case, accents, spacing or punctuation are one tag
 * spelled two ways; each tag's page is at its slug, which this keeps unique.
 */
const tagKey = (tag: string) => tagSlug(tag).replaceAll("-", "");

/** Where a post's or case study's file would be left out, why, and the fix; or nothing for one that is read. */
function whyLeftOut(name: string, folder: string): { reason: string; fix: string } | undefined {
  const isWriting = /\.(mdx|md|markdown)$/i.test(name);
  if (!isWriting) return undefined;
  if (name.includes("/") || name.includes("\\")) {
    return {
      reason: `is in a folder inside ${folder}/, where the build reads no writing`,
      fix: `Move it into ${folder}/ itself (folders there are for pictures)`,
    };
  }
  if (!name.endsWith(".mdx")) {
    return {
      reason: "is not read: the writing is MDX, in files ending .mdx",
      fix: `Rename it to ${basename(name).replace(/\.[^.]+$/, ".mdx")} (Markdown is MDX as it is)`,
    };
  }
  return undefined;
}

/** The line and column of the YAML node at `path` in front matter that starts on `firstLine`. */
function frontMatterPlace(
  document: Document,
  lines: LineCounter,
  firstLine: number,
  path: readonly PropertyKey[],
  key?: string,
): Place | undefined {
  let node: unknown = document.getIn(path as Array<string | number>, true);
  if (key !== undefined) {
    const map = path.length === 0 ? document.contents : node;
    node = isMap(map)
      ? map.items.find((pair) => isScalar(pair.key) && pair.key.value === key)?.key
      : undefined;
  }
  const range = (node as { range?: [number, number, number] } | undefined)?.range;
  if (!range) return undefined;
  const { line, col } = lines.linePos(range[0]);
  return { line: firstLine + line, column: col };
}

function readFolder<T>(
  absolute: string,
  schema: z.ZodType<T>,
  files: VFile[],
): Array<[ReadFile<T>, Reporting]> {
  if (!existsSync(absolute)) return [];
  const entries: Array<[ReadFile<T>, Reporting]> = [];
  const folder = basename(absolute);
  for (const name of readdirSync(absolute, { recursive: true, encoding: "utf8" }).sort()) {
    const path = join(absolute, name);
    const leftOut = whyLeftOut(name, folder);
    if (leftOut) {
      const vfile = contentFile(path);
      files.push(vfile);
      mistake(vfile, leftOut.reason, { fix: leftOut.fix });
      continue;
    }
    if (!name.endsWith(".mdx") || !statSync(path).isFile()) continue;
    const source = readFileSync(path, "utf8");
    const vfile = contentFile(path, source);
    files.push(vfile);
    let tree: Root;
    try {
      tree = parseMdx(source);
    } catch (error) {
      const { place, reason } = error as { place?: Place; reason?: string };
      mistake(vfile, `is not valid MDX: ${reason ?? (error as Error).message}`, {
        place,
        fix: hintFor(error as { source?: string }) || undefined,
      });
      continue;
    }
    const frontMatter = tree.children[0];
    if (frontMatter?.type !== "yaml" || !frontMatter.position) {
      mistake(vfile, "must start with front matter between two --- lines", {
        place: { line: 1, column: 1 },
      });
      continue;
    }
    // The YAML starts on the line after the opening ---.
    const firstLine = frontMatter.position.start.line;
    const lines = new LineCounter();
    const document = parseDocument(frontMatter.value, { lineCounter: lines, prettyErrors: false });
    if (document.errors.length > 0) {
      for (const error of document.errors) {
        const { line, col } = lines.linePos(error.pos[0]);
        mistake(vfile, `the front matter is not valid YAML: ${error.message}`, {
          place: { line: firstLine + line, column: col },
        });
      }
      continue;
    }
    const pictures = checkBody(tree, vfile);
    undefinedNames(tree, vfile);
    if (vfile.messages.some((message) => message.fatal)) continue;
    const text = textOf(tree);
    const placeOf = (path: readonly PropertyKey[], key?: string) =>
      frontMatterPlace(document, lines, firstLine, path, key);
    const result = schema.safeParse(document.toJS() ?? {});
    if (!result.success) {
      for (const issue of result.error.issues) {
        const unrecognized = issue.code === "unrecognized_keys";
        const field = unrecognized ? issue.keys.join(", ") : issue.path.join(".");
        mistake(vfile, `${field ? `field ${field}` : "the front matter"}: ${issue.message}`, {
          place: placeOf(issue.path, unrecognized ? issue.keys[0] : undefined),
        });
      }
      continue;
    }
    entries.push([
      {
        name: name.slice(0, -".mdx".length),
        data: result.data,
        file: projectPath(path),
        absolutePath: path,
        body: source.slice(frontMatter.position.end.offset),
        source,
        text,
        pictures,
        readingMinutes: readingMinutes(readingLoad(text)),
      },
      { vfile, placeOf: (field: string) => placeOf([field]) },
    ]);
  }
  return entries;
}

/**
 * The entries of one writing folder: each file read, then held to its kind's
 * rules by `entryOf` (which records what it refuses on the file and returns
 * nothing for it), drafts left out unless `drafts` is set.
 */
function readEntries<T extends { draft: boolean }, E>(
  folder: string,
  schema: z.ZodType<T>,
  { files, drafts }: { files: VFile[]; drafts: boolean },
  entryOf: (read: ReadFile<T>, reporting: Reporting) => E | undefined,
): E[] {
  const entries: E[] = [];
  for (const [read, reporting] of readFolder(folder, schema, files)) {
    const entry = entryOf(read, reporting);
    if (entry !== undefined && (drafts || !read.data.draft)) entries.push(entry);
  }
  return entries;
}

/** An article's dates and reading time as its pages write them (app/content/schema.ts, `ShownWords`). */
const shownWords = (
  language: Language,
  { date, updated }: { date: string; updated?: string },
  readingMinutes: number,
): ShownWords => ({
  shownDate: formatDay(language, date),
  ...(updated ? { shownUpdated: formatDay(language, updated) } : {}),
  shownReadingTime: DICTIONARIES[language].entries.readingTime(readingMinutes),
});

/**
 * Reads and checks every post and case study; throws one error listing each
 * mistake by file, line and column (pipeline/content/mistakes.ts). Drafts are
 * left out unless `drafts` is set. `content` is the site module of the
 * content set `set`.
 */
export function readWriting({
  drafts = false,
  set,
  content,
}: {
  drafts?: boolean;
  set: ContentSet;
  content: SiteContent;
}): Writing {
  const files: VFile[] = [];
  const reading = { files, drafts };
  const language = siteLanguage(content);

  const slugs = new Map<string, string>();
  const tagSpellings = new Map<string, { tag: string; file: string }>();
  const posts = readEntries(
    join(set.contentDir, POSTS_FOLDER),
    postFrontMatterSchema,
    reading,
    ({ name, data, ...file }, { vfile, placeOf }): Post => {
      const slug = data.slug ?? name;
      // A slug the front matter gives is named at its line; else the file's name is the slug.
      const [field, place] = data.slug
        ? ["field slug", placeOf("slug")]
        : ["the file's name", undefined];
      if (!isSlug(slug)) {
        mistake(vfile, `${field}: must be a lowercase slug such as my-first-post`, { place });
      }
      // writing/index.html is the writing page's own copy at /writing/ (pipeline/finish/index.ts).
      if (slug === "index") {
        mistake(vfile, `${field}: "index" is the writing page's own name`, {
          place,
          fix: "Choose another slug",
        });
      }
      const taken = slugs.get(slug);
      if (taken) mistake(vfile, `${field}: "${slug}" is already the slug of ${taken}`, { place });
      slugs.set(slug, file.file);
      for (const tag of data.tags) {
        if (tagKey(tag) === "") {
          mistake(vfile, `field tags: "${tag}" needs a letter or a digit, for its page's address`, {
            place: placeOf("tags"),
          });
          continue;
        }
        const known = tagSpellings.get(tagKey(tag));
        if (known && known.tag !== tag) {
          mistake(vfile, `field tags: "${tag}" is spelled "${known.tag}" in ${known.file}`, {
            place: placeOf("tags"),
          });
        } else tagSpellings.set(tagKey(tag), { tag, file: file.file });
      }
      return {
        ...data,
        ...file,
        ...shownWords(language, data, file.readingMinutes),
        slug,
        path: postPath(slug),
      };
    },
  ).sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

  const projectTitles = new Map(content.projects.map((project) => [project.id, project.title]));
  const projectIds = [...projectTitles.keys()];
  const caseStudies = readEntries(
    join(set.contentDir, CASE_STUDIES_FOLDER),
    caseStudyFrontMatterSchema,
    reading,
    ({ name, data, ...file }, { vfile }): CaseStudy | undefined => {
      if (!projectIds.includes(name)) {
        mistake(vfile, "the file's name must be a project's id", {
          fix: `Name it after one: ${projectPath(set.siteModule)} has ${projectIds.join(", ")}`,
        });
        return undefined;
      }
      return {
        ...data,
        ...file,
        ...shownWords(language, data, file.readingMinutes),
        projectId: name,
        projectTitle: projectTitles.get(name)!,
        path: caseStudyPath(name),
      };
    },
  ).sort((a, b) => projectIds.indexOf(a.projectId) - projectIds.indexOf(b.projectId));

  const warnings = stopOnMistakes(files);
  return { posts, caseStudies, warnings };
}
