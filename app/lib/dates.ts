import type { EntriesWords } from "../i18n/en/index.ts";

/**
 * Dates as the site writes them, by Intl in the dictionary's language, read
 * in UTC: a date of the content is a day on the calendar, not a moment, so the
 * prerendered page and the browser, in any time zone, agree.
 */
const dateFormat = (language: string, options: Intl.DateTimeFormatOptions) => {
  const key = `${language} ${JSON.stringify(options)}`;
  const format =
    formats.get(key) ?? new Intl.DateTimeFormat(language, { ...options, timeZone: "UTC" });
  formats.set(key, format);
  return (isoDate: string) =>
    format.format(new Date(`${isoDate.slice(0, 7)}-${isoDate.slice(8, 10) || "01"}T00:00:00Z`));
};
/**
 * Each format made once per language and options: making one loads the
 * locale's data, which on a slow phone took 75-105 ms of a change of page to
 * the resume, whose every entry asks for two or three.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An experience entry's period, in years, as the site shows it: "2024 - Present".
 * A role that began and ended in one year shows its months, "Jun - Aug 2025",
 * where "2025 - 2025" would say nothing of its length.
 */
export function formatPeriod(
  language: string,
  words: Pick<EntriesWords, "period" | "present">,
  startDate: string,
  endDate?: string,
): string {
  const year = dateFormat(language, { year: "numeric" });
  if (endDate && startDate.slice(0, 4) === endDate.slice(0, 4)) {
    const month = dateFormat(language, { month: "short" });
    const monthAndYear = dateFormat(language, { month: "short", year: "numeric" });
    return month(startDate) === month(endDate)
      ? monthAndYear(endDate)
      : words.period(month(startDate), monthAndYear(endDate));
  }
  return words.period(year(startDate), endDate ? year(endDate) : words.present);
}

/** A day as a post shows it: "September 14, 2026". */
export const formatDay = (language: string, isoDay: string) =>
  dateFormat(language, { year: "numeric", month: "long", day: "numeric" })(isoDay);
