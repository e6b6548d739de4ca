import { describe, expect, it } from "vitest";
import {
  architectureProblems,
  namedPaths,
  problemsOfThisRepository,
  repositoryPath,
  topLevelFolders,
} from "./check-architecture-doc";

/** A small repository: two top-level folders, a top-level file, and one ignored build file. */
const REPOSITORY = {
  files: ["app/routes.ts", "app/lib/cn.ts", "tools/serve.ts", "package.json"],
  ignored: new Set(["build/client/vercel.json"]),
};

describe("the architecture map's check", () => {
  it("takes as a path what holds a slash or ends in a file's extension, from the repository's root", () => {
    for (const [text, path] of [
      ["app/", "app"],
      ["app/routes.ts", "app/routes.ts"],
      ["./tests/e2e/", "tests/e2e"],
      ["vite.config.ts", "vite.config.ts"],
      [".nvmrc", ".nvmrc"],
      [".github/", ".github"],
      ["patches/playwright-core+1.65.1.patch", "patches/playwright-core+1.65.1.patch"],
    ]) {
      expect(repositoryPath(text!)).toBe(path);
    }
    for (const text of [
      "npm run build",
      "ROUTE_ADDRESSES",
      "writing/:slug",
      "/portfolio/",
      "*.test.ts",
      "'unsafe-inline'",
      "use-*.ts",
      "<meta>",
      "...",
    ]) {
      expect(repositoryPath(text)).toBeNull();
    }
  });

  it("reads paths from code spans and link targets, not from code blocks, words or other sites", () => {
    const doc = [
      "# Map",
      "",
      "The `app/` folder and [its routes](app/routes.ts#L1), see [the docs](https://example.com/a/b)",
      "or [a section](#map). Plain app/lib/words and `npm run dev` are not paths.",
      "",
      "```",
      "tools/in-a-code-block.ts",
      "```",
      "",
      "[defined]: tools/serve.ts",
    ].join("\n");
    expect(namedPaths(doc)).toEqual(["app", "app/routes.ts", "tools/serve.ts"]);
  });

  it("passes a map that names only what exists, build output git ignores, and every top-level folder", () => {
    const doc = "`app/`, `app/lib/cn.ts`, `tools/`, `package.json`, `build/client/vercel.json`.";
    expect(architectureProblems(doc, REPOSITORY)).toEqual([]);
  });

  it("fails on a path that does not exist", () => {
    const doc = "`app/`, `tools/`, and `app/lib/gone.ts` in `app/old/`.";
    expect(architectureProblems(doc, REPOSITORY)).toEqual([
      "names app/lib/gone.ts, which does not exist",
      "names app/old, which does not exist",
    ]);
  });

  it("fails on a top-level folder it leaves out, even when it names a file inside it", () => {
    const doc = "`app/` and `tools/serve.ts`.";
    expect(architectureProblems(doc, REPOSITORY)).toEqual([
      "leaves out the top-level folder tools/",
    ]);
    expect(topLevelFolders(REPOSITORY.files)).toEqual(["app", "tools"]);
  });

  it("passes on this repository's ARCHITECTURE.md", async () => {
    expect(await problemsOfThisRepository()).toEqual([]);
  });
});
