/**
 * The helpers of dates.ts bound to the site's language, for the pages'
 * loaders, which write every date at build time: a page's script formats
 * none (an article's dates are in its summary, content/schema.ts ShownWords).
 */
import * as siteWords from "~/i18n/messages/site";
import * as entriesWords from "~/i18n/messages/entries";
import { formatPeriod } from "./dates";

/** "2024 - Present", "Jun - Aug 2025". */
export const periodOf = (startDate: string, endDate?: string) =>
  formatPeriod(
    siteWords.language,
    { period: entriesWords.period, present: entriesWords.present },
    startDate,
    endDate,
  );
