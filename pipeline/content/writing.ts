/**
 * The owner's writing: posts in app/content/posts/ and case studies in
 * app/content/case-studies/ (or in the content set's folders, pipeline/content/content-set.ts),
 * one MDX file each, read with their front matter checked. Each is a page
 * (pipeline/content/pages.ts lists them for their routes in app/route-table.ts), whose
 * route reads its summary and body through the `virtual:writing` module (see
 * writingModule), and the feed, the sitemap, llms.txt and the share images
 * are made from the same reading. */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { createProcessor } from "@mdx-js/mdx";
import type { Root } from "mdast";
import type {
  MdxFlowExpression,
  MdxJsxFlowElement,
  MdxJsxTextElement,
  MdxTextExpression,
} from "mdast-util-mdx";
import { analyze } from "periscopic";
import remarkFrontmatter from "remark-frontmatter";
import remarkMath from "remark-math";
import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";
import type { Plugin } from "vite";
import { type Document, LineCounter, isMap, isScalar, parseDocument } from "yaml";
import type { z } from "zod";
import {
  type CaseStudySummary,
  type PostSummary,
  type SiteContent,
  caseStudyFrontMatterSchema,
  postFrontMatterSchema,
} from "../../app/content/schema.ts";
import { type BodyPicture, type Place, checkBody } from "./body-checks.ts";
import type { ContentSet } from "./content-set.ts";
import { type ContentStore, reloadWriting } from "./store.ts";
import { caseStudyPath, postPath, tagSlug } from "../../app/lib/article-paths.ts";
import { caseStudyKicker, caseStudyTitle } from "../../app/lib/format.ts";

const PROJECT_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const POSTS_FOLDER = "posts";
const CASE_STUDIES_FOLDER = "case-studies";

/** A file's path for messages: from the project's root, or whole when outside it. */
function projectPath(path: string): string {
  const inside = relative(PROJECT_ROOT, path);
  return (inside.startsWith("..") ? path : inside).replaceAll("\\", "/");
}

/** Words a minute for the reading time: a common figure for reading on screen. */
const WORDS_PER_MINUTE = 220;

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
}

/**
 * Parses an MDX file (its front matter, math, JSX and expressions) into mdast,
 * without compiling it, with the syntax the compiler reads (pipeline/plugins/mdx.ts).
 */
const mdxParser = createProcessor({ remarkPlugins: [remarkFrontmatter, remarkMath] });

/** A parsed expression or import, as MDX gives it. */
type Program = NonNullable<NonNullable<MdxFlowExpression["data"]>["estree"]>;

/**
 * What would stop a page from rendering that the parser lets through: a name
 * that an expression (`{PSI}`) or a component (`<Chart />`) reads and nothing
 * defines. MDX reads braces in prose as JavaScript, so a formula or a set
 * written with braces becomes a variable no page has (a ReferenceError while
 * the page is prerendered, naming neither the file nor the line). A name is
 * defined if the file imports or exports it, or if the page has it: MDX's
 * `props`, and JavaScript's own globals (Math, Date...).
 */
export function undefinedNames(tree: Root): Array<Place & { message: string }> {
  const defined = new Set(["props"]);
  visit(tree, "mdxjsEsm", (node) => {
    const program = node.data?.estree;
    if (program) for (const name of analyze(program).scope.declarations.keys()) defined.add(name);
  });
  const isDefined = (name: string) => defined.has(name) || name in globalThis;
  const found: Array<Place & { message: string }> = [];
  const at = (node: { position?: { start: Place } }) => ({
    line: node.position?.start.line ?? 0,
    column: node.position?.start.column ?? 0,
  });
  const readsOf = (program: Program | null | undefined) =>
    program ? [...analyze(program).globals.keys()].filter((name) => !isDefined(name)) : [];
  visit(tree, ["mdxFlowExpression", "mdxTextExpression"], (node) => {
    const expression = node as MdxFlowExpression | MdxTextExpression;
    for (const name of readsOf(expression.data?.estree)) {
      found.push({
        ...at(expression),
        message: `{${expression.value}} is read as JavaScript, and ${name} is not defined. To write a brace in the text, write \\{ or put the text in backticks; for a formula, write it between $ signs`,
      });
    }
  });
  visit(tree, ["mdxJsxFlowElement", "mdxJsxTextElement"], (node) => {
    const element = node as MdxJsxFlowElement | MdxJsxTextElement;
    const component = element.name?.split(".")[0];
    if (component && /^[A-Z]/.test(component) && !isDefined(component)) {
      found.push({
        ...at(element),
        message: `<${element.name}> is read as a component, and ${component} is not defined: import it, or write \\< for the character`,
      });
    }
    for (const attribute of element.attributes) {
      const program =
        attribute.type === "mdxJsxExpressionAttribute"
          ? attribute.data?.estree
          : typeof attribute.value === "object"
            ? attribute.value?.data?.estree
            : undefined;
      for (const name of readsOf(program)) {
        found.push({
          ...at(element),
          message: `<${element.name}> reads ${name}, which is not defined`,
        });
      }
    }
  });
  return found;
}

