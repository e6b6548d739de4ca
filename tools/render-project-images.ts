// Draws the sample project illustrations as SVG and writes them as WebP at
// twice their 640x400 layout, the pictures site.ts names; the build encodes
// them for the page like any other (pipeline/plugins/images.ts). The drawings
// are app screens of a few kinds; their words come from the content
// (app/content/images/projects/drawings.json, an entry per picture naming its
// kind), never from here. Run it after editing either: `npm run images`, or
// `node tools/render-project-images.ts --words <file> --out <folder>`.
import { mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { z } from "zod";
import { palette } from "../app/lib/design-tokens.ts";
import { escapeXml } from "../pipeline/derived/escape-xml.ts";

const SCALE = 2;
const W = 640;
const H = 400;
const FONT = "font-family='DejaVu Sans, Liberation Sans, sans-serif'";

// The site's own colours for what the drawings share with it (text, rules,
// accent); the rest is the drawings' own.
const {
  ink: INK,
  inkMuted: MUTED,
  line: LINE,
  accent: ACCENT,
  accentSoft: ACCENT_SOFT,
  surface: SURFACE,
  success: SUCCESS,
  successSoft: SUCCESS_SOFT,
  warning: WARNING,
  warningSoft: WARNING_SOFT,
} = palette("light");

interface TextStyle {
  size?: number;
  weight?: number;
  fill?: string;
  anchor?: "start" | "middle" | "end";
}

const text = (
  x: number,
  y: number,
  content: string,
  { size = 12, weight = 400, fill = INK, anchor = "start" }: TextStyle = {},
) =>
  `<text x="${x}" y="${y}" ${FONT} font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${content}</text>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, r = 6, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`;

/** An app window on a tinted backdrop, with its title in the bar. */
function windowFrame(title: string, backdrop: [string, string], body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <g transform="translate(32 28)">
    ${rect(0, 6, 576, 372, INK, 14, 'opacity="0.12"')}
    ${rect(0, 0, 576, 372, SURFACE, 14)}
    ${rect(0, 0, 576, 36, "#f8fafc", 14)}${rect(0, 22, 576, 14, "#f8fafc", 0)}
    <line x1="0" y1="36" x2="576" y2="36" stroke="${LINE}"/>
    <circle cx="18" cy="18" r="5" fill="#f87171"/><circle cx="34" cy="18" r="5" fill="#fbbf24"/><circle cx="50" cy="18" r="5" fill="#34d399"/>
    ${text(288, 23, title, { size: 12, weight: 600, fill: MUTED, anchor: "middle" })}
    <g transform="translate(0 36)">${body}</g>
  </g>
</svg>`;
}

/** Grey bars standing in for lines of text, some highlighted. */
function textLines(
  x: number,
  y: number,
  widths: number[],
  highlights: Record<number, [offset: number, width: number, color: string]> = {},
) {
  return widths
    .map((w, i) => {
      const lineY = y + i * 18;
      const mark = highlights[i];
      return (
        rect(x, lineY, w, 8, "#cbd5e1", 4) +
        (mark ? rect(x + mark[0], lineY - 3, mark[1], 14, mark[2], 3, 'opacity="0.55"') : "")
      );
    })
    .join("");
}

function scoreRow(x: number, y: number, label: string, score: number, max: number, color: string) {
  return (
    text(x, y, label, { size: 12, weight: 600 }) +
    text(x + 170, y, `${score}/${max}`, { size: 12, weight: 700, fill: color, anchor: "end" }) +
    rect(x, y + 8, 170, 6, LINE, 3) +
    rect(x, y + 8, (170 * score) / max, 6, color, 3)
  );
}

/** SVG text is XML: each word is escaped as it is read. */
const word = z.string().transform(escapeXml);
const words = z.array(word);
/** The words of one kind of drawing, named by its `drawing` field. */
const wordsOf = <K extends string, S extends z.ZodRawShape>(kind: K, shape: S) =>
  z.object({ drawing: z.literal(kind), ...shape });

const SCORE_COLORS = ["#16a34a", ACCENT, "#d97706"];
/** Where the schedule's sessions sit: [day, slot, slots long], in the order of its words. */
const SESSION_PLACES = [
  [0, 0, 1],
  [1, 1, 2],
  [3, 0, 1],
  [5, 0, 2],
  [2, 2, 1],
  [4, 2, 2],
  [0, 3, 1],
  [3, 3, 1],
] as const;
const SESSION_COLORS = [
  ["#c7d2fe", "#3730a3"],
  ["#fde68a", "#92400e"],
  ["#bbf7d0", "#166534"],
  ["#fbcfe8", "#9d174d"],
  ["#bae6fd", "#075985"],
] as const;
const MEASURE_COLORS = ["#a5b4fc", "#86efac", "#fcd34d"];

/**
 * Each kind of drawing: the words drawings.json gives it, checked (each
 * entry names its kind in `drawing`), and the SVG drawn from them.
 */
const DRAWING = z.discriminatedUnion("drawing", [
  // An essay beside its rubric scores ([label, score, out of]) and a comment.
  wordsOf("essay", {
    window: word,
    heading: word,
    panel: word,
    total: word,
    scores: z.array(z.tuple([word, z.number().nonnegative(), z.number().positive()])),
    note: word,
  }).transform((words) =>
    windowFrame(
      words.window,
      ["#eef2ff", "#c7d2fe"],
      `${text(24, 34, words.heading, { size: 13, weight: 700 })}
     ${textLines(24, 52, [300, 320, 280, 310, 250, 320, 300, 200, 310, 290, 320, 260, 180], {
       1: [40, 180, "#fde047"],
       5: [0, 150, "#a5b4fc"],
       9: [60, 200, "#86efac"],
     })}
     ${rect(358, 20, 200, 300, "#f8fafc", 10, `stroke="${LINE}"`)}
     ${text(374, 46, words.panel, { size: 13, weight: 700 })}
     ${text(542, 46, words.total, { size: 13, weight: 700, fill: ACCENT, anchor: "end" })}
     ${words.scores
       .slice(0, 3)
       .map(([label, score, max], i) =>
         scoreRow(372, 80 + i * 44, label, score, max, SCORE_COLORS[i]!),
       )
       .join("")}
     ${rect(372, 200, 172, 96, SURFACE, 8, `stroke="${LINE}"`)}
     ${text(384, 222, words.note, { size: 11, weight: 700, fill: MUTED })}
     ${textLines(384, 234, [148, 140, 120, 90])}`,
    ),
  ),
  // A chart of scores beside a list of items, the first three pending.
  wordsOf("dashboard", {
    window: word,
    heading: word,
    caption: word,
    panel: word,
    items: words,
    pending: word,
    done: word,
  }).transform((words) =>
    windowFrame(
      words.window,
      ["#e0e7ff", "#ddd6fe"],
      `${text(24, 34, words.heading, { size: 13, weight: 700 })}
     ${[18, 34, 62, 88, 70, 40, 22]
       .map((h, i) => rect(28 + i * 40, 240 - h * 2, 28, h * 2, i === 3 ? ACCENT : "#a5b4fc", 4))
       .join("")}
     <line x1="24" y1="244" x2="310" y2="244" stroke="${LINE}" stroke-width="2"/>
     ${[1, 2, 3, 4, 5, 6, 7].map((n, i) => text(42 + i * 40, 262, String(n), { size: 11, fill: MUTED, anchor: "middle" })).join("")}
     ${text(24, 300, words.caption, { size: 12, fill: MUTED })}
     ${rect(340, 20, 216, 296, "#f8fafc", 10, `stroke="${LINE}"`)}
     ${text(356, 46, words.panel, { size: 13, weight: 700 })}
     ${words.items
       .slice(0, 5)
       .map(
         (name, i) =>
           rect(352, 62 + i * 48, 192, 38, SURFACE, 8, `stroke="${LINE}"`) +
           text(366, 86 + i * 48, name, { size: 12, weight: 600 }) +
           rect(470, 72 + i * 48, 62, 18, i < 3 ? WARNING_SOFT : SUCCESS_SOFT, 9) +
           text(501, 85 + i * 48, i < 3 ? words.pending : words.done, {
             size: 10,
             weight: 700,
             fill: i < 3 ? WARNING : SUCCESS,
             anchor: "middle",
           }),
       )
       .join("")}`,
    ),
  ),
  // Rows of criteria, each with four levels of points.
  wordsOf("rubric", { window: word, heading: word, criteria: words }).transform((words) =>
    windowFrame(
      words.window,
      ["#ede9fe", "#c7d2fe"],
      `${text(24, 34, words.heading, { size: 13, weight: 700 })}
     ${words.criteria
       .slice(0, 5)
       .map((label, row) => {
         const y = 54 + row * 52;
         return (
           rect(24, y, 528, 44, row % 2 ? SURFACE : "#f8fafc", 8, `stroke="${LINE}"`) +
           text(38, y + 27, label, { size: 12, weight: 600 }) +
           [0, 1, 2, 3]
             .map(
               (level) =>
                 rect(
                   212 + level * 78,
                   y + 10,
                   68,
                   24,
                   level === 3 - (row % 3) ? ACCENT_SOFT : SURFACE,
                   6,
                   `stroke="${LINE}"`,
                 ) +
                 text(246 + level * 78, y + 26, `${level * 2}–${level * 2 + 2}`, {
                   size: 11,
                   weight: level === 3 - (row % 3) ? 700 : 400,
                   fill: level === 3 - (row % 3) ? ACCENT : MUTED,
                   anchor: "middle",
                 }),
             )
             .join("")
         );
       })
       .join("")}`,
    ),
  ),
  // A week's timetable: the days, and up to eight sessions placed on it.
  wordsOf("schedule", { window: word, days: words, sessions: words }).transform((words) =>
    windowFrame(
      words.window,
      ["#dcfce7", "#bae6fd"],
      `${words.days
        .slice(0, 6)
        .map((d, i) =>
          text(70 + i * 84, 34, d, { size: 12, weight: 700, fill: MUTED, anchor: "middle" }),
        )
        .join("")}
     ${[0, 1, 2, 3, 4].map((r) => `<line x1="24" y1="${52 + r * 56}" x2="552" y2="${52 + r * 56}" stroke="${LINE}"/>`).join("")}
     ${words.sessions
       .slice(0, SESSION_PLACES.length)
       .map((label, i) => {
         const [day, slot, span] = SESSION_PLACES[i]!;
         // A subject keeps its colour wherever it sits in the week.
         const subject = [...new Set(words.sessions)].indexOf(label);
         const [fill, ink] = SESSION_COLORS[subject % SESSION_COLORS.length]!;
         return (
           rect(32 + day * 84, 58 + slot * 56, 76, span * 56 - 12, fill, 8) +
           text(40 + day * 84, 78 + slot * 56, label, { size: 11, weight: 700, fill: ink })
         );
       })
       .join("")}`,
    ),
  ),
  // Three measures, each a circle and a small bar chart, under a heading.
  wordsOf("impact", { heading: word, measures: words }).transform(
    (
      words,
    ) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#312e81"/><stop offset="1" stop-color="${ACCENT}"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    ${words.measures
      .slice(0, 3)
      .map((label, i) => {
        const x = 60 + i * 180;
        const color = MEASURE_COLORS[i]!;
        return (
          rect(x, 90, 160, 220, "#ffffff", 18, 'opacity="0.1"') +
          `<circle cx="${x + 80}" cy="160" r="38" fill="${color}" opacity="0.9"/>` +
          [0, 1, 2]
            .map((b) =>
              rect(x + 36 + b * 30, 250 - (b + i + 1) * 12, 22, (b + i + 1) * 12, color, 4),
            )
            .join("") +
          text(x + 80, 290, label, { size: 13, weight: 700, fill: "#ffffff", anchor: "middle" })
        );
      })
      .join("")}
    ${text(320, 56, words.heading, { size: 16, weight: 700, fill: "#ffffff", anchor: "middle" })}
  </svg>`,
  ),
]);

