import { Rss } from "lucide-react";
import * as siteWords from "~/i18n/messages/site";
import { WRITING_PATH } from "~/lib/article-paths";
import { publicPath } from "~/lib/public-path";
import { FEED_FILE } from "~/lib/site-files";
import { PageLink } from "~/components/ui/page-link";

/** The copyright notice; on every page, the way to the writing and its feed. */
export function Footer({ ownerName, copyrightYear }: { ownerName: string; copyrightYear: number }) {
  return (
    <footer className="border-t border-line px-4 py-8 text-center text-sm text-ink-muted print:hidden">
      <nav aria-label={siteWords.footerLabel}>
        <ul className="flex justify-center gap-x-6">
          <li>
            <PageLink
              to={WRITING_PATH}
              className="inline-flex min-h-11 items-center font-semibold text-ink underline-offset-4 hover:text-accent hover:underline"
            >
              {siteWords.footerWriting}
            </PageLink>
          </li>
          <li>
            <a
              href={publicPath(`/${FEED_FILE}`)}
              type="application/atom+xml"
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-ink underline-offset-4 hover:text-accent hover:underline"
            >
              <Rss aria-hidden className="size-4" />
              {siteWords.footerFeed}
            </a>
          </li>
        </ul>
      </nav>
      <p className="mt-2">{siteWords.footerCopyright(String(copyrightYear), ownerName)}</p>
    </footer>
  );
}