/** An MDX file's mdast; throws MDX's own error, with the line and column, where it is not MDX. */
export const parseMdx = (source: string) => mdxParser.parse(source) as Root;

/** The words a reader reads in an MDX file: its text, code and math, not its front matter or markup. */
export const countWords = (source: string) => wordsIn(parseMdx(source));

/** What a reader reads of a parsed MDX file, piece by piece: its text, code and math. */
function readText(tree: Root): string[] {
  const pieces: string[] = [];
  visit(tree, ["text", "inlineCode", "code", "inlineMath", "math"], (node) => {
    pieces.push(toString(node));
  });
  return pieces;
}

/** The words of what a reader reads (readText's pieces, joined). */
const wordsOf = (text: string) =>
  text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** What a reader reads of a parsed MDX file, as one string: what search finds it by. */
export const textOf = (tree: Root) => readText(tree).join(" ");

const wordsIn = (tree: Root) => wordsOf(textOf(tree));

/**
 * A hint for MDX's own messages where the cause is usually a character of the
 * text that MDX reads as code: a brace or an angle bracket.
 */
function hintFor(reason: string): string {
  if (/expression|acorn|brace/i.test(reason)) {
    return " (MDX reads { in the text as JavaScript: write \\{ or put the text in backticks; a formula goes between $ signs)";
  }
  if (/tag|jsx|<|html/i.test(reason)) {
    return " (MDX reads < in the text as the start of a tag: write \\< or put the text in backticks)";
  }
  return "";
}

/** Minutes to read `words` at WORDS_PER_MINUTE, at least one. */
export const readingMinutes = (words: number) => Math.max(1, Math.round(words / WORDS_PER_MINUTE));

/**
 * Tags that differ only in case, accents, spacing or punctuation are one tag
 * spelled two ways; each tag's page is at its slug, which this keeps unique.
 */
const tagKey = (tag: string) => tagSlug(tag).replaceAll("-", "");

class Problems {
  readonly lines: string[] = [];
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
): Array<{ name: string; data: T; words: number } & WritingFile> {
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
      problems.add(file, "(body)", `is not valid MDX${at}: ${reason}${hintFor(reason)}`);
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
    const { problems: bodyProblems, pictures } = checkBody(tree, path);
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
      words: wordsOf(text),
    });
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

  const posts: Post[] = [];
  const slugs = new Map<string, string>();
  const tagSpellings = new Map<string, { tag: string; file: string }>();
  for (const { name, data, words, ...file } of readFolder(
    join(set.contentDir, POSTS_FOLDER),
    postFrontMatterSchema,
    problems,
  )) {
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
    if (data.draft && !drafts) continue;
    posts.push({
      ...data,
      ...file,
      slug,
      path: postPath(slug),
      readingMinutes: readingMinutes(words),
    });
  }
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

  const projectTitles = new Map(content.projects.map((project) => [project.id, project.title]));
  const projectIds = [...projectTitles.keys()];
  const caseStudies: CaseStudy[] = [];
  for (const { name, data, words, ...file } of readFolder(
    join(set.contentDir, CASE_STUDIES_FOLDER),
    caseStudyFrontMatterSchema,
    problems,
  )) {
    if (!projectIds.includes(name)) {
      problems.add(
        file.file,
        "(file name)",
        `must be a project's id; ${projectPath(set.siteModule)} has ${projectIds.join(", ")}`,
      );
      continue;
    }
    if (data.draft && !drafts) continue;
    caseStudies.push({
      ...data,
      ...file,
      projectId: name,
      projectTitle: projectTitles.get(name)!,
      path: caseStudyPath(name),
      readingMinutes: readingMinutes(words),
    });
  }
  caseStudies.sort((a, b) => projectIds.indexOf(a.projectId) - projectIds.indexOf(b.projectId));

  problems.throwIfAny();
  return { posts, caseStudies };
}

/**
 * A post or case study as it is named away from its own page: in the feed,
 * llms.txt and its share image.
 */
