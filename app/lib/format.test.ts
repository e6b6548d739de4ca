import { describe, expect, it } from "vitest";
import { formatActivity, formatPeriod } from "./format";

describe("formatPeriod", () => {
  it("reads 'Present' for an ongoing role", () => {
    expect(formatPeriod(2024)).toBe("2024 - Present");
  });

  it("shows both years for a finished role", () => {
    expect(formatPeriod(2022, 2023)).toBe("2022 - 2023");
  });
});

describe("formatActivity", () => {
  it("adds the detail in parentheses when there is one", () => {
    expect(formatActivity({ name: "Wind Ensemble", detail: "4 years" })).toBe(
      "Wind Ensemble (4 years)",
    );
    expect(formatActivity({ name: "JV Tennis" })).toBe("JV Tennis");
  });
});
