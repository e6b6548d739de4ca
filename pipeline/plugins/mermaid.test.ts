import { type RunOptions, evaluate } from "@mdx-js/mdx";
import type { Element } from "hast";
import { fromHtml } from "hast-util-from-html";
import { select, selectAll } from "hast-util-select";
import { toString } from "hast-util-to-string";
import { createElement } from "react";
import * as runtime from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { dictionary as en } from "../../app/i18n/en/index";
import { bodyWordsOf, mdxOptions } from "./compile-mdx";
import { remarkMermaid } from "./mermaid";
import { palette } from "../../app/lib/design-tokens";

const SITE_URL = "https://example.org/portfolio";

/** A post's body as its page (or, `forFeed`, the feed) shows it, with diagrams drawn. */
async function render(markdown: string, { forFeed = false } = {}) {
  const options = mdxOptions({ siteUrl: SITE_URL, words: bodyWordsOf(en), forFeed });
  const { default: Content } = await evaluate(
    { value: markdown, path: "/content/posts/post.mdx" },
    {
      ...options,
      remarkPlugins: [...(options.remarkPlugins ?? []), remarkMermaid({ forFeed })],
      // React's own automatic runtime, which MDX's types describe more loosely.
      ...(runtime as Required<Pick<RunOptions, "Fragment" | "jsx" | "jsxs">>),
    },
  );
  const html = renderToStaticMarkup(createElement(Content));
  return { html, tree: fromHtml(html, { fragment: true }) };
}

const mermaid = (source: string) => `Before.\n\n\`\`\`mermaid\n${source}\n\`\`\`\n`;

const FLOWCHART = "graph TD\n  A[Write the post] --> B{Builds?}\n  B -->|Yes| C[Publish]";

/** The images of a page, by their accessible name, as a screen reader lists them. */
const imagesOf = (tree: ReturnType<typeof fromHtml>) =>
  selectAll('[role="img"]', tree).map((image) => String(image.properties.ariaLabel));

/** Every colour an attribute of the drawing paints with (a pattern's, in the pattern). */
function paintsOf(svg: Element): string[] {
  return selectAll("[fill], [stroke]", svg).flatMap((element) =>
    [element.properties.fill, element.properties.stroke].filter(
      (value): value is string =>
        typeof value === "string" && value !== "none" && !value.startsWith("url(#"),
    ),
  );
}

