/** What stands between two technologies: the space before the dot does not break. */
export const TECHNOLOGY_SEPARATOR = "\u00a0· ";

/**
 * Technologies as a project card prints them, joined by a middle dot,
 * so that a wrapped line never starts with "·".
 */
export function formatTechnologies(technologies: readonly string[]): string {
  return technologies.join(TECHNOLOGY_SEPARATOR);
}

/** A URL's host as a visitor would say it: "linkedin.com", not "www.linkedin.com". */
export function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, "");
}

/**
 * Where a link leads, as a printed page shows it after the link: the address
 * of a mailto: link, else the host and path ("github.com/sam-rivera").
 */
export function printAddress(href: string): string {
  if (href.startsWith("mailto:")) return href.slice("mailto:".length);
  const url = new URL(href);
  return `${hostOf(href)}${url.pathname}`.replace(/\/$/, "");
}
