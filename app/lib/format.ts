const yearOf = (isoDate: string) => isoDate.slice(0, 4);
const monthOf = (isoDate: string) => MONTHS[Number(isoDate.slice(5, 7)) - 1]!.slice(0, 3);

/**
 * An experience entry's period, in years, as the site shows it: "2024 - Present".
 * A role that began and ended in one year shows its months, "Jun - Aug 2025",
 * where "2025 - 2025" would say nothing of its length.
 */
export function formatPeriod(startDate: string, endDate?: string): string {
  if (endDate && yearOf(startDate) === yearOf(endDate)) {
    const start = monthOf(startDate);
    const end = monthOf(endDate);
    return start === end ? `${end} ${yearOf(endDate)}` : `${start} - ${end} ${yearOf(endDate)}`;
  }
  return `${yearOf(startDate)} - ${endDate ? yearOf(endDate) : "Present"}`;
}

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

/** The months by name, January first. */
export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * A day as a post shows it: "September 14, 2026". Spelled out here rather than
 * by Intl, so the prerendered page and the browser, in any time zone, agree.
 */
export function formatDay(isoDay: string): string {
  const [year, month, day] = isoDay.split("-").map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** "6 min read". */
export const formatReadingTime = (minutes: number) => `${minutes} min read`;

/** The line above a case study's title, on its page and its share image. */
export const caseStudyKicker = (projectTitle: string) => `Case study · ${projectTitle}`;

/** What a case study is called away from its own page: "Quizcraft case study: Building…". */
export const caseStudyTitle = (projectTitle: string, title: string) =>
  `${projectTitle} case study: ${title}`;
