import { describe, expect, it } from "vitest";
import { site } from "../../../tests/fixtures/content/site";
import { dictionary as en } from "../../../app/i18n/en/index";
import { toJsonResume } from "./json-resume";
import { validateJsonResume } from "./validate-json-resume";

const json = toJsonResume(site, en);

describe("JSON Resume export", () => {
  it("validates against the official JSON Resume schema", async () => {
    await expect(validateJsonResume(json)).resolves.toBeUndefined();
  });

  it("is rejected by the schema when a date is not ISO 8601", async () => {
    const broken = structuredClone(json);
    broken.work[0]!.startDate = "June 2024";
    await expect(validateJsonResume(broken)).rejects.toThrow(/startDate/);
  });

  it("maps the header to basics, without phone or street address", () => {
    expect(json.basics).toMatchObject({
      name: site.owner.name,
      label: site.resume.headline,
      email: site.owner.email,
      url: site.seo.siteUrl,
      location: site.resume.location,
    });
    expect(json.basics).not.toHaveProperty("phone");
    expect(json.basics.location).not.toHaveProperty("address");
    expect(json.basics.location).not.toHaveProperty("postalCode");
    for (const link of site.resume.links) {
      expect(json.basics.profiles).toContainEqual(expect.objectContaining({ url: link.url }));
    }
  });

  it("maps ventures to work, school to education, activities and skills", () => {
    expect(json.work.map((job) => [job.name, job.position, job.startDate])).toEqual(
      site.experience.map((entry) => [entry.organization, entry.title, entry.startDate]),
    );
    expect(json.work[0]!.highlights).toEqual(site.experience[0]!.highlights);
    expect(json.education[0]).toMatchObject({
      institution: site.resume.education.school,
      score: site.resume.education.gpa,
      endDate: String(site.resume.education.graduationYear),
    });
    expect(json.projects.map((project) => project.name)).toEqual(
      site.resume.activities.map((activity) => activity.name),
    );
    expect(json.skills).toEqual(
      site.resume.skills.map((group) => ({ name: group.label, keywords: group.items })),
    );
  });

  it("names its deployed address as canonical", () => {
    expect(json.meta.canonical).toBe(`${site.seo.siteUrl}/resume.json`);
  });
});
