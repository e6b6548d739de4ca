import { index, layout, route } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { indexablePages, sitePages } from "./pages";

describe("the site's pages", () => {
  it("are the route table's: home, resume and the not-found page", () => {
    expect(sitePages()).toEqual([
      { path: "/", file: "index.html", name: "home", isNotFound: false },
      { path: "/resume", file: "resume.html", name: "resume", isNotFound: false },
      { path: "/404", file: "404.html", name: "not-found", isNotFound: true },
    ]);
    expect(indexablePages().map((page) => page.path)).toEqual(["/", "/resume"]);
  });

  it("follow nested routes, layouts and index routes to one file per address", () => {
    const pages = sitePages([
      index("routes/home.tsx"),
      route("guide", "routes/guide.tsx"),
      route("guide/chapter", "routes/chapter.tsx"),
      layout("routes/docs-layout.tsx", [
        route("docs", "routes/docs-layout-inner.tsx", [
          index("routes/docs.tsx"),
          route("setup/linux", "routes/setup.tsx"),
        ]),
      ]),
      route("*", "routes/not-found.tsx"),
    ]);
    expect(pages.map(({ path, file }) => [path, file])).toEqual([
      ["/", "index.html"],
      ["/guide", "guide.html"],
      ["/guide/chapter", "guide/chapter.html"],
      ["/docs", "docs.html"],
      ["/docs/setup/linux", "docs/setup/linux.html"],
      ["/404", "404.html"],
    ]);
  });

  it("stop at a route with parameters, naming its module", () => {
    expect(() => sitePages([route("writing/:slug", "routes/post.tsx")])).toThrow(
      "app/routes.ts: routes/post.tsx has a path with parameters (/writing/:slug)",
    );
  });
});
