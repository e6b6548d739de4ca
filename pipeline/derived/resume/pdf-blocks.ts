// The resume model as the PDF's blocks, top to bottom, and how each is drawn.
import { type ResumeModel, factsLine } from "../../../app/lib/resume-model.ts";
import type { WeightedText } from "../script-fonts.ts";
import { WEIGHT } from "./pdf-fonts.ts";
import type { PageWriter } from "./pdf-page.ts";
import { type Run, SPACE, STYLES } from "./pdf-styles.ts";

/** What the page holds, top to bottom, before it is drawn. */
export type Block =
  | { kind: "text"; tag: "H1" | "P"; runs: Run[] }
  | { kind: "space"; points: number }
  | { kind: "row"; items: Array<Run & { url?: string }> }
  | { kind: "dated"; left: Run; aside: Run }
  | { kind: "list"; items: string[] }
  | { kind: "section"; title: string; blocks: Block[] };

/** The model's lines as blocks, each in the style the web page prints it in. */
export function resumeBlocks(model: ResumeModel): Block[] {
  const { words } = model;
  const text = (runs: Run[], tag: "H1" | "P" = "P"): Block => ({ kind: "text", tag, runs });
  const sections = model.sections.map((section): Block => {
    const blocks = ((): Block[] => {
      switch (section.kind) {
        case "education":
          return [
            text([{ text: section.school, style: STYLES.strong }]),
            text([{ text: section.summary, style: STYLES.body }]),
            ...section.facts.map((facts) =>
              text([{ text: factsLine(facts, words), style: STYLES.muted }]),
            ),
          ];
        case "experience":
          return section.entries.flatMap((entry, index): Block[] => [
            ...(index > 0 ? [{ kind: "space", points: SPACE.betweenEntries } as const] : []),
            {
              kind: "dated",
              left: { text: entry.organization, style: STYLES.strong },
              aside: { text: entry.period, style: STYLES.muted },
            },
            text([{ text: entry.title, style: STYLES.body }]),
            { kind: "list", items: entry.highlights },
          ]);
        case "activities":
          return [{ kind: "list", items: section.items }];
        case "skills":
          return section.groups.map((group) =>
            text([
              { text: `${group.label} `, style: STYLES.strong },
              { text: group.items, style: STYLES.body },
            ]),
          );
      }
    })();
    // Capitals, as the web page's headings show them.
    return { kind: "section", title: section.title.toLocaleUpperCase(words.language), blocks };
  });
  return [
    text([{ text: model.name, style: STYLES.name }], "H1"),
    { kind: "space", points: SPACE.belowName },
    text([{ text: model.headline, style: STYLES.headline }]),
    { kind: "space", points: SPACE.belowHeadline },
    {
      kind: "row",
      items: model.contacts.map(({ text, url }) =>
        url ? { text, url, style: STYLES.link } : { text, style: STYLES.muted },
      ),
    },
    ...sections,
  ];
}

/** Every string the blocks draw, at its weight: what the fallback fonts are cut to. */
export function textsOf(blocks: Block[]): WeightedText[] {
  const of = ({ text, style }: Run): WeightedText => ({ text, weight: WEIGHT[style.font] });
  return blocks.flatMap((block): WeightedText[] => {
    switch (block.kind) {
      case "text":
        return block.runs.map(of);
      case "space":
        return [];
      case "row":
        return block.items.map(of);
      case "dated":
        return [of(block.left), of(block.aside)];
      case "list":
        return block.items.map((item) => of({ text: item, style: STYLES.body }));
      case "section":
        return [of({ text: block.title, style: STYLES.heading }), ...textsOf(block.blocks)];
    }
  });
}

export function drawBlocks(page: PageWriter, parent: PDFKit.PDFStructureElement, blocks: Block[]) {
  for (const block of blocks) {
    switch (block.kind) {
      case "text":
        page.block(parent, block.tag, block.runs);
        break;
      case "space":
        page.y += block.points;
        break;
      case "row":
        page.row(parent, block.items);
        break;
      case "dated":
        page.lineWithAside(parent, block.left, block.aside);
        break;
      case "list":
        page.list(parent, block.items);
        break;
      case "section":
        page.section(parent, block.title, (section) => drawBlocks(page, section, block.blocks));
        break;
    }
  }
}
