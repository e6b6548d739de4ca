import { describe, expect, it } from "vitest";
import { site } from "../../tests/fixtures/content/site";
import { dictionary as en } from "../i18n/en/index";
import { resumeLines, resumeModel, resumeWordsFrom } from "./resume-model";

const RESUME_WORDS = resumeWordsFrom(en);

describe("RESUME_WORDS.activity", () => {
  it("adds the detail in parentheses when there is one", () => {
    expect(RESUME_WORDS.activity({ name: "Chess Club", detail: "2 years" })).toBe(
      "Chess Club (2 years)",
    );
    expect(RESUME_WORDS.activity({ name: "Robotics" })).toBe("Robotics");
  });
});

describe("RESUME_WORDS.location", () => {
  it("joins city and region", () => {
    expect(RESUME_WORDS.location({ city: "Eugene", region: "OR" })).toBe("Eugene, OR");
  });
});

describe("resumeModel", () => {
  it("takes its words as an argument, so another language can replace them all", () => {
    const words = {
      ...RESUME_WORDS,
      titles: { ...RESUME_WORDS.titles, education: "Formation" },
      labelled: (label: string) => `${label} :`,
      between: " – ",
    };
    const model = resumeModel(site, words);
    const lines = resumeLines(model).map((line) => line.text);
    expect(lines).toContain("Formation");
    expect(lines).toContain(`${site.resume.education.grade} – ${site.resume.education.program}`);
    expect(lines).toContain(
      `GPA : ${site.resume.education.gpa} – Expected graduation : ${site.resume.education.graduationYear}`,
    );
  });

  it("orders its lines: name, headline, contacts, then each section under its title", () => {
    const lines = resumeLines(resumeModel(site, RESUME_WORDS));
    expect(lines.slice(0, 2).map((line) => line.text)).toEqual([
      site.owner.name,
      site.resume.headline,
    ]);
    expect(lines.filter((line) => line.isTitle).map((line) => line.text)).toEqual([
      "Education",
      "Experience",
      "Activities and Leadership",
      "Technical Skills",
    ]);
  });
});
