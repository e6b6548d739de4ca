import { Code, FlaskConical, Laptop, Rocket, Smartphone } from "lucide-react";
import { describe, expect, it } from "vitest";
import { DEFAULT_ICON, resolveIcon } from "./icons";

describe("resolveIcon", () => {
  it("gives each of the spec's project icons", () => {
    expect(resolveIcon("Rocket")).toBe(Rocket);
    expect(resolveIcon("Laptop")).toBe(Laptop);
    expect(resolveIcon("FlaskConical")).toBe(FlaskConical);
    expect(resolveIcon("Code")).toBe(Code);
    expect(resolveIcon("Smartphone")).toBe(Smartphone);
  });

  it("falls back to the default icon for any other name", () => {
    for (const name of ["Unicorn", "", "rocket", "toString", "__proto__"]) {
      expect(resolveIcon(name)).toBe(DEFAULT_ICON);
    }
  });
});
