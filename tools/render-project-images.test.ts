import { describe, expect, it } from "vitest";
import { drawingsFrom } from "./render-project-images";

/** Words of another owner than the content's: nothing of the drawings is fixed in the script. */
const WORDS = {
  "lab-notes": {
    drawing: "schedule",
    window: "Tidepool · Lab rota",
    days: ["Lun", "Mar", "Mié"],
    sessions: ["Físico & química", "Biología", "Físico & química"],
  },
  "lab-reach": { drawing: "impact", heading: "Tidepool in numbers", measures: ["Classes", "Kits"] },
} as const;

describe("the project illustrations", () => {
  it("take every word from the words they are given, escaped for SVG", () => {
    const drawings = drawingsFrom(WORDS as never, "words.json");
    expect(Object.keys(drawings)).toEqual(["lab-notes", "lab-reach"]);
    expect(drawings["lab-notes"]).toContain("Tidepool · Lab rota");
    expect(drawings["lab-notes"]).toContain("Mié");
    expect(drawings["lab-notes"]).toContain("Físico &amp; química");
    expect(drawings["lab-notes"]).not.toContain("Físico & química");
    expect(drawings["lab-reach"]).toContain("Tidepool in numbers");
    expect(drawings["lab-reach"]).toContain("Kits");
  });

  it("name the entry and the field when a word is missing or the kind unknown", () => {
    expect(() =>
      drawingsFrom({ chart: { drawing: "rubric", window: "W", heading: "H" } } as never, "w.json"),
    ).toThrow('w.json: "chart", field criteria: missing');
    expect(() => drawingsFrom({ chart: { drawing: "pie" } } as never, "w.json")).toThrow(
      'w.json: "chart", field drawing: "pie" is none of essay, dashboard, rubric, schedule, impact',
    );
  });

  it("refuse a word of the wrong type, naming the entry and the field", () => {
    const essay = {
      drawing: "essay",
      window: "W",
      heading: "H",
      panel: "P",
      total: "5/6",
      scores: "lots",
      note: "N",
    };
    expect(() => drawingsFrom({ marks: essay }, "w.json")).toThrow(
      'w.json: "marks", field scores: Invalid input: expected array, received string',
    );
    expect(() =>
      drawingsFrom({ marks: { ...essay, scores: [["Thesis", "6", 6]] } }, "w.json"),
    ).toThrow(
      'w.json: "marks", field scores[0][1]: Invalid input: expected number, received string',
    );
  });
});
