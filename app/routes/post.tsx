import coverImages from "virtual:cover-images";
import * as entriesWords from "~/i18n/messages/entries";
import * as siteWords from "~/i18n/messages/site";
import * as articleWords from "~/i18n/messages/article";
import { posts } from "virtual:writing";
import { postBodies } from "virtual:writing-bodies";
import { data } from "react-router";
import type { Route } from "./+types/post";
import { site } from "~/content/site";
import { MissingPageBoundary } from "~/components/chrome/missing-page";
import { ArticleBody, loadBody, withBody } from "~/components/writing/article-body";
import { ArticleContents } from "~/components/writing/article-contents";
import { ArticleHeader } from "~/components/writing/article-header";
import { ArticlePage } from "~/components/writing/article-page";
import { PostPager } from "~/components/writing/post-pager";
import { RelatedPosts } from "~/components/writing/related-posts";
import { TagList } from "~/components/writing/tag-list";
import { WRITING_PATH } from "~/lib/article-paths";
import { quietIfOnlyAhead, reuseFetchedAhead } from "~/lib/fetched-ahead";
import { pageMeta } from "~/lib/page-meta";
import { relatedPosts } from "~/lib/related-posts";
import { IMAGE_SIZES } from "~/lib/image-slots";
import { PictureImage } from "~/components/ui/picture";
import { shareImageFileOf } from "~/lib/site-files";
import { articleJsonLd } from "~/lib/structured-data";

/** A post's page, at /writing/<slug>. Read at build time, for each post (pipeline/content/pages.ts). */
export async function loader({ params }: Route.LoaderArgs) {
  const index = posts.findIndex((post) => post.slug === params.slug);
  if (index < 0) throw data(null, { status: 404 });
  const { contents } = await loadBody(postBodies[params.slug]!);
  const neighbour = (at: number) => {
    const post = posts[at];
    return post ? { path: post.path, title: post.title } : undefined;
  };
  const related = relatedPosts(posts, posts[index]!).map(
    ({ slug, path, title, date, shownDate }) => ({ slug, path, title, date, shownDate }),
  );
  // Newest first: the previous post is the older one, after it in the list.
  return {
    post: posts[index]!,
    head: headOf(posts[index]!),
    previous: neighbour(index + 1),
    next: neighbour(index - 1),
    related,
    contents,
  };
}

/**
 * The post's data from the host, and its body, whenever the page did not carry
 * them: on the way from another page, and for 404.html served at an address of
 * this form, where the host's 404 for the data shows the not-found screen.
 */
export function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  return quietIfOnlyAhead(
    request,
    withBody(reuseFetchedAhead(request, serverLoader), postBodies[params.slug], request.url),
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <MissingPageBoundary error={error} />;
}

export function meta({ loaderData }: Route.MetaArgs) {
  // None for an address that names nothing: the not-found screen has its own.
  return loaderData?.head ?? [];
}

/** The post's head, made at build time so that the page's script carries no code for it. */
function headOf(post: (typeof posts)[number]) {
  const { path } = post;
  const imageFile = shareImageFileOf(path);
  return [
    ...pageMeta(site, {
      title: `${post.title} — ${site.owner.name}`,
      description: post.summary,
      path,
      image: {
        file: imageFile,
        alt: articleWords.shareImageAlt(post.title, site.owner.name),
      },
      article: { published: post.date, modified: post.updated },
    }),
    {
      "script:ld+json": articleJsonLd(site, siteWords.language, {
        type: "BlogPosting",
        title: post.title,
        summary: post.summary,
        date: post.date,
        updated: post.updated,
        path,
        imageFile,
        tags: post.tags,
        language: post.language,
      }),
    },
  ];
}

export default function PostPage({ loaderData }: Route.ComponentProps) {
  const { post, previous, next, related, contents } = loaderData;
  const { owner } = site;
  return (
    <ArticlePage ownerName={owner.name} copyrightYear={owner.copyrightYear}>
      <ArticleHeader
        back={{ to: WRITING_PATH, label: entriesWords.allWriting }}
        title={post.title}
        language={post.language}
        date={post.date}
        updated={post.updated}
        shownDate={post.shownDate}
        shownUpdated={post.shownUpdated}
        shownReadingTime={post.shownReadingTime}
      >
        <TagList tags={post.tags} className="mt-4" />
      </ArticleHeader>
      {post.cover && coverImages[post.slug] ? (
        <PictureImage
          picture={{ ...coverImages[post.slug]!, alt: post.cover.alt }}
          sizes={IMAGE_SIZES.article}
          // Under the title, the cover is the largest thing on the first screen.
          isLargestOnScreen
          frameClassName="mb-8 rounded-2xl border border-line print:hidden"
          className="h-auto w-full"
        />
      ) : null}
      <ArticleContents contents={contents} />
      <ArticleBody load={postBodies[post.slug]!} language={post.language} />
      <RelatedPosts posts={related} />
      <PostPager previous={previous} next={next} />
    </ArticlePage>
  );
}
