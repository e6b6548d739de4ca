import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./crawl-files";

describe("crawl files", () => {
  it("lists each page's absolute URL in the sitemap, escaped for XML", () => {
    const xml = sitemapXml("https://example.org", ["/", "/resume", "/a&b"]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      "https://example.org/",
      "https://example.org/resume",
      "https://example.org/a&amp;b",
    ]);
  });

  it("lets every crawler in and names the sitemap in robots.txt", () => {
    expect(robotsTxt("https://example.org")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://example.org/sitemap.xml\n",
    );
  });
});
