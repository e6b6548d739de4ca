import { caseStudies, posts } from "virtual:writing";
import * as entriesWords from "~/i18n/messages/entries";
import * as writingWords from "~/i18n/messages/writing";
import type { Route } from "./+types/writing";
import { site } from "~/content/site";
import { PageFrame } from "~/components/chrome/page-frame";
import { PageLink } from "~/components/ui/page-link";
import { SearchablePostList } from "~/components/writing/searchable-post-list";
import { WRITING_PATH } from "~/lib/article-paths";
import { writingTitle, pageMeta } from "~/lib/page-meta";

/**
 * Read at build time: the page carries the summaries, never the module of
 * every post, and its head, never the code that makes it.
 */
export function loader() {
  const head = pageMeta(site, {
    title: writingTitle(site, entriesWords.titlesWriting),
    description: site.seo.writingDescription,
    path: WRITING_PATH,
  });
  return { posts, caseStudies, head };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.head;
}

export default function Writing({ loaderData }: Route.ComponentProps) {
  const { owner, seo } = site;
  return (
    <PageFrame ownerName={owner.name} copyrightYear={owner.copyrightYear} layout="column">
      <header className="pb-10">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{writingWords.heading}</h1>
        {/* The owner's words, in their own direction on a page of another, their
            box at their own start (me- is their end, not the page's). */}
        <p className="mt-4 me-auto max-w-2xl text-lg text-pretty text-ink-muted" dir="auto">
          {seo.writingDescription}
        </p>
      </header>
      {loaderData.posts.length > 0 ? (
        <SearchablePostList posts={loaderData.posts} />
      ) : (
        <p className="text-ink-muted">{writingWords.nothingYet}</p>
      )}
      {loaderData.caseStudies.length > 0 ? (
        <section aria-labelledby="case-studies-title" className="mt-14">
          <h2 id="case-studies-title" className="text-2xl font-bold tracking-tight">
            {writingWords.caseStudies}
          </h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2">
            {loaderData.caseStudies.map((study) => (
              <li key={study.projectId}>
                <PageLink
                  to={study.path}
                  className="group block h-full rounded-2xl border border-line bg-surface p-5 transition-colors hover:border-accent"
                >
                  <span className="text-sm font-medium text-ink-muted">
                    {study.projectTitle} · {study.shownReadingTime}
                  </span>
                  <span
                    dir="auto"
                    lang={study.language}
                    className="mt-1.5 block font-semibold text-balance text-ink group-hover:text-accent"
                  >
                    {study.title}
                  </span>
                </PageLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </PageFrame>
  );
}
