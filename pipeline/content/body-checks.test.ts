import { describe, expect, it } from "vitest";
import { validateSiteContent } from "../../app/content/schema";
import { site } from "../../tests/fixtures/content/site";
import { isBesideTheFile } from "./body-checks";

/** Whether site.ts may name `src` as a project's picture. */
function siteTakes(src: string): boolean {
  const content = structuredClone(site);
  content.projects[0]!.images![0]!.src = src;
  try {
    validateSiteContent(content);
    return true;
  } catch {
    return false;
  }
}

describe("a picture beside the file", () => {
  it("is one in a post's body exactly when site.ts may name it as a picture", () => {
    // A path from the site's root and a part of the page were once decided
    // apart here and in the schema; they are files for neither.
    const references = [
      "images/app.png",
      "./My Robot.webp",
      "/images/app.png",
      "#notes",
      "//cdn.example.org/a.png",
      "https://example.org/a.png",
    ];
    expect(references.filter(isBesideTheFile)).toEqual(["images/app.png", "./My Robot.webp"]);
    for (const src of references) expect(siteTakes(src), src).toBe(isBesideTheFile(src));
  });
});
