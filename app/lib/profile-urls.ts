import type { SiteContent } from "~/content/schema";

/** The owner's pages elsewhere on the web (code host, networks, link page), each once. */
export function profileUrls(site: SiteContent): string[] {
  const urls = [
    ...site.resume.links.map((link) => link.url),
    ...site.contacts.map((card) => card.link).filter((link) => /^https?:/.test(link)),
  ];
  return [...new Set(urls)];
}
