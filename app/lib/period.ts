/** An experience entry's period as the timeline shows it, such as "2024 - Present". */
export function formatPeriod(startYear: number, endYear?: number): string {
  return `${startYear} - ${endYear ?? "Present"}`;
}
