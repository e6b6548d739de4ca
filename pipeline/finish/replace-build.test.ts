import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { replaceBuild, stagingDirectory } from "./replace-build";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "replace-build-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function site(folder: string, page: string) {
  await mkdir(join(folder, "client"), { recursive: true });
  await writeFile(join(folder, "client", "index.html"), page);
}

describe("a finished build", () => {
  it("is made apart from the build folder, one staging folder per build folder", () => {
    const build = join(root, "build");
    expect(stagingDirectory(build)).not.toContain(build);
    expect(stagingDirectory(build)).toBe(stagingDirectory(`${build}/`));
    expect(stagingDirectory(build)).not.toBe(stagingDirectory(join(root, "other")));
  });

  it("takes the last build's place whole, leaving nothing of the old one", async () => {
    const build = join(root, "build");
    const staging = join(root, "staging");
    await site(build, "old");
    await writeFile(join(build, "client", "gone.html"), "a page the new build has not");
    await site(staging, "new");
    await replaceBuild(staging, build);
    expect(await readFile(join(build, "client", "index.html"), "utf8")).toBe("new");
    expect(existsSync(join(build, "client", "gone.html"))).toBe(false);
    expect(existsSync(staging)).toBe(false);
  });

  it("takes its place where there was none", async () => {
    const build = join(root, "nested", "build");
    const staging = join(root, "staging");
    await site(staging, "first");
    await replaceBuild(staging, build);
    expect(await readFile(join(build, "client", "index.html"), "utf8")).toBe("first");
  });
});
