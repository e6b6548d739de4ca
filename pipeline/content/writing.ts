/**
 * The owner's writing: posts in app/content/posts/ and case studies in
 * app/content/case-studies/ (or in the content set's folders, pipeline/content/content-set.ts),
 * one MDX file each, read with their front matter checked, by the rules of
 * each kind. Each is a page (pipeline/content/pages.ts lists them for their
 * routes in app/route-table.ts), whose route reads its summary and body
 * through the modules pipeline/plugins/writing-module.ts serves; the feed,
 * the sitemap, llms.txt and the share images are made from the same reading.
 * How MDX is read is pipeline/content/mdx.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Root } from "mdast";
import { type Document, LineCounter, isMap, isScalar, parseDocument } from "yaml";
import type { z } from "zod";
import {
  type CaseStudySummary,
  type PostSummary,
  type SiteContent,
  caseStudyFrontMatterSchema,
  postFrontMatterSchema,
} from "../../app/content/schema.ts";
import { caseStudyPath, postPath, tagSlug } from "../../app/lib/article-paths.ts";
import { type BodyPicture, type Place, checkBody } from "./body-checks.ts";
import type { ContentSet } from "./content-set.ts";
import { hintFor, parseMdx, readingLoad, readingMinutes, textOf, undefinedNames } from "./mdx.ts";

const PROJECT_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const POSTS_FOLDER = "posts";
const CASE_STUDIES_FOLDER = "case-studies";

/** The folders of the writing in a content set, which the dev server watches. */
export const writingFolders = (set: ContentSet) =>
  [POSTS_FOLDER, CASE_STUDIES_FOLDER].map((folder) => join(set.contentDir, folder));

/** A file's path for messages: from the project's root, or whole when outside it. */
function projectPath(path: string): string {
  const inside = relative(PROJECT_ROOT, path);
  return (inside.startsWith("..") ? path : inside).replaceAll("\\", "/");
}

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
  /** What is published, but maybe not as meant: "file:line:column: message" each. */
  warnings: string[];
}

/** A file of a writing folder, read: its name without .mdx, its front matter checked. */
interface ReadFile<T> extends WritingFile {
  name: string;
  data: T;
  readingMinutes: number;
}

/**
 * Tags that differ only in case, accents, spacing or punctuation are one tag
 * spelled two ways; each tag's page is at its slug, which this keeps unique.
 */
const tagKey = (tag: string) => tagSlug(tag).replaceAll("-", "");

class Problems {
  readonly lines: string[] = [];
  readonly warnings: string[] = [];
  warn(line: string) {
    this.warnings.push(line);
  }
  add(file: string, field: string, message: string, place?: Place) {
    const where = place ? ` (line ${place.line}, column ${place.column})` : "";
    this.lines.push(`  - ${file}, field ${field}${where}: ${message}`);
  }
  throwIfAny() {
    if (this.lines.length > 0) {
      throw new Error(`Invalid writing:\n${this.lines.join("\n")}`);
    }
  }
}

/** Where a post's or case study's file would be left out, and why; or nothing for one that is read. */
function whyLeftOut(name: string, folder: string): string | undefined {
  const isWriting = /\.(mdx|md|markdown)$/i.test(name);
  if (!isWriting) return undefined;
  if (name.includes("/") || name.includes("\\")) {
    return `is in a folder inside ${folder}/, where the build reads no writing: move it into ${folder}/ itself (folders there are for pictures)`;
  }
  if (!name.endsWith(".mdx")) {
    return `is not read: the writing is MDX, in files ending .mdx. Rename it to ${name.replace(/\.[^.]+$/, ".mdx")} (Markdown is MDX as it is)`;
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
  problems: Problems,
): Array<ReadFile<T>> {
  if (!existsSync(absolute)) return [];
  const entries = [];
  const folder = basename(absolute);
  for (const name of readdirSync(absolute, { recursive: true, encoding: "utf8" }).sort()) {
    const path = join(absolute, name);
    const file = projectPath(path);
    const leftOut = whyLeftOut(name, folder);
    if (leftOut) {
      problems.add(file, "(file name)", leftOut);
      continue;
    }
    if (!name.endsWith(".mdx") || !statSync(path).isFile()) continue;
    const source = readFileSync(path, "utf8");
    let tree: Root;
    try {
      tree = parseMdx(source);
    } catch (error) {
      const { line, column } = (error as { line?: number; column?: number }) ?? {};
      const at = line ? ` at line ${line}, column ${column}` : "";
      const reason = (error as { reason?: string }).reason ?? (error as Error).message;
      problems.add(
        file,
        "(body)",
        `is not valid MDX${at}: ${reason}${hintFor(error as { source?: string })}`,
      );
      continue;
    }
    const frontMatter = tree.children[0];
    if (frontMatter?.type !== "yaml" || !frontMatter.position) {
      problems.add(file, "(front matter)", "must start with front matter between two --- lines");
      continue;
    }
    // The YAML starts on the line after the opening ---.
    const firstLine = frontMatter.position.start.line;
    const lines = new LineCounter();
    const document = parseDocument(frontMatter.value, { lineCounter: lines, prettyErrors: false });
    if (document.errors.length > 0) {
      for (const error of document.errors) {
        const { line, col } = lines.linePos(error.pos[0]);
        problems.add(
          file,
          "(front matter)",
          `line ${firstLine + line}, column ${col}: is not valid YAML: ${error.message}`,
        );
      }
      continue;
    }
    const { problems: bodyProblems, warnings, pictures } = checkBody(tree, path);
    for (const { line, column, message } of warnings) {
      problems.warn(`${file}:${line}:${column}: ${message}`);
    }
    const unknown = [...undefinedNames(tree), ...bodyProblems];
    for (const { line, column, message } of unknown) {
      problems.add(file, "(body)", `line ${line}, column ${column}: ${message}`);
    }
    if (unknown.length > 0) continue;
    const text = textOf(tree);
    const result = schema.safeParse(document.toJS() ?? {});
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field =
          issue.code === "unrecognized_keys" ? issue.keys.join(", ") : issue.path.join(".");
        const place = frontMatterPlace(
          document,
          lines,
          firstLine,
          issue.path,
          issue.code === "unrecognized_keys" ? issue.keys[0] : undefined,
        );
        problems.add(file, field || "(front matter)", issue.message, place);
      }
      continue;
    }
    entries.push({
      name: name.slice(0, -".mdx".length),
      data: result.data,
      file,
      absolutePath: path,
      body: source.slice(frontMatter.position.end.offset),
      source,
      text,
      pictures,
      readingMinutes: readingMinutes(readingLoad(text)),
    });
  }
  return entries;
}

