import { describe, expect, it } from "vitest";
import { site } from "../app/content/site";
import { validateContent } from "./content-check";

const startBuild = (plugin: ReturnType<typeof validateContent>) =>
  (plugin.config as () => void).call({});

describe("validateContent build plugin", () => {
  it("lets the build go on with the site's content", () => {
    expect(() => startBuild(validateContent())).not.toThrow();
  });

  it("stops the build on bad content, naming the file, the entry and the field", () => {
    const broken = structuredClone(site);
    broken.projects[1]!.githubLink = "not a url";
    expect(() => startBuild(validateContent(broken))).toThrow(
      /app\/content\/site\.ts:\n {2}- entry projects\[1\] "spark-steam-foundation", field githubLink: must be an http\(s\) URL/,
    );
  });
});
