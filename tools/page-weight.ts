import { readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { gzipSync } from "node:zlib";
import {
  Parser,
  type AssignmentExpression,
  type ExpressionStatement,
  type ImportDeclaration,
  type ImportExpression,
  type Literal,
  type Node,
} from "acorn";
import type { Root } from "hast";
import { selectAll } from "hast-util-select";
import { toString } from "hast-util-to-string";
import { CONTENT_CHUNK_DIR } from "../pipeline/content/content-set.ts";
import { thisContent } from "../pipeline/content/store.ts";
import { parsePage } from "../pipeline/finish/html-tree.ts";
import { basePathOf } from "../app/lib/site-url.ts";

/** The owner's content, which the built site was made from. */
const { site } = await thisContent();

/** The built file an address of the page names: addresses start with the base path. */
const fileOf = (client: string, url: string, basePath: string) =>
  join(client, url.slice(basePath.length));
/** The base path of the content this process builds. */
const BASE_PATH = basePathOf(site.seo.siteUrl);

export interface Weight {
  raw: number;
  gzip: number;
}

export interface PageWeight {
  html: Weight;
  css: Weight;
  /** Every script the page loads, and its three parts. */
  js: Weight;
  /**
   * The scripts' parts: the owner's words (the content module, bundled apart),
   * React Router's list of routes (one entry per page, so it grows with the
   * writing), and the code, which no content changes.
   */
  jsParts: { content: Weight; routeManifest: Weight; code: Weight };
  /**
   * Each script beyond the framework's floor (frameworkFloor), named without
   * its hash, heaviest first: what each part of our own code costs the page.
   */
  jsBeyondFloor: Array<{ name: string } & Weight>;
  fonts: Weight;
  files: { css: string[]; js: string[]; fonts: string[] };
}

const weigh = (bytes: Buffer): Weight => ({ raw: bytes.length, gzip: gzipSync(bytes).length });
const sum = (weights: Weight[]): Weight => ({
  raw: weights.reduce((total, weight) => total + weight.raw, 0),
  gzip: weights.reduce((total, weight) => total + weight.gzip, 0),
});
const unique = (paths: string[]) => [...new Set(paths)];

interface RouterManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
}

const parseModule = (source: string) =>
  Parser.parse(source, { ecmaVersion: "latest", sourceType: "module" });

/**
 * Every module the page's module scripts import, by `import` statements (as
 * React Router writes them) or `import()` calls (as paint-first.ts rewrites
 * them), in the order they appear.
 */
function importedModules(page: Root): string[] {
  const modules: string[] = [];
  const visit = (node: Node) => {
    if (node.type === "ImportDeclaration" || node.type === "ImportExpression") {
      const { value } = (node as ImportDeclaration | ImportExpression).source as Literal;
      if (typeof value === "string") modules.push(value);
    }
    // Every child node, in source order (acorn parses; acorn-walk is not a dependency).
    for (const child of Object.values(node).flat()) {
      if (child instanceof Object && "type" in child) visit(child as Node);
    }
  };
  for (const script of selectAll('script[type="module"]', page)) {
    visit(parseModule(toString(script)));
  }
  return modules;
}

/**
 * React Router's client manifest, which lists each route's module and its
 * imports, and its address: the module of the page named manifest-*.js, a
 * script that assigns the manifest's object to a global.
 */
async function readRouterManifest(
  client: string,
  page: Root,
  basePath: string,
): Promise<[string, RouterManifest]> {
  const path = importedModules(page).find((module) => basename(module).startsWith("manifest-"))!;
  const source = await readFile(fileOf(client, path, basePath), "utf8");
  const [statement] = parseModule(source).body as ExpressionStatement[];
  const { right } = statement!.expression as AssignmentExpression;
  return [path, JSON.parse(source.slice(right.start, right.end))];
}

/**
 * What a prerendered page makes the browser download before it is complete:
 * its HTML, stylesheets, fonts it preloads, and every script its routes load
 * (the framework's entry, the root route and the page's own route).
 */
export async function pageWeight(
  client: string,
  htmlFile: string,
  basePath = BASE_PATH,
): Promise<PageWeight> {
  const htmlBytes = await readFile(join(client, htmlFile));
  const page = parsePage(htmlBytes.toString("utf8"));
  const [manifestPath, manifest] = await readRouterManifest(client, page, basePath);
  const routeModules = importedModules(page);
  const routes = Object.values(manifest.routes).filter((route) =>
    routeModules.includes(route.module),
  );
  const js = unique([
    manifestPath,
    manifest.entry.module,
    ...manifest.entry.imports,
    ...routes.flatMap((route) => [route.module, ...(route.imports ?? [])]),
  ]);
  const hrefs = (selector: string) =>
    unique(selectAll(selector, page).map((link) => String(link.properties.href)));
  const css = hrefs('link[rel~="stylesheet"][href]');
  const fonts = hrefs('link[rel~="preload"][as="font"][href]');
  const read = async (paths: string[]) =>
    sum(
      await Promise.all(
        paths.map(async (path) => weigh(await readFile(fileOf(client, path, basePath)))),
      ),
    );
  const isContent = (path: string) => path.includes(`/assets/${CONTENT_CHUNK_DIR}/`);
  const floorFiles = new Set(frameworkFiles(manifestPath, manifest));
  const jsBeyondFloor = await Promise.all(
    js
      .filter((path) => !floorFiles.has(path))
      .map(async (path) => ({
        name: `${isContent(path) ? `${CONTENT_CHUNK_DIR}/` : ""}${basename(path).replace(/-[\w-]{8}\.js$/, ".js")}`,
        ...weigh(await readFile(fileOf(client, path, basePath))),
      })),
  );
  return {
    html: weigh(htmlBytes),
    css: await read(css),
    js: await read(js),
    jsParts: {
      content: await read(js.filter(isContent)),
      routeManifest: await read([manifestPath]),
      code: await read(js.filter((path) => !isContent(path) && path !== manifestPath)),
    },
    jsBeyondFloor: jsBeyondFloor.sort((a, b) => b.gzip - a.gzip),
    fonts: await read(fonts),
    files: { css, js, fonts },
  };
}

/** The scripts every page loads whatever its routes: the framework's entry and its imports, and the manifest. */
const frameworkFiles = (manifestPath: string, manifest: RouterManifest) =>
  unique([manifestPath, manifest.entry.module, ...manifest.entry.imports]);

/**
 * The JavaScript any React Router page of this build loads whatever its routes
 * are: the framework's entry (React, React DOM, the router) and its manifest.
 * This is the floor our own code adds to.
 */
export async function frameworkFloor(client: string, basePath = BASE_PATH): Promise<Weight> {
  const page = parsePage(await readFile(join(client, "index.html"), "utf8"));
  const [manifestPath, manifest] = await readRouterManifest(client, page, basePath);
  const files = frameworkFiles(manifestPath, manifest);
  return sum(
    await Promise.all(
      files.map(async (path) => weigh(await readFile(fileOf(client, path, basePath)))),
    ),
  );
}
