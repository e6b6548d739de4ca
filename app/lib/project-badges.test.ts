import { describe, expect, it } from "vitest";
import { projectBadges } from "./project-badges";

const none = { complete: false, expanding: false, important: false };

describe("projectBadges", () => {
  it("shows no badge when no flag is set", () => {
    expect(projectBadges(none)).toEqual([]);
  });

  it("maps each flag to its badge", () => {
    expect(projectBadges({ ...none, complete: true })).toEqual(["Complete"]);
    expect(projectBadges({ ...none, expanding: true })).toEqual(["Expanding"]);
    expect(projectBadges({ ...none, important: true })).toEqual(["Featured"]);
    expect(projectBadges({ ...none, inProgress: true })).toEqual(["In Progress"]);
  });

  it("shows every badge that applies, in a fixed order", () => {
    expect(
      projectBadges({ complete: true, expanding: true, important: true, inProgress: true }),
    ).toEqual(["Complete", "Expanding", "Featured", "In Progress"]);
  });
});
