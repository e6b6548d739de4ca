/**
 * The steps that finish each page React Router has prerendered, in the order
 * they run. A page is parsed once, each step changes its tree, and it is
 * written back once; the written page is then read back as a browser will
 * read it, for the charset check and the hashes the host's policy carries.
 */
import type { Root } from "hast";
import { parsePage, serializePage } from "./html-tree.ts";
import { pageTexts } from "./llms-txt.ts";
import { type ChunkImports, deferStylesheet, paintBeforeScripts } from "./paint-first.ts";
import { addPolicyTags, assertNoStyleAttributes, checkFinishedPage } from "./security-headers.ts";
import { addSpeculationRules } from "./speculation-rules.ts";

type Step = (tree: Root, page: string) => void | Promise<void>;

/** What the steps need from the whole build. */
export interface Finishing {
  /** The critical CSS of a page, as critical-css.ts reads it. */
  criticalCssOf: (tree: Root, page: string) => Promise<string>;
  /** The compiled afterFirstPaint (inline-scripts.ts). */
  afterFirstPaint: string;
  /** What each of the build's chunks imports (paint-first.ts). */
  chunkImports: ChunkImports;
  /** The base path the site is published under. */
  basePath: string;
}

const finishingSteps = ({
  criticalCssOf,
  afterFirstPaint,
  chunkImports,
  basePath,
}: Finishing): Step[] => [
  // The CSS its first paint needs inlined, its stylesheet deferred (critical-css.ts, paint-first.ts).
  async (tree, page) => deferStylesheet(tree, page, await criticalCssOf(tree, page)),
  // Its scripts started once it has painted (paint-first.ts).
  (tree, page) => paintBeforeScripts(tree, page, afterFirstPaint, chunkImports),
  // The next page fetched and prerendered before the click (speculation-rules.ts).
  (tree, page) => addSpeculationRules(tree, page, basePath),
  // No style attribute, which its policy would block (security-headers.ts).
  assertNoStyleAttributes,
  // Its own policy, with its scripts' and styles' hashes, first in <head> (security-headers.ts).
  addPolicyTags,
];

/**
 * Finishes one page: its HTML, and the title and description it gives itself
 * (for llms.txt).
 */
export async function finishPage(html: string, page: string, finishing: Finishing) {
  const tree = parsePage(html);
  for (const step of finishingSteps(finishing)) await step(tree, page);
  const finished = serializePage(tree);
  checkFinishedPage(finished, page);
  return { html: finished, texts: pageTexts(tree) };
}
