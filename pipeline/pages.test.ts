import { index, layout, route } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { indexablePages, onePagePerTemplate, sitePages } from "./pages";

describe("the site's pages", () => {
  it("are the route table's, home first and the not-found page last, each with its own file and name", () => {
    const pages = sitePages();
    expect(pages[0]).toEqual({
      path: "/",
      file: "index.html",
      name: "home",
      isNotFound: false,
      template: "routes/home.tsx",
    });
    expect(pages).toContainEqual({
      path: "/resume",
      file: "resume.html",
      name: "resume",
      isNotFound: false,
      template: "routes/resume.tsx",
    });
    expect(pages.at(-1)).toEqual({
      path: "/404",
      file: "404.html",
      name: "not-found",
      isNotFound: true,
      template: "routes/not-found.tsx",
    });
    for (const key of ["path", "file", "name"] as const) {
      expect(new Set(pages.map((page) => page[key])).size, key).toBe(pages.length);
    }
    expect(indexablePages()).toEqual(pages.slice(0, -1));
  });

  it("read nested routes, layouts and index routes as React Router does, one file per address", () => {
    const pages = sitePages([
      index("routes/home.tsx"),
      route("guide", "routes/guide.tsx"),
      route("guide/chapter", "routes/chapter.tsx"),
      layout("routes/docs-layout.tsx", [
        route("docs", "routes/docs-frame.tsx", [
          index("routes/docs.tsx"),
          route("setup/linux", "routes/setup.tsx"),
        ]),
      ]),
      // A route with children and no index route is a page of its own too.
      route("talks", "routes/talks.tsx", [route("2026", "routes/talk.tsx")]),
      route("*", "routes/not-found.tsx"),
    ]);
    expect(pages.map(({ path, file, name, template }) => [path, file, name, template])).toEqual([
      ["/", "index.html", "home", "routes/home.tsx"],
      ["/guide", "guide.html", "guide", "routes/guide.tsx"],
      ["/guide/chapter", "guide/chapter.html", "guide-chapter", "routes/chapter.tsx"],
      ["/docs", "docs.html", "docs", "routes/docs-layout.tsx"],
      ["/docs/setup/linux", "docs/setup/linux.html", "docs-setup-linux", "routes/docs-layout.tsx"],
      ["/talks", "talks.html", "talks", "routes/talks.tsx"],
      ["/talks/2026", "talks/2026.html", "talks-2026", "routes/talks.tsx"],
      ["/404", "404.html", "not-found", "routes/not-found.tsx"],
    ]);
  });

  it("give one page per template: a layout's pages, such as the posts, count once", () => {
    const pages = sitePages([
      index("routes/home.tsx"),
      layout("routes/post.tsx", [
        route("writing/first", "content/posts/first.mdx"),
        route("writing/second", "content/posts/second.mdx"),
      ]),
      route("*", "routes/not-found.tsx"),
    ]);
    expect(onePagePerTemplate(pages).map((page) => page.path)).toEqual([
      "/",
      "/writing/first",
      "/404",
    ]);
  });

  it("include each post and case study, laid out by its template", () => {
    const pages = sitePages();
    const templates = new Set(onePagePerTemplate(pages).map((page) => page.template));
    expect(templates).toEqual(
      new Set([
        "routes/home.tsx",
        "routes/resume.tsx",
        "routes/writing.tsx",
        "routes/post.tsx",
        "routes/case-study.tsx",
        "routes/not-found.tsx",
      ]),
    );
  });

  it("stop at a route with parameters, or a catch-all below the top, naming its module", () => {
    expect(() => sitePages([route("writing/:slug", "routes/post.tsx")])).toThrow(
      "app/routes.ts: routes/post.tsx has a path with parameters (/writing/:slug)",
    );
    expect(() =>
      sitePages([route("docs", "routes/docs.tsx", [route("*", "routes/docs-missing.tsx")])]),
    ).toThrow("app/routes.ts: routes/docs-missing.tsx has a path with parameters (/docs/*)");
  });
});
