// Draws the sample project illustrations as SVG and writes them to
// app/content/images/projects/ as WebP at twice their 640x400 layout, the
// pictures site.ts names; the build encodes them for the page like any other
// (pipeline/plugins/images.ts). Run it after editing a drawing: `npm run images`.
import { mkdir } from "node:fs/promises";
import sharp from "sharp";
import { palette } from "../app/lib/design-tokens.ts";

const OUT = "app/content/images/projects";
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

const drawings = {
  "rubrica-feedback": windowFrame(
    "Rubrica · AP Language — Argument essay",
    ["#eef2ff", "#c7d2fe"],
    `${text(24, 34, "Student essay", { size: 13, weight: 700 })}
     ${textLines(24, 52, [300, 320, 280, 310, 250, 320, 300, 200, 310, 290, 320, 260, 180], {
       1: [40, 180, "#fde047"],
       5: [0, 150, "#a5b4fc"],
       9: [60, 200, "#86efac"],
     })}
     ${rect(358, 20, 200, 300, "#f8fafc", 10, `stroke="${LINE}"`)}
     ${text(374, 46, "Rubric score", { size: 13, weight: 700 })}
     ${text(542, 46, "15/18", { size: 13, weight: 700, fill: ACCENT, anchor: "end" })}
     ${scoreRow(372, 80, "Thesis", 6, 6, "#16a34a")}
     ${scoreRow(372, 124, "Evidence", 5, 6, ACCENT)}
     ${scoreRow(372, 168, "Analysis", 4, 6, "#d97706")}
     ${rect(372, 200, 172, 96, SURFACE, 8, `stroke="${LINE}"`)}
     ${text(384, 222, "Comment", { size: 11, weight: 700, fill: MUTED })}
     ${textLines(384, 234, [148, 140, 120, 90])}`,
  ),
  "rubrica-dashboard": windowFrame(
    "Rubrica · Class dashboard",
    ["#e0e7ff", "#ddd6fe"],
    `${text(24, 34, "Score distribution", { size: 13, weight: 700 })}
     ${[18, 34, 62, 88, 70, 40, 22]
       .map((h, i) => rect(28 + i * 40, 240 - h * 2, 28, h * 2, i === 3 ? ACCENT : "#a5b4fc", 4))
       .join("")}
     <line x1="24" y1="244" x2="310" y2="244" stroke="${LINE}" stroke-width="2"/>
     ${[1, 2, 3, 4, 5, 6, 7].map((n, i) => text(42 + i * 40, 262, String(n), { size: 11, fill: MUTED, anchor: "middle" })).join("")}
     ${text(24, 300, "28 essays graded · 3 need review", { size: 12, fill: MUTED })}
     ${rect(340, 20, 216, 296, "#f8fafc", 10, `stroke="${LINE}"`)}
     ${text(356, 46, "Awaiting review", { size: 13, weight: 700 })}
     ${["Essay 07", "Essay 12", "Essay 19", "Essay 23", "Essay 26"]
       .map(
         (name, i) =>
           rect(352, 62 + i * 48, 192, 38, SURFACE, 8, `stroke="${LINE}"`) +
           text(366, 86 + i * 48, name, { size: 12, weight: 600 }) +
           rect(470, 72 + i * 48, 62, 18, i < 3 ? WARNING_SOFT : SUCCESS_SOFT, 9) +
           text(501, 85 + i * 48, i < 3 ? "Review" : "Done", {
             size: 10,
             weight: 700,
             fill: i < 3 ? WARNING : SUCCESS,
             anchor: "middle",
           }),
       )
       .join("")}`,
  ),
  "rubrica-rubric": windowFrame(
    "Rubrica · Rubric editor",
    ["#ede9fe", "#c7d2fe"],
    `${text(24, 34, "IB Extended Essay — criteria", { size: 13, weight: 700 })}
     ${["Focus and method", "Knowledge", "Critical thinking", "Presentation", "Engagement"]
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
  "spark-workshops": windowFrame(
    "Spark STEAM · Workshop schedule",
    ["#dcfce7", "#bae6fd"],
    `${["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].map((d, i) => text(70 + i * 84, 34, d, { size: 12, weight: 700, fill: MUTED, anchor: "middle" })).join("")}
     ${[0, 1, 2, 3, 4].map((r) => `<line x1="24" y1="${52 + r * 56}" x2="552" y2="${52 + r * 56}" stroke="${LINE}"/>`).join("")}
     ${(
       [
         [0, 0, 1, "Robotics", "#c7d2fe", "#3730a3"],
         [1, 1, 2, "Circuits", "#fde68a", "#92400e"],
         [3, 0, 1, "Coding", "#bbf7d0", "#166534"],
         [5, 0, 2, "Design lab", "#fbcfe8", "#9d174d"],
         [2, 2, 1, "Math lab", "#bae6fd", "#075985"],
         [4, 2, 2, "Robotics", "#c7d2fe", "#3730a3"],
         [0, 3, 1, "Coding", "#bbf7d0", "#166534"],
         [3, 3, 1, "Circuits", "#fde68a", "#92400e"],
       ] as const
     )
       .map(
         ([day, slot, span, label, fill, ink]) =>
           rect(32 + day * 84, 58 + slot * 56, 76, span * 56 - 12, fill, 8) +
           text(40 + day * 84, 78 + slot * 56, label, { size: 11, weight: 700, fill: ink }),
       )
       .join("")}`,
  ),
  "spark-impact": `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#312e81"/><stop offset="1" stop-color="${ACCENT}"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    ${(
      [
        [60, "Students reached", "#a5b4fc"],
        [240, "Workshops held", "#86efac"],
        [420, "Volunteers trained", "#fcd34d"],
      ] as const
    )
      .map(
        ([x, label, color], i) =>
          rect(x, 90, 160, 220, "#ffffff", 18, 'opacity="0.1"') +
          `<circle cx="${x + 80}" cy="160" r="38" fill="${color}" opacity="0.9"/>` +
          [0, 1, 2]
            .map((b) =>
              rect(x + 36 + b * 30, 250 - (b + i + 1) * 12, 22, (b + i + 1) * 12, color, 4),
            )
            .join("") +
          text(x + 80, 290, label, { size: 13, weight: 700, fill: "#ffffff", anchor: "middle" }),
      )
      .join("")}
    ${text(320, 56, "Spark STEAM Foundation · Impact", { size: 16, weight: 700, fill: "#ffffff", anchor: "middle" })}
  </svg>`,
};

await mkdir(OUT, { recursive: true });
for (const [name, svg] of Object.entries(drawings)) {
  const file = `${OUT}/${name}.webp`;
  await sharp(Buffer.from(svg), { density: 72 * SCALE })
    .resize(W * SCALE, H * SCALE)
    .webp({ quality: 90, effort: 6 })
    .toFile(file);
  console.log(file);
}
