/**
 * Every mistake the build finds in the content is a vfile message on the file
 * it is in, with its place where it has one, and is printed one way:
 *
 *   app/content/posts/a.mdx:10:1: ![My robot](./My Robot.webp) is not read as a picture …
 *     write the address between < and >, as ![My robot](<./My Robot.webp>) …
 *
 * the file, line and column, the reason, then the fix on a line of its own.
 * The site module, which has no line to give, is named by its entry and field:
 * `app/content/site.ts: entry projects[2] "my-app", field link: must be an http(s) URL`.
 */
import { relative } from "node:path";
import { inspect } from "node:util";
import type { Root } from "mdast";
import { VFile } from "vfile";
import { location } from "vfile-location";
import type { VFileMessage } from "vfile-message";
import { PROJECT_ROOT } from "../project-root.ts";

/** Where in a file: a node's position, or a point (a line and a column, from 1). */
type Place = VFileMessage["place"];
type Position = NonNullable<Root["position"]>;

/** A file's path for messages: from the project's root, or whole when outside it. */
export function projectPath(path: string): string {
  const inside = relative(PROJECT_ROOT, path);
  return (inside.startsWith("..") ? path : inside).replaceAll("\\", "/");
}

export interface MistakeOptions {
  /** Where in the file: a node's position, or a point. */
  place?: Place | null;
  /** What to do about it, printed on the line after the reason. */
  fix?: string;
}

/** Records a mistake that stops the build on `file`; returns its message. */
export function mistake(file: VFile, reason: string, { place, fix }: MistakeOptions = {}) {
  const message = file.message(reason, { place: place ?? undefined, source: "portfolio" });
  message.fatal = true;
  if (fix) message.note = fix;
  return message;
}

/** Records what is published, but maybe not as meant: a warning that lets the build go on. */
export function warning(file: VFile, reason: string, { place, fix }: MistakeOptions = {}) {
  const message = file.message(reason, { place: place ?? undefined, source: "portfolio" });
  if (fix) message.note = fix;
  return message;
}

/** A message as the build prints it: `file:line:column: reason`, then the fix. */
export function formatMistake(message: VFileMessage): string {
  const file = message.file ? projectPath(message.file) : "";
  const where = message.line ? `${file}:${message.line}:${message.column ?? 1}` : file;
  return `${where}: ${message.reason}${message.note ? `\n  ${message.note}` : ""}`;
}

/** The mistakes that stop the build, each printed as formatMistake prints it. */
export class ContentMistakes extends Error {
  declare readonly messages: VFileMessage[];
  constructor(messages: VFileMessage[]) {
    super(messages.map(formatMistake).join("\n"));
    this.name = "ContentMistakes";
    Object.defineProperty(this, "messages", { value: messages, enumerable: false });
  }

  // What the owner reads is the message. A printed error (Vite prints the
  // config's) would show the build's own call frames and each mistake again,
  // field by field.
  [inspect.custom]() {
    return this.message;
  }
}

/** Stops the build on `file` with one mistake, as vfile's `fail` does, printed the build's way. */
export function failOn(file: VFile, reason: string, options: MistakeOptions = {}): never {
  throw new ContentMistakes([mistake(file, reason, options)]);
}

/** Throws every mistake of `files` at once, in file order then by place; returns the warnings. */
export function stopOnMistakes(files: readonly VFile[]): string[] {
  const byPlace = (a: VFileMessage, b: VFileMessage) =>
    (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
  const mistakes = files.flatMap((file) =>
    file.messages.filter((message) => message.fatal).sort(byPlace),
  );
  if (mistakes.length > 0) throw new ContentMistakes(mistakes);
  return files.flatMap((file) =>
    file.messages
      .filter((message) => !message.fatal)
      .sort(byPlace)
      .map(formatMistake),
  );
}

/** A file of the content, for its mistakes: `path` absolute, `value` its text when read. */
export const contentFile = (path: string, value?: string) => new VFile({ path, value });

/**
 * The point `offset` characters into the file from where `node` starts: the
 * place of something inside a node, such as a link Markdown left as text.
 */
export function pointIn(file: VFile, node: { position?: Position }, offset: number): Place {
  const start = node.position?.start.offset;
  if (start === undefined) return node.position?.start;
  return location(file).toPoint(start + offset);
}
