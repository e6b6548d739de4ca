import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criticalCssReader, firstPaintOnly, matchableSelector } from "./critical-css";
import { parsePage } from "./html-tree";

describe("firstPaintOnly", () => {
  it("keeps the custom properties a declaration reads, directly or through another", () => {
    const css = firstPaintOnly(
      ':root{--a:1px;--b:var(--a);--unread:red}@property --b{syntax:"*";inherits:false}@property --unread{syntax:"*";inherits:false}.x{width:var(--b)}',
    );
    expect(css).toContain("--a:1px");
    expect(css).toContain("--b:var(--a)");
    expect(css).toContain("@property --b");
    expect(css).not.toContain("--unread");
  });

  it("drops print styles and pointer or keyboard states, and the blocks they leave empty", () => {
    const css = firstPaintOnly(
      "@layer utilities{.a{color:red}.a:hover{color:blue}.b:focus-visible,.c{margin:0}@media (hover:hover){.d:hover{color:green}}}@media print{.a{color:black}}",
    );
    expect(css).toBe("@layer utilities{.a{color:red}.c{margin:0}}");
  });

  it("keeps a rule whose class name only spells a state in escaped colons", () => {
    expect(firstPaintOnly(".tab\\:hover{color:red}.tab\\:hover:hover{color:blue}")).toBe(
      ".tab\\:hover{color:red}",
    );
  });
});

describe("matchableSelector", () => {
  it("drops what markup cannot show and keeps what css-select evaluates", () => {
    expect(matchableSelector(".a:hover")).toBe(".a");
    expect(matchableSelector(".link:is(:hover,:focus-visible):after")).toBe(".link");
    expect(matchableSelector(":where(.space-y-8>:not(:last-child))")).toBe(
      ":where(.space-y-8>:not(:last-child))",
    );
    expect(matchableSelector(".body :is(ul,ol)>li+li")).toBe(".body :is(ul,ol)>li+li");
    expect(matchableSelector(":where(.group):hover *")).toBe(":where(.group) *");
    expect(matchableSelector(".a>::file-selector-button")).toBe(".a> *");
    expect(matchableSelector("::selection")).toBe("");
    expect(matchableSelector(":root.web-font")).toBe(".web-font");
    expect(matchableSelector(":where(:root:not([data-theme=light]) *)")).toBe(
      ":where(:not([data-theme=light]) *)",
    );
    expect(matchableSelector(":root body")).toBe("* body");
  });

  it("leaves a class name alone that spells a pseudo-class in escaped colons", () => {
    expect(matchableSelector(".print\\:\\[\\&\\:\\:after\\]\\:hidden:after")).toBe(
      ".print\\:\\[\\&\\:\\:after\\]\\:hidden",
    );
    expect(matchableSelector(".md\\:focus-visible\\:ring:where(.js *):focus-visible")).toBe(
      ".md\\:focus-visible\\:ring:where(.js *)",
    );
  });
});

describe("criticalCssReader", () => {
  let client: string;
  const css = [
    ".used{display:flex}",
    ".unused{display:grid}",
    ":where(.space-y-8>:not(:last-child)){margin-block-start:2rem}",
    ".js\\:hidden:where(.js *){display:none}",
    ":root[data-theme=dark]{color-scheme:dark}",
    ":root.web-font{--font-sans:Inter}",
    "body{font-family:var(--font-sans)}",
    ".list :is(ul,ol)>li+li{margin-top:.5em}",
  ].join("");
  const page = (body: string) =>
    `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app.css"/></head><body>${body}</body></html>`;

  beforeAll(async () => {
    client = await mkdtemp(join(tmpdir(), "critical-css-"));
    await mkdir(join(client, "assets"));
    await writeFile(join(client, "assets/app.css"), css);
  });
  afterAll(() => rm(client, { recursive: true, force: true }));

  it("keeps the rules the page's elements match, as the boot script leaves <html> (a cached Inter included), and both themes", async () => {
    const critical = await criticalCssReader(client, "/")(
      parsePage(
        page(
          '<div class="used space-y-8"><p>a</p><p>b</p></div><p class="js:hidden">c</p><div class="list"><ol><li>1</li><li>2</li></ol></div>',
        ),
      ),
      "index.html",
    );
    expect(critical).toContain(".used{");
    expect(critical).toContain(":where(.space-y-8>:not(:last-child))");
    expect(critical).toContain(".js\\:hidden:where(.js *)");
    expect(critical).toContain(":root[data-theme=dark]");
    expect(critical).toContain(":root.web-font{--font-sans:Inter}");
    expect(critical).toContain(".list :is(ul,ol)>li+li");
    expect(critical).not.toContain(".unused");
  });
});
