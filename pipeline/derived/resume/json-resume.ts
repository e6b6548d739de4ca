import type { SiteContent } from "../../../app/content/schema.ts";
import { profileUrls } from "../../../app/lib/profile-urls.ts";
import type { Messages } from "../../../app/i18n/en/index.ts";
import { resumeModel, resumeWordsFrom, sectionOf } from "../../../app/lib/resume-model.ts";
import { JSON_RESUME_FILE } from "../../../app/lib/site-files.ts";

const PROFILE_NETWORKS: Record<string, string> = {
  "linkedin.com": "LinkedIn",
  "github.com": "GitHub",
  "instagram.com": "Instagram",
  "x.com": "X",
  "linktr.ee": "Linktree",
};

function profileOf(url: string) {
  const { hostname, pathname } = new URL(url);
  const host = hostname.replace(/^www\./, "");
  const username = pathname.split("/").filter(Boolean).at(-1) ?? "";
  return { network: PROFILE_NETWORKS[host] ?? host, username, url };
}

/**
 * The resume in the JSON Resume format (schema v1.0.0), from the same model as
 * the /resume page and the PDF (app/lib/resume-model.ts): its entries in its
 * order. JSON Resume keeps facts rather than lines, so the fields the model
 * words (a period, a location) are given as the content states them.
 * Deliberately without phone or street address: the owner is a minor.
 */
export function toJsonResume(site: SiteContent, t: Messages) {
  const { owner, resume, seo } = site;
  const model = resumeModel(site, resumeWordsFrom(t));
  return {
    $schema: "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
    basics: {
      name: model.name,
      label: model.headline,
      email: owner.email,
      url: seo.siteUrl,
      summary: owner.about[0],
      location: { city: resume.location.city, region: resume.location.region },
      profiles: profileUrls(site).map(profileOf),
    },
    work: sectionOf(model, "experience").entries.map(
      ({ organization, title, highlights, source }) => ({
        name: organization,
        position: title,
        ...(source.link ? { url: source.link } : {}),
        startDate: source.startDate,
        ...(source.endDate ? { endDate: source.endDate } : {}),
        summary: source.description,
        highlights,
      }),
    ),
    education: [
      {
        institution: resume.education.school,
        area: resume.education.program,
        studyType: resume.education.grade,
        endDate: String(resume.education.graduationYear),
        score: resume.education.gpa,
        courses: resume.education.courses,
      },
    ],
    projects: resume.activities.map((activity) => ({
      name: activity.name,
      ...(activity.detail ? { description: activity.detail } : {}),
      type: "activity",
    })),
    skills: resume.skills.map((group) => ({ name: group.label, keywords: group.items })),
    meta: {
      canonical: `${seo.siteUrl}/${JSON_RESUME_FILE}`,
      version: "v1.0.0",
      lastModified: `${resume.pdf.lastUpdated}T00:00:00`,
    },
  };
}

export type JsonResume = ReturnType<typeof toJsonResume>;