/**
 * The entries of one writing folder: each file read, then held to its kind's
 * rules by `entryOf` (which reports what it refuses and returns nothing for
 * it), drafts left out unless `drafts` is set.
 */
function readEntries<T extends { draft: boolean }, E>(
  folder: string,
  schema: z.ZodType<T>,
  { problems, drafts }: { problems: Problems; drafts: boolean },
  entryOf: (read: ReadFile<T>) => E | undefined,
): E[] {
  const entries: E[] = [];
  for (const read of readFolder(folder, schema, problems)) {
    const entry = entryOf(read);
    if (entry !== undefined && (drafts || !read.data.draft)) entries.push(entry);
  }
  return entries;
}

/**
 * Reads and checks every post and case study; throws one error listing each
 * problem by file and field. Drafts are left out unless `drafts` is set.
 * `content` is the site module of the content set `set`.
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
  const problems = new Problems();
  const reading = { problems, drafts };

  const slugs = new Map<string, string>();
  const tagSpellings = new Map<string, { tag: string; file: string }>();
  const posts = readEntries(
    join(set.contentDir, POSTS_FOLDER),
    postFrontMatterSchema,
    reading,
    ({ name, data, ...file }): Post => {
      const slug = data.slug ?? name;
      const field = data.slug ? "slug" : "(file name)";
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
        problems.add(file.file, field, "must be a lowercase slug such as my-first-post");
      }
      // writing/index.html is the writing page's own copy at /writing/ (pipeline/finish/index.ts).
      if (slug === "index") {
        problems.add(
          file.file,
          field,
          '"index" is the writing page\'s own name; choose another slug',
        );
      }
      const taken = slugs.get(slug);
      if (taken) problems.add(file.file, field, `"${slug}" is already the slug of ${taken}`);
      slugs.set(slug, file.file);
      for (const tag of data.tags) {
        if (tagKey(tag) === "") {
          problems.add(
            file.file,
            "tags",
            `"${tag}" needs a letter or a digit, for its page's address`,
          );
          continue;
        }
        const known = tagSpellings.get(tagKey(tag));
        if (known && known.tag !== tag) {
          problems.add(file.file, "tags", `"${tag}" is spelled "${known.tag}" in ${known.file}`);
        } else tagSpellings.set(tagKey(tag), { tag, file: file.file });
      }
      return { ...data, ...file, slug, path: postPath(slug) };
    },
  ).sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

  const projectTitles = new Map(content.projects.map((project) => [project.id, project.title]));
  const projectIds = [...projectTitles.keys()];
  const caseStudies = readEntries(
    join(set.contentDir, CASE_STUDIES_FOLDER),
    caseStudyFrontMatterSchema,
    reading,
    ({ name, data, ...file }): CaseStudy | undefined => {
      if (!projectIds.includes(name)) {
        problems.add(
          file.file,
          "(file name)",
          `must be a project's id; ${projectPath(set.siteModule)} has ${projectIds.join(", ")}`,
        );
        return undefined;
      }
      return {
        ...data,
        ...file,
        projectId: name,
        projectTitle: projectTitles.get(name)!,
        path: caseStudyPath(name),
      };
    },
  ).sort((a, b) => projectIds.indexOf(a.projectId) - projectIds.indexOf(b.projectId));

  problems.throwIfAny();
  return { posts, caseStudies, warnings: problems.warnings };
}
