import { LinkState, type LinkResult } from "linkinator";
import { describe, expect, it } from "vitest";
import { describeBrokenLinks } from "./check-links";

const site = new URL("http://127.0.0.1:4321/");
const at = (path: string) => new URL(path, site).href;

describe("broken links report", () => {
  it("lists each broken link with the page that links to it, as site paths, sorted", () => {
    const links: LinkResult[] = [
      { url: at("/"), status: 200, state: LinkState.OK },
      { url: "https://github.com/sam-rivera", state: LinkState.SKIPPED, parent: at("/resume") },
      {
        url: at("/sam-rivera-resume.pdf"),
        status: 404,
        state: LinkState.BROKEN,
        parent: at("/resume"),
        failureDetails: [{ status: 404, headers: {} }],
      },
      {
        url: at("/assets/inter.woff2"),
        status: 404,
        state: LinkState.BROKEN,
        parent: at("/assets/app.css"),
      },
    ];
    expect(describeBrokenLinks(links, site)).toEqual([
      "/assets/inter.woff2: HTTP 404, linked from /assets/app.css",
      "/sam-rivera-resume.pdf: HTTP 404, linked from /resume",
    ]);
  });

  it("drops the echo of a missing URL as its own parent", () => {
    const pdf = at("/sam-rivera-resume.pdf");
    const links: LinkResult[] = [
      { url: pdf, status: 404, state: LinkState.BROKEN, parent: at("/resume") },
      { url: pdf, status: 404, state: LinkState.BROKEN, parent: pdf },
    ];
    expect(describeBrokenLinks(links, site)).toEqual([
      "/sam-rivera-resume.pdf: HTTP 404, linked from /resume",
    ]);
  });

  it("gives the reason linkinator found, and no parent for a missing fragment", () => {
    const links: LinkResult[] = [
      {
        url: at("/#contacts"),
        status: 200,
        state: LinkState.BROKEN,
        parent: at("/resume"),
        failureDetails: [new Error("Fragment identifier '#contacts' not found on page")],
      },
      { url: at("/"), status: 404, state: LinkState.BROKEN },
    ];
    expect(describeBrokenLinks(links, site)).toEqual([
      "/#contacts: Fragment identifier '#contacts' not found on page",
      "/: HTTP 404",
    ]);
  });
});
