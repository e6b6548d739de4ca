import type { ReactNode } from "react";
import type { ShownWords } from "~/content/schema";
import * as articleWords from "~/i18n/messages/article";
import { cn } from "~/lib/cn";
import { BackLink } from "./back-link";

/**
 * The top of a post or case study: the way back, the title as the page's h1,
 * then when it was published (and updated) and how long it takes to read.
 */
export function ArticleHeader({
  back,
  kicker,
  title,
  language,
  date,
  updated,
  shownDate,
  shownUpdated,
  shownReadingTime,
  children,
}: {
  back: { to: string; label: string };
  /** A word above the title saying what the page is: "Case study". */
  kicker?: string;
  title: string;
  /** The article's own language, when not the site's. */
  language?: string;
  date: string;
  updated?: string;
  /** What follows the dates: tags, a project's links. */
  children?: ReactNode;
} & ShownWords) {
  return (
    <header className="mb-8 border-b border-line pb-8 print:pb-4">
      <BackLink {...back} />
      {kicker ? (
        <p className="mt-6 text-sm font-semibold tracking-wide text-accent uppercase">{kicker}</p>
      ) : null}
      <h1
        dir="auto"
        lang={language}
        className={cn(
          "text-3xl font-bold tracking-tight text-balance sm:text-5xl sm:leading-tight",
          kicker ? "mt-2" : "mt-6",
        )}
      >
        {title}
      </h1>
      <p className="mt-5 flex flex-wrap gap-x-2 text-sm text-ink-muted">
        <span>
          <time dateTime={date}>{shownDate}</time>
        </span>
        {updated ? (
          <>
            <span aria-hidden>·</span>
            <span>
              {articleWords.updated}
              <time dateTime={updated}>{shownUpdated}</time>
            </span>
          </>
        ) : null}
        <span aria-hidden>·</span>
        <span>{shownReadingTime}</span>
      </p>
      {children}
    </header>
  );
}
