import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";

interface StructNode {
  role?: string;
  type?: "content" | "object" | "annotation";
  id?: string;
  children?: StructNode[];
}

export interface PdfStructure {
  /** MarkInfo /Marked. */
  marked: boolean;
  /** The catalog's /Lang. */
  language: unknown;
  /** pdfuaid:part in the XMP metadata. */
  pdfuaPart: string | null;
  xmpTitle: string | null;
  xmpDescription: string | null;
  displayDocTitle: boolean;
  /**
   * The structure tree as an outline: each element's role, depth first in
   * the tree's order, indented two spaces per level below the root.
   */
  outline: string[];
  /** The text of each element of `role`, in order, from the content it marks. */
  textOf(role: string): string[];
  /** Each link annotation, with the text of the Link element that holds it (null when none does). */
  links: Array<{ url: string; contents: string; linkText: string | null }>;
  /**
   * Text drawn outside any structure element, inside an artifact, or with a
   * marked-content id no element of the tree refers to.
   */
  untaggedText: string[];
  /** Glyphs that stand for more than one character, such as an "fi" ligature. */
  multiCharacterGlyphs: string[];
  /** Paths drawn neither as an artifact nor as a list label. */
  untaggedPaths: number;
  /** Marked artifact sequences. */
  artifacts: number;
}

/** The marked-content id a structure tree's content node refers to ("p10R_mc3" is 3). */
const mcidOf = (node: StructNode) => Number(node.id!.split("_mc")[1]);

/**
 * Reads a one-page PDF's logical structure the way assistive technology does:
 * its structure tree, what each element marks, its annotations and metadata,
 * and whether anything on the page is drawn outside both structure and artifacts.
 */
export async function readPdfStructure(data: Uint8Array): Promise<PdfStructure> {
  const document = await getDocument({ data: new Uint8Array(data), isEvalSupported: false })
    .promise;
  const page = await document.getPage(1);
  const markInfo = await document.getMarkInfo();
  const { info, metadata } = await document.getMetadata();
  const viewerPreferences = (await document.getViewerPreferences()) as Record<string, unknown>;

  const outline: string[] = [];
  const elements: Array<{ role: string; node: StructNode }> = [];
  const referenced = new Set<number>();
  const walk = (node: StructNode, depth: number) => {
    if (node.type === "content") referenced.add(mcidOf(node));
    if (node.role && node.role !== "Root") {
      outline.push(`${"  ".repeat(depth)}${node.role}`);
      elements.push({ role: node.role, node });
    }
    for (const child of node.children ?? []) walk(child, node.role === "Root" ? 0 : depth + 1);
  };
  walk((await page.getStructTree()) as StructNode, 0);
  // What is drawn, and inside which marked content: the text of each marked
  // sequence as its glyphs spell it (a screen reader gets the spaces at the
  // ends of wrapped lines, which pdf.js's text layer drops).
  const operators = await page.getOperatorList();
  const stack: Array<{ tag: string; mcid: number | null }> = [];
  const textByMcid = new Map<number, string>();
  const untaggedText: string[] = [];
  const multiCharacterGlyphs: string[] = [];
  let untaggedPaths = 0;
  let artifacts = 0;
  operators.fnArray.forEach((fn, index) => {
    const args = operators.argsArray[index] as unknown[];
    const inside = (tag: string) => stack.some((marked) => marked.tag === tag);
    if (fn === OPS.beginMarkedContent || fn === OPS.beginMarkedContentProps) {
      // BDC's tag arrives as a string, BMC's as a name object.
      const tag = (args[0] as { name?: string }).name ?? String(args[0]);
      stack.push({ tag, mcid: typeof args[1] === "number" ? args[1] : null });
      if (tag === "Artifact") artifacts++;
    } else if (fn === OPS.endMarkedContent) {
      stack.pop();
    } else if (fn === OPS.showText) {
      const glyphs = (args[0] as Array<{ unicode?: string } | number>).flatMap((glyph) =>
        typeof glyph === "number" ? [] : [glyph.unicode ?? ""],
      );
      multiCharacterGlyphs.push(...glyphs.filter((glyph) => [...glyph].length > 1));
      const text = glyphs.join("");
      const mcid = stack.findLast((marked) => marked.mcid !== null)?.mcid;
      if (mcid == null || !referenced.has(mcid) || inside("Artifact")) untaggedText.push(text);
      else textByMcid.set(mcid, (textByMcid.get(mcid) ?? "") + text);
    } else if (fn === OPS.constructPath) {
      if (!inside("Artifact") && !inside("Lbl")) untaggedPaths++;
    }
  });

  const textIn = (node: StructNode): string =>
    node.type === "content"
      ? (textByMcid.get(mcidOf(node)) ?? "")
      : (node.children ?? []).map(textIn).join("");

  const links = (await page.getAnnotations())
    .filter((annotation) => annotation.subtype === "Link")
    .map((annotation) => {
      const holder = elements.find(
        ({ role, node }) =>
          role === "Link" &&
          node.children?.some((child) => child.type === "object" && child.id === annotation.id),
      );
      return {
        url: String(annotation.url),
        contents: String(annotation.contentsObj?.str ?? ""),
        linkText: holder ? textIn(holder.node).trim() : null,
      };
    });

  await document.destroy();
  return {
    marked: markInfo?.Marked === true,
    language: (info as Record<string, unknown>).Language,
    pdfuaPart: metadata?.get("pdfuaid:part") ?? null,
    xmpTitle: metadata?.get("dc:title") ?? null,
    xmpDescription: metadata?.get("dc:description") ?? null,
    displayDocTitle: viewerPreferences?.DisplayDocTitle === true,
    outline,
    textOf: (role) =>
      elements.filter((element) => element.role === role).map(({ node }) => textIn(node).trim()),
    links,
    untaggedText,
    multiCharacterGlyphs,
    untaggedPaths,
    artifacts,
  };
}
