// Run by npm test once the sites are built: docs/behaviours.md names, for each
// behaviour, the tests that prove it. A renamed or deleted test would leave the
// table pointing at nothing, so every test it cites is looked up: Playwright's
// by their titles as Playwright lists them (listing reads the built sites),
// the unit tests' in their files.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { glob, readFile } from "node:fs/promises";

const DOC = "docs/behaviours.md";

export interface Citation {
  /** The row's behaviour, to name it in a failure. */
  row: string;
  /** As the table writes it: `home.spec`, `owner/budgets.spec`, `webkit site.spec`, `` `sections.test.ts` ``. */
  file: string;
  /** The quoted titles after the file, an ellipsis standing for the rest of a title. */
  titles: string[];
}

/** The quoted titles of "file: "a", "b"", whose titles may themselves hold quotes. */
export function quotedTitles(text: string): string[] {
  const quoted = text.slice(text.indexOf('"'), text.lastIndexOf('"') + 1);
  if (!quoted) return [];
  return quoted.split('", "').map((title, index, all) => {
    const start = index === 0 ? 1 : 0;
    const end = index === all.length - 1 ? title.length - 1 : title.length;
    return title.slice(start, end);
  });
}

/** Every test the table `doc` cites, from the Test column of each table row. */
export function citations(doc: string): Citation[] {
  const found: Citation[] = [];
  for (const line of doc.split("\n")) {
    const cells = line.split("|").map((cell) => cell.trim());
    // | Behaviour | Source | Test | Engines |, without the header and rule rows.
    if (cells.length !== 6 || cells[3] === "Test" || /^-+$/.test(cells[3]!)) continue;
    for (const part of cells[3]!.split(/;|, (?=[\w/-]+\.spec\b|`)/)) {
      const cited = part.trim();
      // `a path or command`, or a spec's name, then any quoted titles.
      const file = cited.startsWith("`")
        ? cited.slice(0, cited.indexOf("`", 1) + 1)
        : cited.split(/[:(]/)[0]!.trim();
      found.push({ row: cells[1]!, file, titles: quotedTitles(cited.slice(file.length)) });
    }
  }
  return found;
}

/** Each Playwright test's title path (describe › test), by file, as Playwright lists them. */
function playwrightTitles(): Map<string, string[]> {
  interface Suite {
    title: string;
    file: string;
    specs?: Array<{ title: string }>;
    suites?: Suite[];
  }
  const listed = JSON.parse(
    execFileSync("npx", ["playwright", "test", "--list", "--reporter=json"], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    }),
  ) as { suites: Suite[] };
  const titles = new Map<string, string[]>();
  const walk = (suite: Suite, path: string[]) => {
    const titlePath = suite.title === suite.file ? path : [...path, suite.title];
    // Listed relative to tests/e2e/, Playwright's test folder.
    const file = suite.file.startsWith("../")
      ? suite.file.slice(3).replace(/\.ts$/, "")
      : `e2e/${suite.file.replace(/\.ts$/, "")}`;
    for (const spec of suite.specs ?? []) {
      titles.set(file, [...(titles.get(file) ?? []), [...titlePath, spec.title].join(" › ")]);
    }
    for (const child of suite.suites ?? []) walk(child, titlePath);
  };
  for (const suite of listed.suites) walk(suite, []);
  return titles;
}

/** Whether `title` holds the cited one: the text around each ellipsis, in order. */
export function matches(title: string, cited: string): boolean {
  let from = 0;
  for (const piece of cited.split("…").filter(Boolean)) {
    const at = title.indexOf(piece, from);
    if (at === -1) return false;
    from = at + piece.length;
  }
  return true;
}

/** One line per citation that names no test, empty when every one does. */
export async function uncitedProblems(
  doc: string,
  titles: Map<string, string[]>,
): Promise<string[]> {
  const cited = citations(doc);
  if (cited.length < 50)
    return [`${DOC}: only ${cited.length} citations read; has the table changed shape?`];
  const problems: string[] = [];
  for (const { row, file, titles: wanted } of cited) {
    const code = /^`(.+)`$/.exec(file)?.[1];
    if (code?.startsWith("npm run ")) {
      const scripts = JSON.parse(await readFile("package.json", "utf8")).scripts as object;
      if (!(code.slice("npm run ".length) in scripts)) problems.push(`${row}: no ${code}`);
      continue;
    }
    // An identifier in backticks names code, not a test.
    if (code && !/\.tsx?$/.test(code.replace("*", ""))) continue;
    if (code) {
      // A unit test, named by its path or only by its file name.
      const paths = existsSync(code) ? [code] : [];
      if (paths.length === 0) {
        for await (const path of glob(`**/${code}`, {
          exclude: (name) => name === "node_modules",
        })) {
          paths.push(path);
        }
      }
      if (paths.length === 0) {
        problems.push(`${row}: no file ${code}`);
        continue;
      }
      const text = (await Promise.all(paths.map((path) => readFile(path, "utf8")))).join("\n");
      for (const title of wanted) {
        if (
          !title
            .split("…")
            .filter(Boolean)
            .every((piece) => text.includes(piece))
        ) {
          problems.push(`${row}: ${code} has no test "${title}"`);
        }
      }
      continue;
    }
    const spec = file.startsWith("webkit ") ? `webkit/${file.slice(7)}` : `e2e/${file}`;
    const inFile = titles.get(spec);
    if (!inFile) {
      problems.push(`${row}: no Playwright file tests/${spec}.ts`);
      continue;
    }
    for (const title of wanted) {
      if (!inFile.some((each) => matches(each, title))) {
        problems.push(`${row}: tests/${spec}.ts has no test "${title}"`);
      }
    }
  }
  return problems;
}

if (import.meta.main) {
  const problems = await uncitedProblems(await readFile(DOC, "utf8"), playwrightTitles());
  if (problems.length > 0) {
    console.error(`${DOC} cites tests that do not exist:\n${problems.join("\n")}`);
    process.exit(1);
  }
  console.log(`${DOC}: every test it cites exists.`);
}