describe("a mermaid block", () => {
  it("becomes a figure: the diagram as a named image in a box that scrolls, its source in a fold", async () => {
    const { html, tree } = await render(mermaid(FLOWCHART));
    const figure = select("figure.diagram", tree)!;
    const box = select(".diagram-scroll", figure)!;
    // The box takes keyboard focus, to scroll, and is named for it.
    expect(box.properties).toMatchObject({ tabIndex: 0, role: "group", ariaLabel: "Flowchart" });
    const svg = select("svg", box)!;
    expect(svg.properties).toMatchObject({ role: "img", ariaLabel: "Flowchart" });
    // Its words are drawn as text, and its source is its text alternative.
    expect(selectAll("text", svg).map((text) => toString(text))).toEqual(
      expect.arrayContaining(["Write the post", "Builds?", "Publish", "Yes"]),
    );
    expect(toString(select("details > summary", figure)!)).toBe("Diagram source");
    expect(toString(select("details > pre > code", figure)!)).toBe(FLOWCHART);
    // The block is a figure now, and no code block is left of it but its source.
    expect(selectAll("pre", tree)).toEqual([select("details > pre", figure)]);
    // Coloured by the site's tokens, nothing else, and nothing the policy would refuse or fetch.
    const paints = new Set(paintsOf(svg));
    expect([...paints].every((paint) => /^var\(--color-[a-z-]+\)$/.test(paint))).toBe(true);
    expect(paints).toContain("var(--color-accent)");
    expect(html).not.toMatch(/ style=|<style|@import|https?:|\/\/fonts/);
    expect(selectAll("[class]", svg)).toEqual([]);
  });

  it("is named by its accTitle or its front matter's title, and described by its accDescr", async () => {
    const { tree } = await render(
      mermaid(
        "---\ntitle: How a post is built\n---\nflowchart LR\n  accTitle: The build\n  accDescr: Each step hands its work to the next.\n  A --> B",
      ),
    );
    expect(imagesOf(tree)).toEqual(["Flowchart: The build"]);
    expect(toString(select("svg desc", tree)!)).toBe("Each step hands its work to the next.");
    // The title is shown above it, as Mermaid shows it; the accessibility lines are not drawn.
    expect(toString(select("figure > figcaption:first-child", tree)!)).toBe("How a post is built");
    expect(selectAll("svg text", tree).map((text) => toString(text))).toEqual(["A", "B"]);
  });

  it("draws every kind beautiful-mermaid knows, each in the theme's colours", async () => {
    const kinds = [
      "stateDiagram-v2\n  [*] --> Idle\n  Idle --> Done: finish\n  Done --> [*]",
      // Mermaid's own settings, which the theme overrides, are read past.
      "%%{init: {'theme': 'forest'}}%%\nsequenceDiagram\n  Browser->>Server: GET /\n  Server-->>Browser: 200",
      "classDiagram\n  Animal <|-- Duck\n  Animal: +int age\n  Duck: +swim()",
      "erDiagram\n  CUSTOMER ||--o{ ORDER : places",
      'xychart-beta\n  title "Visits"\n  x-axis [Mon, Tue, Wed]\n  bar [3, 5, 4]\n  line [2, 4, 6]',
    ];
    const { tree } = await render(kinds.map(mermaid).join("\n"));
    expect(imagesOf(tree)).toEqual([
      "State diagram",
      "Sequence diagram",
      "Class diagram",
      "Entity relationship diagram",
      "Chart: Visits",
    ]);
    for (const svg of selectAll("svg", tree)) {
      expect(paintsOf(svg).filter((paint) => !paint.includes("var(--color-"))).toEqual([]);
    }
  });

  it("gives each diagram its own marker ids, so two on a page point at their own", async () => {
    const { tree } = await render(mermaid(FLOWCHART) + mermaid(FLOWCHART));
    const ids = selectAll("marker", tree).map((marker) => marker.properties.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const svg of selectAll("svg", tree)) {
      const own = new Set(
        selectAll("marker", svg).map((marker) => `url(#${marker.properties.id})`),
      );
      for (const line of selectAll("[marker-end]", svg)) {
        expect(own).toContain(line.properties.markerEnd);
      }
    }
  });

  it("in the feed, is drawn in the light theme's colours, with its source beside it", async () => {
    const { html, tree } = await render(mermaid(FLOWCHART), { forFeed: true });
    const svg = select("figure.diagram > svg", tree)!;
    expect(svg.properties).toMatchObject({ role: "img", ariaLabel: "Flowchart" });
    // No box to scroll: the reader lays the figure out.
    expect(select(".diagram-scroll", tree)).toBeUndefined();
    expect(html).not.toContain("var(");
    const light = Object.values(palette("light"));
    expect(paintsOf(svg).every((paint) => light.includes(paint))).toBe(true);
    expect(toString(select("figure.diagram > details > pre", tree)!)).toBe(FLOWCHART);
  });
});

describe("a diagram that cannot be drawn stops the build, naming the file, the line and the column", () => {
  it("of a kind beautiful-mermaid does not draw, at its first line", async () => {
    await expect(render(mermaid('pie\n  "Tea": 3\n  "Coffee": 2'))).rejects.toThrow(
      /\/content\/posts\/post\.mdx:4:1: the diagram could not be read: "pie" diagrams are not drawn here/,
    );
  });

  it("with nothing in it to draw, at its fence", async () => {
    await expect(render(mermaid("classDiagram\n  Animal <|--"))).rejects.toThrow(
      /\/content\/posts\/post\.mdx:3:1: the diagram could not be read: nothing in it could be drawn/,
    );
  });

  it("with colours of its own, which the theme could not change, at the line that sets them", async () => {
    await expect(
      render(mermaid("graph TD\n  A --> B\n    style A fill:#f9f,stroke:#333")),
    ).rejects.toThrow(
      /\/content\/posts\/post\.mdx:6:5: the diagram could not be read: it sets its own colour/,
    );
  });
});
