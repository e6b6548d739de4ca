/** An experience entry's period as the timeline shows it, such as "2024 - Present". */
export function formatPeriod(startYear: number, endYear?: number): string {
  return `${startYear} - ${endYear ?? "Present"}`;
}

/** An activity as the resume prints it, such as "Wind Ensemble (4 years)". */
export function formatActivity({ name, detail }: { name: string; detail?: string }): string {
  return detail ? `${name} (${detail})` : name;
}

/**
 * Technologies as a project card prints them, joined by a middle dot. The space
 * before each dot does not break, so a wrapped line never starts with "·".
 */
export function formatTechnologies(technologies: readonly string[]): string {
  return technologies.join("\u00a0· ");
}

/** A URL's host as a visitor would say it: "linkedin.com", not "www.linkedin.com". */
export function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, "");
}
