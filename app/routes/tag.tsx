import { posts } from "virtual:writing";
import * as entriesWords from "~/i18n/messages/entries";
import * as writingWords from "~/i18n/messages/writing";
import { data } from "react-router";
import type { Route } from "./+types/tag";
import { site } from "~/content/site";
import { MissingPageBoundary } from "~/components/chrome/missing-page";
import { PageFrame } from "~/components/chrome/page-frame";
import { BackLink } from "~/components/writing/back-link";
import { PostList } from "~/components/writing/post-list";
import { WRITING_PATH, tagPath, tagSlug, tagsOf } from "~/lib/article-paths";
import { quietIfOnlyAhead, reuseFetchedAhead } from "~/lib/fetched-ahead";
import { writingTitle, pageMeta } from "~/lib/page-meta";

/**
 * A tag's page, at /writing/tags/<tag's slug>: its posts, newest first, the
 * count that introduces them and its head, made here so that the page's script
 * carries no code for them. Read at build time.
 */
export function loader({ params }: Route.LoaderArgs) {
  const tag = tagsOf(posts).find((known) => tagSlug(known) === params.tag);
  if (!tag) throw data(null, { status: 404 });
  const tagged = posts.filter((post) => post.tags.includes(tag));
  const head = pageMeta(site, {
    title: writingWords.tagTitle(tag, writingTitle(site, entriesWords.titlesWriting)),
    description: writingWords.tagDescription(tagged.length, tag, site.owner.name),
    path: tagPath(tag),
  });
  // Written here too: the first count a page writes loads the language's plural
  // rules (Intl), 140 ms of a slow phone's main thread as the page hydrates.
  return { tag, posts: tagged, intro: writingWords.tagIntro(tagged.length), head };
}

/**
 * The tag's data from the host whenever the page did not carry it: on the way
 * from another page, and for 404.html served at an address of this form, where
 * React Router would otherwise not ask (a prerendered page has its data) and
 * the host's 404 for it is what shows the not-found screen.
 */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return quietIfOnlyAhead(request, reuseFetchedAhead(request, serverLoader));
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <MissingPageBoundary error={error} />;
}

export function meta({ loaderData }: Route.MetaArgs) {
  // None for an address that names nothing: the not-found screen has its own.
  return loaderData?.head ?? [];
}

export default function Tag({ loaderData }: Route.ComponentProps) {
  const { tag, posts: tagged, intro } = loaderData;
  const { owner } = site;
  return (
    <PageFrame ownerName={owner.name} copyrightYear={owner.copyrightYear} layout="column">
      <header className="pb-10">
        <BackLink to={WRITING_PATH} label={entriesWords.allWriting} />
        <p className="mt-6 text-sm font-semibold tracking-wide text-accent uppercase">
          {writingWords.tag}
        </p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{tag}</h1>
        <p className="mt-4 text-lg text-ink-muted">{intro}</p>
      </header>
      <PostList posts={tagged} currentTag={tag} />
    </PageFrame>
  );
}
