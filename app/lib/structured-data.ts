import type { SiteContent } from "~/content/schema";
import { profileUrls } from "./profile-urls";
import { absoluteUrl } from "./site-url";

/**
 * The home page as a schema.org ProfilePage about its owner, so search engines
 * can tell who the site is about and which profiles elsewhere are theirs. It
 * deliberately leaves out phone, street address and birth date: the owner is a minor.
 */
export function profilePageJsonLd(site: SiteContent, language: string, title: string) {
  const { owner, seo, experience, resume } = site;
  const home = absoluteUrl(seo.siteUrl, "/");
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    "@id": home,
    url: home,
    name: title,
    description: seo.homeDescription,
    inLanguage: language,
    mainEntity: {
      "@type": "Person",
      "@id": `${home}#person`,
      name: owner.name,
      description: owner.tagline,
      url: home,
      email: `mailto:${owner.email}`,
      sameAs: profileUrls(site),
      // Roles still held are the ventures the owner works for now.
      worksFor: experience
        .filter((entry) => entry.endDate === undefined)
        .map((entry) => ({
          "@type": "Organization",
          name: entry.organization,
          ...(entry.link ? { url: entry.link } : {}),
        })),
      affiliation: { "@type": "EducationalOrganization", name: resume.education.school },
      knowsAbout: resume.skills.flatMap((group) => group.items),
    },
  };
}

/**
 * A post (BlogPosting) or case study (Article) for search engines: its
 * headline, dates, picture and author, the owner of the site.
 */
export function articleJsonLd(
  site: SiteContent,
  language: string,
  article: {
    type: "BlogPosting" | "Article";
    title: string;
    summary: string;
    date: string;
    updated?: string;
    path: string;
    imageFile: string;
    tags?: readonly string[];
    /** Its own language, when not the site's. */
    language?: string;
  },
) {
  const { owner, seo } = site;
  const home = absoluteUrl(seo.siteUrl, "/");
  const url = absoluteUrl(seo.siteUrl, article.path);
  return {
    "@context": "https://schema.org",
    "@type": article.type,
    "@id": url,
    url,
    mainEntityOfPage: url,
    headline: article.title,
    description: article.summary,
    datePublished: article.date,
    dateModified: article.updated ?? article.date,
    image: absoluteUrl(seo.siteUrl, `/${article.imageFile}`),
    inLanguage: article.language ?? language,
    ...(article.tags?.length ? { keywords: article.tags.join(", ") } : {}),
    author: { "@type": "Person", "@id": `${home}#person`, name: owner.name, url: home },
    publisher: { "@type": "Person", "@id": `${home}#person`, name: owner.name, url: home },
  };
}
