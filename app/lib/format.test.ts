import { describe, expect, it } from "vitest";
import { dictionary as en } from "../i18n/en/index";
import { dictionary as he } from "../i18n/he/index";
import { dictionary as ja } from "../i18n/ja/index";
import { dictionary as fr } from "../i18n/fr/index";
import { formatTechnologies, hostOf, printAddress } from "./format";
import { formatDay, formatPeriod } from "./dates";

describe("formatPeriod", () => {
  it("reads 'Present' for an ongoing role", () => {
    expect(formatPeriod(en.site.language, en.entries, "2024-06")).toBe("2024 - Present");
  });

  it("shows both years for a finished role", () => {
    expect(formatPeriod(en.site.language, en.entries, "2022-01", "2023-05-31")).toBe("2022 - 2023");
  });

  it("shows the months of a role within one year", () => {
    expect(formatPeriod(en.site.language, en.entries, "2025-06", "2025-08")).toBe("Jun - Aug 2025");
    expect(formatPeriod(en.site.language, en.entries, "2025-07-01", "2025-07-31")).toBe("Jul 2025");
  });

  it("writes the years, months and the present in the site's language", () => {
    expect(formatPeriod(ja.site.language, ja.entries, "2024-06")).toBe("2024年 - 現在");
    expect(formatPeriod(he.site.language, he.entries, "2022-01", "2023-05-31")).toBe("2022 - 2023");
    expect(formatPeriod(fr.site.language, fr.entries, "2025-06", "2025-08")).toBe(
      "juin - août 2025",
    );
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
    expect(formatDay("en", "2026-09-14")).toBe("September 14, 2026");
    expect(formatDay("en", "2027-01-01")).toBe("January 1, 2027");
    expect(formatDay("en", "2026-12-31")).toBe("December 31, 2026");
  });

  it("spells it out in the site's language", () => {
    expect(formatDay("ja", "2026-09-14")).toBe("2026年9月14日");
    expect(formatDay("he", "2026-09-14")).toBe("14 בספטמבר 2026");
  });
});

describe("writing labels", () => {
  it("names the reading time and a case study away from its page", () => {
    expect(en.entries.readingTime(4)).toBe("4 min read");
    expect(he.entries.readingTime(1)).toBe("דקת קריאה אחת");
    expect(he.entries.readingTime(5)).toBe("5 דקות קריאה");
    expect(en.article.caseStudyTitle("Quizcraft", "Building trust")).toBe(
      "Quizcraft case study: Building trust",
    );
  });
});
