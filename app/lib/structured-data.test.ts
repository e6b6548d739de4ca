import { describe, expect, it } from "vitest";
import { site } from "../../tests/fixtures/content/site";
import { articleJsonLd, profilePageJsonLd } from "./structured-data";

describe("ProfilePage JSON-LD", () => {
  it("lists as employers only the ventures whose roles are still held", () => {
    const [current, other] = site.experience;
    const content = {
      ...site,
      experience: [current!, { ...other!, endDate: "2024-05" }],
    };
    const person = profilePageJsonLd(content, "en", "A title").mainEntity;
    expect(person.worksFor.map((organization) => organization.name)).toEqual([
      current!.organization,
    ]);
  });

  it("names the person's pages elsewhere and leaves out private details", () => {
    const data = profilePageJsonLd(site, "en", "A title");
    expect(data.mainEntity.sameAs).toEqual(
      expect.arrayContaining(site.resume.links.map((link) => link.url)),
    );
    expect(data.mainEntity.sameAs.every((url) => url.startsWith("https://"))).toBe(true);
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/telephone|address|birthDate/);
    expect(text).not.toContain(site.resume.location.city);
  });
});

describe("the structured data's language", () => {
  it("is the site's, or an article's own", () => {
    expect(profilePageJsonLd(site, "he", "A title").inLanguage).toBe("he");
    const article = {
      type: "BlogPosting" as const,
      title: "A post",
      summary: "A summary.",
      date: "2026-01-01",
      path: "/writing/a-post",
      imageFile: "share/writing/a-post.png",
    };
    expect(articleJsonLd(site, "he", article).inLanguage).toBe("he");
    expect(articleJsonLd(site, "he", { ...article, language: "en" }).inLanguage).toBe("en");
  });
});
