import { describe, expect, it } from "vitest";
import { site } from "../../tests/fixtures/content/site";
import { CONTENT_FILE, isSlug, referenceKind, validateSiteContent } from "./schema";

/** A deep copy of the real content, changed by `edit`, for one bad-input case. */
function contentWith(edit: (content: ReturnType<typeof structuredClone<typeof site>>) => void) {
  const content = structuredClone(site);
  edit(content);
  return content;
}

function errorFor(content: unknown): string {
  try {
    validateSiteContent(content);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected the content to be rejected");
}

describe("validateSiteContent", () => {
  it("accepts the site's content", () => {
    expect(validateSiteContent(site).owner.name).toBe(site.owner.name);
  });

  it("names the file, the entry and the field of a missing required field", () => {
    const message = errorFor(
      contentWith((content) => {
        delete (content.projects[2] as Partial<(typeof content.projects)[number]>).title;
      }),
    );
    expect(message).toContain(CONTENT_FILE);
    expect(message).toContain(`entry projects[2] "${site.projects[2]!.id}", field title`);
  });

  it("rejects a malformed URL", () => {
    const message = errorFor(
      contentWith((content) => {
        content.experience[0]!.link = "rubrica-ai dot com";
      }),
    );
    expect(message).toContain(`entry experience[0] "${site.experience[0]!.id}", field link`);
    expect(message).toContain("must be an http(s) URL");
  });

  it("rejects a URL with a scheme other than http(s)", () => {
    const message = errorFor(
      contentWith((content) => {
        content.projects[0]!.link = "javascript:alert(1)";
      }),
    );
    expect(message).toContain(`entry projects[0] "${site.projects[0]!.id}", field link`);
  });

  it("rejects a malformed e-mail address", () => {
    const message = errorFor(
      contentWith((content) => {
        content.owner.email = "jordan-at-example";
      }),
    );
    expect(message).toContain("entry owner, field email: must be a valid e-mail address");
  });

  it("rejects a mailto contact link with a malformed address", () => {
    const message = errorFor(
      contentWith((content) => {
        content.contacts[1]!.link = "mailto:not an address";
      }),
    );
    expect(message).toContain(`entry contacts[1] "${site.contacts[1]!.id}", field link`);
  });

  it("rejects a mailto contact link that differs from owner.email", () => {
    const message = errorFor(
      contentWith((content) => {
        content.contacts[1]!.link = "mailto:someone.else@example.com";
      }),
    );
    expect(message).toContain(`must be mailto:${site.owner.email}`);
  });

  it("rejects an empty list where one is required", () => {
    const message = errorFor(
      contentWith((content) => {
        content.projects[1]!.technologies = [];
      }),
    );
    expect(message).toContain(
      `entry projects[1] "${site.projects[1]!.id}", field technologies: must list at least one item`,
    );
  });

  it("rejects a duplicate id", () => {
    const message = errorFor(
      contentWith((content) => {
        content.contacts[3]!.id = content.contacts[0]!.id;
      }),
    );
    expect(message).toContain(
      `entry contacts[3] "${site.contacts[0]!.id}", field id: duplicate id`,
    );
  });

  it("rejects an empty text", () => {
    const message = errorFor(
      contentWith((content) => {
        content.resume.education.school = "  ";
      }),
    );
    expect(message).toContain("entry resume.education, field school: must not be empty");
  });

  it("names a field inside a list entry's own list", () => {
    const message = errorFor(
      contentWith((content) => {
        content.projects[0]!.images![1]!.alt = "";
      }),
    );
    expect(message).toContain("entry projects[0].images[1], field alt");
  });

  it("lists every problem at once", () => {
    const message = errorFor(
      contentWith((content) => {
        content.contacts[0]!.label = "";
        content.projects[0]!.link = "nope";
      }),
    );
    expect(message.split("\n").filter((line) => line.startsWith(`${CONTENT_FILE}: `))).toHaveLength(
      2,
    );
  });

  it("accepts an unknown icon name, which falls back to the default icon", () => {
    expect(() =>
      validateSiteContent(
        contentWith((content) => {
          content.projects[0]!.iconName = "Unicorn";
        }),
      ),
    ).not.toThrow();
  });

  it("rejects a period that ends before it starts, at the precision both are written", () => {
    const ending = (startDate: string, endDate: string) =>
      contentWith((content) => {
        Object.assign(content.experience[0]!, { startDate, endDate });
      });
    const id = site.experience[0]!.id;
    for (const [start, end] of [
      ["2024-09", "2023-06"],
      ["2024-06", "2024-02"],
      ["2024-06-15", "2024-06-14"],
    ] as const) {
      expect(errorFor(ending(start, end))).toContain(
        `entry experience[0] "${id}", field endDate: must not be before startDate`,
      );
    }
    expect(() => validateSiteContent(ending("2024-06-15", "2024-06"))).not.toThrow();
    expect(() => validateSiteContent(ending("2024-06", "2024-06"))).not.toThrow();
  });

  it("says which day of which month is off the calendar", () => {
    const message = errorFor(
      contentWith((content) => {
        content.experience[0]!.startDate = "2026-02-30";
        content.resume.pdf.lastUpdated = "2025-04-31";
      }),
    );
    expect(message).toContain(
      "field startDate: 2026-02-30 is not a day of the calendar: February 2026 has 28 days",
    );
    expect(message).toContain(
      "entry resume.pdf, field lastUpdated: 2025-04-31 is not a day of the calendar: April 2025 has 30 days",
    );
    expect(
      errorFor(
        contentWith((content) => {
          content.experience[0]!.startDate = "2024-13";
        }),
      ),
    ).toContain("field startDate: 2024-13 has no month 13");
  });

  it("takes a shipped language in any case, and stops at another naming the field and every language", () => {
    expect(validateSiteContent({ ...site, language: "pt-br" }).language).toBe("pt-br");
    const message = errorFor({ ...site, language: "tlh" });
    expect(message).toContain("field language");
    expect(message).toContain('"tlh" is not a language the site is written in');
    expect(message).toContain("en, es, pt-BR, fr, de, zh-Hans, ja, ko, hi, ar, he");
  });

  it("accepts 29 February in a leap year", () => {
    expect(() =>
      validateSiteContent(
        contentWith((content) => {
          content.experience[0]!.startDate = "2024-02-29";
        }),
      ),
    ).not.toThrow();
  });

  it("asks for https:// in the site's address, which canonical links and the sitemap use", () => {
    const message = errorFor(
      contentWith((content) => {
        content.seo.siteUrl = content.seo.siteUrl.replace("https://", "http://");
      }),
    );
    expect(message).toContain("entry seo, field siteUrl: must start with https://");
  });

  it("takes a picture's file name with spaces, and says why an address is refused", () => {
    const withSource = (src: string) =>
      contentWith((content) => {
        content.projects[0]!.images![0]!.src = src;
      });
    expect(() => validateSiteContent(withSource("images/My Robot 2.JPG"))).not.toThrow();
    expect(errorFor(withSource("https://example.org/robot.jpg"))).toContain(
      "field src: must be a file beside the content, not an address",
    );
    expect(errorFor(withSource("/images/robot.jpg"))).toContain(
      "field src: must be a path from the content's folder",
    );
  });
});

describe("a picture's reference", () => {
  it("names a file, an address, a path from the site's root or a part of the page", () => {
    const kinds = {
      "images/app.png": "file",
      "./My Robot.webp": "file",
      "https://example.org/a.png": "address",
      "data:image/png;base64,AA": "address",
      "//cdn.example.org/a.png": "address",
      "/images/app.png": "site path",
      "#notes": "fragment",
    };
    for (const [reference, kind] of Object.entries(kinds)) {
      expect(referenceKind(reference), reference).toBe(kind);
    }
  });
});

describe("isSlug", () => {
  it("takes lowercase words joined by single hyphens, which ids and posts' addresses are", () => {
    expect(["my-app", "a1", "2026-notes"].filter(isSlug)).toEqual(["my-app", "a1", "2026-notes"]);
    expect(["My-app", "my_app", "my--app", "-app", "app-", ""].filter(isSlug)).toEqual([]);
  });
});
