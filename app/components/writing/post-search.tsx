import * as writingWords from "~/i18n/messages/writing";

/**
 * The writing index's search box: it finds posts by their title, summary,
 * tags and text as the reader types, and says how many it found, to screen
 * readers too. It needs script, so without it the box is not shown and the
 * index lists every post, as it does until the reader types.
 *
 * A search landmark, not a form: the results follow each key, so there is
 * nothing to submit, and a form without a submit button fails WCAG's
 * technique H32 (docs/decisions/search-without-a-form.md).
 */
export function PostSearch({
  query,
  status,
  onSearch,
  onFocus,
}: {
  query: string;
  /** What the search found, said in a live region: empty until the reader types. */
  status: string;
  onSearch: (query: string) => void;
  onFocus: () => void;
}) {
  return (
    <search className="mb-8 hidden js:block print:hidden">
      <label htmlFor="post-search" className="block text-sm font-semibold text-ink">
        {writingWords.searchLabel}
      </label>
      <input
        id="post-search"
        type="search"
        value={query}
        onChange={(event) => onSearch(event.target.value)}
        onFocus={onFocus}
        autoComplete="off"
        className="mt-2 block min-h-11 w-full rounded-xl border border-line bg-surface px-4 text-base text-ink placeholder:text-ink-muted focus:border-accent"
        placeholder={writingWords.searchPlaceholder}
      />
      <p role="status" className="mt-2 min-h-5 text-sm text-ink-muted">
        {status}
      </p>
    </search>
  );
}
