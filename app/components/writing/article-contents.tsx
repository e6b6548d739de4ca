import { ChevronDown } from "lucide-react";
import * as articleWords from "~/i18n/messages/article";
import { useEffect, useState } from "react";
import type { ContentsEntry } from "~/lib/compiled-mdx";

/** A post or case study gets a list of contents from this many sections (h2) up. */
export const CONTENTS_FROM_SECTIONS = 3;

/** Where the section being read is judged: its heading has passed this far below the nav bar. */
const READING_LINE_BELOW_NAV_PX = 96;

/** Below the screen, more than any page's length: the rest of the page, however long. */
const REST_OF_ANY_PAGE_PX = 1_000_000;

/**
 * The id of the heading the reader has reached: the last of `contents` whose
 * top has passed the reading line; none above the first.
 */
function useHeadingReached(contents: readonly ContentsEntry[]): string | null {
  const [reached, setReached] = useState<string | null>(null);
  useEffect(() => {
    const headings = contents.flatMap(({ id }) => document.getElementById(id) ?? []);
    // --nav-height is registered as a length (app.css), so it reads in pixels.
    const navHeight = parseFloat(
      getComputedStyle(document.documentElement).getPropertyValue("--nav-height"),
    );
    const line = navHeight + READING_LINE_BELOW_NAV_PX;
    const passed = new Set<Element>();
    // The observer's root is the page from the reading line down to its end: a
    // heading is whole in it until its top passes the line (threshold 1), and
    // leaves it only upwards, so a jump past a heading (a link, Home, End)
    // counts as passing it too.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const { target, boundingClientRect } of entries) {
          if (boundingClientRect.top < line) passed.add(target);
          else passed.delete(target);
        }
        setReached(headings.findLast((heading) => passed.has(heading))?.id ?? null);
      },
      { rootMargin: `${-line}px 0px ${REST_OF_ANY_PAGE_PX}px`, threshold: 1 },
    );
    for (const heading of headings) observer.observe(heading);
    return () => observer.disconnect();
  }, [contents]);
  return reached;
}

/**
 * The list of a long article's contents: a link to each section (h2) and
 * subsection (h3), in the prerendered page, so it works without script.
 * Beside the text on wide screens, where it stays in view; folded at the top
 * on narrower ones. The section being read is marked, for sight by colour and
 * a bar that is always there (so nothing moves), and for screen readers by
 * aria-current.
 */
export function ArticleContents({ contents }: { contents: readonly ContentsEntry[] }) {
  if (contents.filter((entry) => entry.depth === 2).length < CONTENTS_FROM_SECTIONS) return null;
  return <ContentsList contents={contents} />;
}

/**
 * The list itself: only an article that shows one follows the scroll for it.
 * Tailwind's `xl:` alone places it: folded on narrower screens, where the
 * <details> before it is its fold (`peer-open:`), beside the text on wide ones,
 * open whatever the fold says (docs/decisions/contents-fold-before-the-list.md).
 */
function ContentsList({ contents }: { contents: readonly ContentsEntry[] }) {
  const reached = useHeadingReached(contents);
  return (
    <nav
      aria-label={articleWords.contents}
      className="mb-8 rounded-2xl border border-line bg-surface xl:absolute xl:inset-y-0 xl:start-full xl:mb-0 xl:ms-12 xl:w-56 xl:rounded-none xl:border-0 xl:bg-transparent print:hidden"
    >
      <div className="xl:sticky xl:top-[calc(var(--nav-height)+2rem)]">
        <details className="group peer xl:hidden">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between px-4 font-semibold [&::-webkit-details-marker]:hidden">
            {articleWords.contents}
            <ChevronDown
              aria-hidden
              className="size-4 text-ink-muted transition-transform group-open:rotate-180"
            />
          </summary>
        </details>
        <p aria-hidden className="mb-2 hidden text-sm font-semibold xl:block">
          {articleWords.contents}
        </p>
        <ol className="hidden px-2 pb-3 text-sm peer-open:block xl:block xl:p-0">
          {contents.map((entry) => (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                aria-current={entry.id === reached ? "location" : undefined}
                className={`block border-s-2 border-transparent py-1.5 pe-2 text-pretty text-ink-muted hover:text-ink aria-[current]:border-accent aria-[current]:text-ink ${entry.depth === 3 ? "ps-7" : "ps-3"}`}
              >
                {entry.text}
              </a>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}
