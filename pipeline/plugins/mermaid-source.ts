/**
 * Reading a diagram's source (pipeline/plugins/mermaid.ts): its kind, checked
 * against those beautiful-mermaid draws, and what Mermaid writes that
 * beautiful-mermaid would draw as boxes (front matter, accessibility lines,
 * directives), taken out; each fault at its line of the diagram.
 */
import { parse as parseYaml } from "yaml";

/** The kinds beautiful-mermaid draws, by the word a diagram starts with, as a reader calls them. */
const KINDS: Record<string, string> = {
  graph: "Flowchart",
  flowchart: "Flowchart",
  statediagram: "State diagram",
  "statediagram-v2": "State diagram",
  sequencediagram: "Sequence diagram",
  classdiagram: "Class diagram",
  erdiagram: "Entity relationship diagram",
  xychart: "Chart",
  "xychart-beta": "Chart",
};
const KIND_WORDS =
  "flowchart, stateDiagram-v2, sequenceDiagram, classDiagram, erDiagram or xychart-beta";

/** A diagram's fault, found by this module, at a line of the diagram (0 for its first). */
export class DiagramError extends Error {
  readonly line: number | undefined;
  constructor(reason: string, line?: number) {
    super(reason);
    this.line = line;
  }
}

/** What this module reads from a diagram's source before beautiful-mermaid draws the rest. */
export interface Source {
  /** The source for beautiful-mermaid, line for line as written, what it cannot read blanked. */
  text: string;
  kind: string;
  /** The front matter's title, which Mermaid shows with the diagram. */
  caption?: string;
  /** What the diagram is called: `accTitle`, else the caption, else a chart's own title. */
  title?: string;
  description?: string;
}

const blank = (lines: string[], from: number, to = from) => {
  for (let line = from; line <= to; line++) lines[line] = "";
};

/**
 * Mermaid's front matter (its `title`) and accessibility lines (`accTitle`,
 * `accDescr`), which beautiful-mermaid would draw as boxes, taken out; the
 * kind checked against those it draws.
 */
export function readSource(value: string): Source {
  const lines = value.split("\n");
  let caption: string | undefined;
  let title: string | undefined;
  let description: string | undefined;
  if (lines[0]?.trim() === "---") {
    const end = lines.findIndex((line, at) => at > 0 && line.trim() === "---");
    if (end < 0) throw new DiagramError("its front matter (from ---) has no closing ---", 0);
    const matter: unknown = parseYaml(lines.slice(1, end).join("\n"));
    if (matter && typeof matter === "object" && "title" in matter) caption = String(matter.title);
    blank(lines, 0, end);
  }
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!.trim();
    // Comments and directives (`%%{init: …}%%`), which beautiful-mermaid would take for the kind.
    if (line.startsWith("%%")) blank(lines, at);
    const single = /^(accTitle|accDescr)\s*:\s*(.*)$/.exec(line);
    if (single) {
      if (single[1] === "accTitle") title = single[2];
      else description = single[2];
      blank(lines, at);
    } else if (/^accDescr\s*\{/.test(line)) {
      const end = lines.findIndex((next, from) => from >= at && next.includes("}"));
      if (end < 0) throw new DiagramError("its accDescr { has no closing }", at);
      description = lines
        .slice(at, end + 1)
        .join(" ")
        .replace(/^\s*accDescr\s*\{|\}\s*$/g, "")
        .replace(/\s+/g, " ")
        .trim();
      blank(lines, at, end);
    }
  }
  const header = lines.findIndex((line) => line.trim() !== "");
  if (header < 0) throw new DiagramError("it is empty");
  const [word = "", ...rest] = lines[header]!.trim().split(/\s+/);
  const kind = KINDS[word.toLowerCase()];
  if (!kind) {
    throw new DiagramError(
      `"${word}" diagrams are not drawn here; a diagram starts with ${KIND_WORDS}`,
      header,
    );
  }
  // Mermaid draws a flowchart top to bottom unless told; beautiful-mermaid asks to be told.
  if (kind === "Flowchart" && rest.length === 0) lines[header] += " TB";
  title ??= caption;
  if (kind === "Chart") {
    title ??= lines
      .map((line) => /^\s*title\s+"?([^"]*)"?\s*$/.exec(line)?.[1])
      .find((found) => found !== undefined);
  }
  return { text: lines.join("\n"), kind, caption, title, description };
}

/** The line of the diagram a message quotes ("Invalid mermaid header: "…""), if it quotes one. */
export function quotedLine(message: string, value: string): number | undefined {
  const quoted = /"([^"]+)"/.exec(message)?.[1]?.trim();
  if (!quoted) return undefined;
  const line = value.split("\n").findIndex((text) => text.trim() === quoted);
  return line < 0 ? undefined : line;
}
