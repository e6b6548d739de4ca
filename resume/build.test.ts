import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../app/content/site";

/**
 * Runs the real `npm run build` on a copy of the project, to show that the
 * resume's PDF and JSON are reproducible and that bad content stops the build
 * without touching the last good output.
 */
const PROJECT = resolve(import.meta.dirname, "..");
const COPIED = [
  "app",
  "resume",
  "scripts",
  "public",
  "package.json",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
];
const PDF = `build/client/${site.resume.pdf.fileName}`;
const JSON_FILE = "build/client/resume.json";

let copy: string;
let goodContent: string;

async function build(): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      join(copy, "node_modules/.bin/react-router"),
      ["build"],
      {
        cwd: copy,
        // The project's own Node (the one running this test) for the build too.
        env: { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH}` },
      },
    );
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string };
    return { ok: false, output: failed.stdout + failed.stderr };
  }
}

const outputs = async () => ({
  pdf: await readFile(join(copy, PDF)),
  json: await readFile(join(copy, JSON_FILE)),
});

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), "portfolio-build-"));
  for (const entry of COPIED)
    await cp(join(PROJECT, entry), join(copy, entry), { recursive: true });
  await symlink(join(PROJECT, "node_modules"), join(copy, "node_modules"));
  goodContent = await readFile(join(copy, "app/content/site.ts"), "utf8");
});

afterAll(async () => {
  await rm(copy, { recursive: true, force: true });
});

describe("npm run build", () => {
  it("makes the same resume PDF and JSON, byte for byte, on every build", async () => {
    expect((await build()).ok).toBe(true);
    const first = await outputs();
    expect((await build()).ok).toBe(true);
    const second = await outputs();
    expect(second.pdf.equals(first.pdf)).toBe(true);
    expect(second.json.equals(first.json)).toBe(true);
  });

  const badContent: Array<[string, [string, string], string]> = [
    [
      "a missing required field",
      ['      title: "Co-Founder",\n', ""],
      'entry experience[0] "rubrica", field title',
    ],
    [
      "a date that is not a date",
      ['startDate: "2024-06"', 'startDate: "2024-13"'],
      'entry experience[0] "rubrica", field startDate: must be a real calendar date',
    ],
    [
      "an invalid e-mail address",
      ['email: "jordan.ellis@example.com"', 'email: "jordan.ellis.example.com"'],
      "entry owner, field email: must be a valid e-mail address",
    ],
    [
      "an invalid URL",
      ['url: "https://github.com/jordan-ellis"', 'url: "github.com/jordan-ellis"'],
      "entry resume.links[1], field url: must be an http(s) URL",
    ],
  ];

  for (const [problem, [find, replace], message] of badContent) {
    it(`stops on ${problem}, naming the entry and field, and keeps the last good PDF and JSON`, async () => {
      const lastGood = await outputs();
      expect(goodContent).toContain(find);
      await writeFile(join(copy, "app/content/site.ts"), goodContent.replace(find, replace));
      try {
        const result = await build();
        expect(result.ok).toBe(false);
        expect(result.output).toContain("app/content/site.ts");
        expect(result.output).toContain(message);
        const after = await outputs();
        expect(after.pdf.equals(lastGood.pdf)).toBe(true);
        expect(after.json.equals(lastGood.json)).toBe(true);
      } finally {
        await writeFile(join(copy, "app/content/site.ts"), goodContent);
      }
    });
  }
});
