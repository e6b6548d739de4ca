/** An experience entry's period as the timeline shows it, such as "2024 - Present". */
export function formatPeriod(startYear: number, endYear?: number): string {
  return `${startYear} - ${endYear ?? "Present"}`;
}

/** An activity as the resume prints it, such as "Wind Ensemble (4 years)". */
export function formatActivity({ name, detail }: { name: string; detail?: string }): string {
  return detail ? `${name} (${detail})` : name;
}
