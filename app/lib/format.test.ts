import { describe, expect, it } from "vitest";
import {
  caseStudyTitle,
  formatDay,
  formatReadingTime,
  formatPeriod,
  formatTechnologies,
  hostOf,
  printAddress,
} from "./format";

describe("formatPeriod", () => {
  it("reads 'Present' for an ongoing role", () => {
    expect(formatPeriod("2024-06")).toBe("2024 - Present");
  });

  it("shows both years for a finished role", () => {
    expect(formatPeriod("2022-01", "2023-05-31")).toBe("2022 - 2023");
  });

  it("shows the months of a role within one year", () => {
    expect(formatPeriod("2025-06", "2025-08")).toBe("Jun - Aug 2025");
    expect(formatPeriod("2025-07-01", "2025-07-31")).toBe("Jul 2025");
  });
});

describe("formatTechnologies", () => {
  it("joins technologies with a middle dot", () => {
    expect(formatTechnologies(["Python", "React", "AWS"])).toBe("Python\u00a0· React\u00a0· AWS");
  });
});

describe("hostOf", () => {
  it("gives a URL's host without www", () => {
    expect(hostOf("https://www.linkedin.com/in/someone")).toBe("linkedin.com");
    expect(hostOf("https://quizcraft.app")).toBe("quizcraft.app");
  });
});

describe("printAddress", () => {
  it("gives a web link's host and path, and a mailto link's address", () => {
    expect(printAddress("https://www.linkedin.com/in/sam-rivera-dev/")).toBe(
      "linkedin.com/in/sam-rivera-dev",
    );
    expect(printAddress("https://quizcraft.app")).toBe("quizcraft.app");
    expect(printAddress("mailto:sam.rivera@example.com")).toBe("sam.rivera@example.com");
  });
});

describe("formatDay", () => {
  it("spells the day out the same in every time zone", () => {
    expect(formatDay("2026-09-14")).toBe("September 14, 2026");
    expect(formatDay("2027-01-01")).toBe("January 1, 2027");
    expect(formatDay("2026-12-31")).toBe("December 31, 2026");
  });
});

describe("writing labels", () => {
  it("names the reading time and a case study away from its page", () => {
    expect(formatReadingTime(4)).toBe("4 min read");
    expect(caseStudyTitle("Quizcraft", "Building trust")).toBe(
      "Quizcraft case study: Building trust",
    );
  });
});
