import { describe, expect, it } from "vitest";
import { site } from "../../tests/fixtures/content/site";
import { CONTENT } from "./content-set";
import { validateContent } from "./validate";

const startBuild = (plugin: ReturnType<typeof validateContent>) =>
  (plugin.config as () => void).call({});

describe("validateContent build plugin", () => {
  it("lets the build go on with the content it builds", () => {
    expect(() => startBuild(validateContent())).not.toThrow();
  });

  it("stops the build on bad content, naming the file, the entry and the field", () => {
    const broken = structuredClone(site);
    broken.projects[1]!.githubLink = "not a url";
    expect(() => startBuild(validateContent(broken))).toThrow(
      `${CONTENT.siteFile}:\n  - entry projects[1] "${site.projects[1]!.id}", field githubLink: must be an http(s) URL`,
    );
  });
});
