import { describe, expect, it } from "vitest";
import { conflictsInPage, conflictsInSource, overridden } from "./check-class-conflicts";

describe("the class-conflict check", () => {
  it("finds two sizes, two weights and two paddings, each once, and nothing in classes that combine", () => {
    expect(
      overridden(
        "px-5 text-sm sm:px-8 sm:text-sm text-base duration-200 transition-colors font-semibold font-bold border border-line pt-(--nav-height) hover:px-3",
      ),
    ).toEqual(["text-sm", "font-semibold"]);
    expect(
      overridden(
        "mx-auto max-w-3xl px-5 pt-[calc(var(--nav-height)+2rem)] pb-20 sm:px-8 print:p-0",
      ),
    ).toEqual([]);
  });

  it("reads each element of a built page", () => {
    const page = `<!doctype html><html><head><title>t</title></head><body>
      <main class="px-5 pt-8"><p class="text-sm text-base">Hello</p><span class="px-2 sm:px-4">x</span></main>
    </body></html>`;
    expect(conflictsInPage(page)).toEqual([
      '<p> "Hello": text-sm overridden in "text-sm text-base"',
    ]);
  });

  it("tries each condition of a cn() call on and off, and each literal className", () => {
    const source = `
      const a = cn("px-2 py-1", isOpen && "sm:px-4", isWide ? "w-full" : "w-1/2");
      const b = cn("px-2", isOpen && "px-4");
      const c = cn("rounded-full", isBig ? "text-lg" : "text-sm", "text-base");
      const d = <p className="mt-2 mt-4">x</p>;
      const e = cn("flex", className);
    `;
    expect(conflictsInSource("x.tsx", source)).toEqual([
      'line 3: px-2 overridden in "px-2 px-4"',
      'line 4: text-lg overridden in "rounded-full text-lg text-base"',
      'line 4: text-sm overridden in "rounded-full text-sm text-base"',
      'line 5: mt-2 overridden in "mt-2 mt-4"',
    ]);
  });
});
