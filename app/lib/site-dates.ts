/**
 * The helpers of dates.ts bound to the site's language, for the pages; a
 * module apart from site-words.ts, so that a page that shows no date (the
 * home page, whose periods its loader writes) is sent none of their code.
 */
import * as siteWords from "~/i18n/messages/site";
import * as entriesWords from "~/i18n/messages/entries";
import { formatDay, formatPeriod } from "./dates";

/** "2024 - Present", "Jun - Aug 2025". */
export const periodOf = (startDate: string, endDate?: string) =>
  formatPeriod(
    siteWords.language,
    { period: entriesWords.period, present: entriesWords.present },
    startDate,
    endDate,
  );

/** "September 14, 2026". */
export const dayOf = (isoDay: string) => formatDay(siteWords.language, isoDay);
