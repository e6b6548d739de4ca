import { index, route } from "@react-router/dev/routes";
import { beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "../../app/route-table";
import { contentSet } from "./content-set";
import { indexablePages, onePagePerTemplate, routesWithoutPages, sitePages } from "./pages";
import { loadContent } from "./store";
import type { CaseStudy, Post, Writing } from "./writing";

/** The fixture content's writing: posts with tags, and a case study. */
let fixture: Writing;
beforeAll(async () => {
  fixture = (await loadContent(contentSet("tests/fixtures/content"))).writing;
});

/** Writing with these posts, as pipeline/content/writing.ts reads it, with what the pages use of each. */
const writingOf = (
  posts: Array<{ slug: string; tags: string[] }>,
  caseStudyIds: string[] = [],
): Writing => ({
  posts: posts.map(({ slug, tags }) => ({ slug, tags, path: `/writing/${slug}` }) as Post),
  caseStudies: caseStudyIds.map(
    (projectId) => ({ projectId, path: `/projects/${projectId}` }) as CaseStudy,
  ),
  warnings: [],
});

describe("the site's pages", () => {
  it("are the route table's, home first and the not-found page last, each with its own file and name", () => {
    const pages = sitePages(fixture, ROUTES);
    expect(pages[0]).toEqual({
      path: "/",
      file: "index.html",
      name: "home",
      isNotFound: false,
      template: "routes/home.tsx",
      fromContent: false,
    });
    expect(pages).toContainEqual({
      path: "/resume",
      file: "resume.html",
      name: "resume",
      isNotFound: false,
      template: "routes/resume.tsx",
      fromContent: false,
    });
    expect(pages.at(-1)).toEqual({
      path: "/404",
      file: "404.html",
      name: "not-found",
      isNotFound: true,
      template: "routes/not-found.tsx",
      fromContent: false,
    });
    for (const key of ["path", "file", "name"] as const) {
      expect(new Set(pages.map((page) => page[key])).size, key).toBe(pages.length);
    }
    expect(indexablePages(pages)).toEqual(pages.slice(0, -1));
  });

  it("give a route with a parameter a page per post, tag or case study of the content, one file per address", () => {
    const pages = sitePages(
      writingOf(
        [
          { slug: "second", tags: ["AI in education", "Notes"] },
          { slug: "first", tags: ["Notes"] },
        ],
        ["quizcraft"],
      ),
      ROUTES,
    );
    expect(
      pages.map(({ path, file, name, template, fromContent }) => [
        path,
        file,
        name,
        template,
        fromContent,
      ]),
    ).toEqual([
      ["/", "index.html", "home", "routes/home.tsx", false],
      ["/resume", "resume.html", "resume", "routes/resume.tsx", false],
      ["/writing", "writing.html", "writing", "routes/writing.tsx", false],
      ["/writing/second", "writing/second.html", "writing-second", "routes/post.tsx", true],
      ["/writing/first", "writing/first.html", "writing-first", "routes/post.tsx", true],
      [
        "/writing/tags/ai-in-education",
        "writing/tags/ai-in-education.html",
        "writing-tags-ai-in-education",
        "routes/tag.tsx",
        true,
      ],
      [
        "/writing/tags/notes",
        "writing/tags/notes.html",
        "writing-tags-notes",
        "routes/tag.tsx",
        true,
      ],
      [
        "/projects/quizcraft",
        "projects/quizcraft.html",
        "projects-quizcraft",
        "routes/case-study.tsx",
        true,
      ],
      ["/404", "404.html", "not-found", "routes/not-found.tsx", false],
    ]);
  });

  it("give one page per template: the posts count once", () => {
    const pages = sitePages(
      writingOf([
        { slug: "second", tags: [] },
        { slug: "first", tags: [] },
      ]),
      ROUTES,
    );
    expect(onePagePerTemplate(pages).map((page) => page.path)).toEqual([
      "/",
      "/resume",
      "/writing",
      "/writing/second",
      "/404",
    ]);
  });

  it("include each post, tag and case study of the content, laid out by its template", () => {
    const pages = sitePages(fixture, ROUTES);
    const templates = new Set(onePagePerTemplate(pages).map((page) => page.template));
    expect(templates).toEqual(
      new Set([
        "routes/home.tsx",
        "routes/resume.tsx",
        "routes/writing.tsx",
        "routes/post.tsx",
        "routes/tag.tsx",
        "routes/case-study.tsx",
        "routes/not-found.tsx",
      ]),
    );
  });

  it("stop at a route with a parameter whose pages nobody lists, or with routes inside it, naming its module", () => {
    const writing = writingOf([]);
    expect(() => sitePages(writing, [route("talks/:year", "routes/talks.tsx")])).toThrow(
      "app/route-table.ts: routes/talks.tsx has a path with parameters (/talks/:year): pipeline/content/pages.ts must list its pages in ROUTE_ADDRESSES",
    );
    expect(() =>
      sitePages(writing, [route("docs", "routes/docs.tsx", [index("routes/docs-index.tsx")])]),
    ).toThrow("app/route-table.ts: routes/docs.tsx has routes inside it");
  });

  it("leave out of the build a route whose pages come from the content while it has none", () => {
    const paths = (writing: Writing) =>
      routesWithoutPages(writing, ROUTES).map((entry) => entry.path);
    expect(paths(fixture)).toEqual([]);
    expect(paths(writingOf([{ slug: "first", tags: ["Notes"] }]))).toEqual(["projects/:id"]);
    expect(paths(writingOf([], ["quizcraft"]))).toEqual(["writing/:slug", "writing/tags/:tag"]);
  });
});
