import { describe, expect, it } from "vitest";
import {
  HOME_SECTIONS,
  navSections,
  nextSectionId,
  scrollArrowTarget,
  type SectionPosition,
} from "./sections";

const page: SectionPosition[] = [
  { id: "about", top: 900 },
  { id: "experience", top: 1600 },
  { id: "projects", top: 2400 },
  { id: "contact", top: 4000 },
];

describe("nextSectionId", () => {
  it("leads from the hero to the first section", () => {
    expect(nextSectionId(page, 200)).toBe("about");
  });

  it("leads to the section after the one being read", () => {
    expect(nextSectionId(page, 900)).toBe("experience");
    expect(nextSectionId(page, 1700)).toBe("projects");
    expect(nextSectionId(page, 3000)).toBe("contact");
  });

  it("skips tracked ids missing from the page (here: skills)", () => {
    expect(nextSectionId(page, 2500)).toBe("contact");
  });

  it("has nothing after the last section", () => {
    expect(nextSectionId(page, 4100)).toBeNull();
  });

  it("orders sections by position, not by list order", () => {
    expect(nextSectionId([page[2]!, page[0]!, page[1]!], 1000)).toBe("experience");
  });
});

describe("scrollArrowTarget", () => {
  it("leads from projects to contact and from experience to projects", () => {
    expect(scrollArrowTarget("projects")).toBe("contact");
    expect(scrollArrowTarget("experience")).toBe("projects");
  });

  it("leads anywhere else to about", () => {
    expect(scrollArrowTarget()).toBe("about");
    expect(scrollArrowTarget("about")).toBe("about");
    expect(scrollArrowTarget("contact")).toBe("about");
  });
});

describe("the home sections", () => {
  it("are the specification's tracked list, in its order, skills included", () => {
    expect(HOME_SECTIONS.map((section) => section.id)).toEqual([
      "about",
      "experience",
      "projects",
      "skills",
      "contact",
    ]);
  });

  it("put About, Experience, Projects and Contact in the nav bar, in that order", () => {
    expect(navSections()).toEqual([
      { id: "about", label: "About" },
      { id: "experience", label: "Experience" },
      { id: "projects", label: "Projects" },
      { id: "contact", label: "Contact" },
    ]);
  });
});