/** What is wrong with a word, as a reader of drawings.json would put it. */
const problemOf: z.core.$ZodErrorMap = (issue) => {
  if (
    issue.code === "invalid_union" &&
    issue.discriminator === "drawing" &&
    Array.isArray(issue.options)
  ) {
    const kind = (issue.input as { drawing?: unknown }).drawing;
    return kind === undefined
      ? "missing"
      : `${JSON.stringify(kind)} is none of ${issue.options.join(", ")}`;
  }
  if (issue.code === "invalid_type" && issue.input === undefined) return "missing";
  return undefined;
};

/**
 * The SVG of each picture that `words` (drawings.json, read) names, by its
 * file's name without extension; a word missing or of the wrong type stops
 * it, naming the picture and the field.
 */
export function drawingsFrom(
  words: Record<string, unknown>,
  source: string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(words).map(([name, entry]) => {
      const drawn = DRAWING.safeParse(entry, { error: problemOf });
      if (!drawn.success) {
        const [issue] = drawn.error.issues;
        throw new Error(
          `${source}: "${name}", field ${z.core.toDotPath(issue!.path)}: ${issue!.message}`,
        );
      }
      return [name, drawn.data];
    }),
  );
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      words: { type: "string", default: "app/content/images/projects/drawings.json" },
      out: { type: "string", default: "app/content/images/projects" },
    },
  });
  const words = JSON.parse(await readFile(values.words, "utf8")) as Record<string, unknown>;
  await mkdir(values.out, { recursive: true });
  for (const [name, svg] of Object.entries(drawingsFrom(words, values.words))) {
    const file = join(values.out, `${name}.webp`);
    await sharp(Buffer.from(svg), { density: 72 * SCALE })
      .resize(W * SCALE, H * SCALE)
      .webp({ quality: 90, effort: 6 })
      .toFile(file);
    console.log(file);
  }
}