export interface Article {
  path: string;
  /** What it is called on its own: a post's title, "Quizcraft case study: …". */
  title: string;
  /** The line above the title on its share image. */
  kicker: string;
  /** Its own title, without the project's name, for the share image's headline. */
  headline: string;
  summary: string;
  date: string;
  updated?: string;
  /** Its categories: a post's tags, each with its slug (its page's name); "Case study". */
  tags: Array<{ name: string; slug?: string }>;
  /** Its file, front matter and all, and where it is: the feed compiles it as the page does. */
  file: { path: string; value: string };
}

/** Every post and case study, newest first (ties by address), as one list. */
export function articlesOf({ posts, caseStudies }: Writing): Article[] {
  const article = (
    entry: Post | CaseStudy,
    fields: Pick<Article, "title" | "kicker" | "tags">,
  ): Article => ({
    path: entry.path,
    headline: entry.title,
    summary: entry.summary,
    date: entry.date,
    updated: entry.updated,
    file: { path: entry.absolutePath, value: entry.source },
    ...fields,
  });
  return [
    ...posts.map((post) =>
      article(post, {
        title: post.title,
        kicker: "Writing",
        tags: post.tags.map((tag) => ({ name: tag, slug: tagSlug(tag) })),
      }),
    ),
    ...caseStudies.map((study) =>
      article(study, {
        title: caseStudyTitle(study.projectTitle, study.title),
        kicker: caseStudyKicker(study.projectTitle),
        tags: [{ name: "Case study" }],
      }),
    ),
  ].sort((a, b) => b.date.localeCompare(a.date) || a.path.localeCompare(b.path));
}

/** The summaries, and apart from them the bodies' imports, which only the articles' pages load. */
const MODULES = {
  "virtual:writing": ({ posts, caseStudies }: Writing) => [
    `export const posts = ${JSON.stringify(posts.map(withoutSource))};`,
    `export const caseStudies = ${JSON.stringify(caseStudies.map(withoutSource))};`,
    `export const caseStudyProjectIds = ${JSON.stringify(caseStudies.map((study) => study.projectId))};`,
  ],
  "virtual:writing-bodies": ({ posts, caseStudies }: Writing) => [
    `export const postBodies = ${bodyImports(posts, (post) => post.slug)};`,
    `export const caseStudyBodies = ${bodyImports(caseStudies, (study) => study.projectId)};`,
  ],
};
const resolvedId = (id: string) => `\0${id}`;

/** What the pages may know of a file: everything but where it is and what it says. */
function withoutSource<T extends WritingFile>(entry: T): Omit<T, keyof WritingFile> {
  const fields: Partial<T> = { ...entry };
  delete fields.file;
  delete fields.absolutePath;
  delete fields.body;
  delete fields.source;
  delete fields.text;
  delete fields.pictures;
  return fields as Omit<T, keyof WritingFile>;
}

/**
 * Each entry's compiled MDX body as a dynamic import, by its key: one chunk
 * per post, fetched only by the page that shows it.
 */
function bodyImports<T extends WritingFile>(entries: readonly T[], keyOf: (entry: T) => string) {
  const imports = entries.map(
    (entry) =>
      `${JSON.stringify(keyOf(entry))}: () => import(${JSON.stringify(entry.absolutePath.replaceAll("\\", "/"))})`,
  );
  return `{${imports.join(", ")}}`;
}

/**
 * The summaries of the writing as the module `virtual:writing`, and an import
 * of each body as `virtual:writing-bodies` (both typed in app/writing.d.ts),
 * from the content store. Each list is its own export, so a page's bundle
 * holds only the lists it uses. Under `npm run dev` an edit to any file in
 * the writing folders reads them anew.
 */
export function writingModule(store: ContentStore): Plugin {
  const folders = [POSTS_FOLDER, CASE_STUDIES_FOLDER].map((folder) =>
    join(store.set.contentDir, folder),
  );
  return {
    name: "portfolio:writing",
    resolveId: (id) => (id in MODULES ? resolvedId(id) : undefined),
    load(id) {
      const source = Object.entries(MODULES).find(([name]) => resolvedId(name) === id)?.[1];
      return source?.(store.writing).join("\n");
    },
    configureServer(server) {
      server.watcher.on("all", (_event, file) => {
        if (!folders.some((folder) => file.startsWith(folder))) return;
        try {
          reloadWriting(store);
        } catch (error) {
          // A mistake in the writing is shown, not a stopped server; the next edit reads it again.
          server.config.logger.error((error as Error).message);
        }
        for (const environment of Object.values(server.environments)) {
          // React Router's server build too, which holds the list of pages
          // (react-router.config.ts): a new tag or slug is a new page.
          for (const id of [...Object.keys(MODULES), "virtual:react-router/server-build"]) {
            const module = environment.moduleGraph.getModuleById(resolvedId(id));
            if (module) environment.moduleGraph.invalidateModule(module);
          }
        }
      });
    },
  };
}
