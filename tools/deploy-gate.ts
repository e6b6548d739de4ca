// Run by the deploy workflow before it tests: which gate a push must pass to
// be published. The behaviour tests run on the fixture content
// (tests/fixtures/content/), so the owner's content cannot change what they
// prove; a push that changes only the owner's files needs only the checks that
// read the content (npm run test:content). Any other change, or a history this
// cannot read, takes the full suite (npm test).
import { execFileSync } from "node:child_process";
import { matchesGlob } from "node:path";

/** What an owner edits: their words, posts, case studies, pictures and static files. */
export const OWNER_FILES = ["app/content/**", "public/**"];
/** Code that lives among the owner's files: the content's schema and its tests. */
export const NOT_OWNER_FILES = ["app/content/schema.ts", "**/*.test.ts"];

export type Gate = "content" | "full";

/** Whether a path (from the repository's root, with forward slashes) is the owner's content. */
export const isOwnerFile = (path: string) =>
  OWNER_FILES.some((glob) => matchesGlob(path, glob)) &&
  !NOT_OWNER_FILES.some((glob) => matchesGlob(path, glob));

/** The content gate when every changed file is the owner's, else the full suite. */
export const gateFor = (changed: readonly string[]): Gate =>
  changed.length > 0 && changed.every(isOwnerFile) ? "content" : "full";

/**
 * The files that differ between `published` (the commit the site was last
 * built from) and HEAD, or null when there is no such commit here (none
 * published yet, or a history too shallow to hold it).
 */
function changedSince(published: string): string[] | null {
  if (!published) return null;
  try {
    const output = execFileSync(
      "git",
      ["diff", "--name-only", "--no-renames", "-z", published, "HEAD"],
      { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
    );
    return output.split("\0").filter(Boolean);
  } catch {
    return null;
  }
}

if (import.meta.main) {
  const published = process.argv[2] ?? "";
  const changed = changedSince(published);
  const gate = changed === null ? "full" : gateFor(changed);
  const why =
    changed === null
      ? `no published commit to compare with (${published || "none"})`
      : `${changed.length} file(s) changed since ${published.slice(0, 12)}`;
  console.error(`Gate: ${gate === "content" ? "the content gate" : "the full suite"}: ${why}`);
  for (const file of changed ?? []) {
    console.error(`  ${isOwnerFile(file) ? "content" : "code   "}  ${file}`);
  }
  // The workflow appends this line to $GITHUB_OUTPUT.
  console.log(`gate=${gate}`);
}
