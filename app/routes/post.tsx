import coverImages from "virtual:cover-images";
import { posts } from "virtual:writing";
import { Outlet } from "react-router";
import type { Route } from "./+types/post";
import { site } from "~/content/site";
import { ArticleHeader } from "~/components/writing/article-header";
import { ArticlePage } from "~/components/writing/article-page";
import { PostPager } from "~/components/writing/post-pager";
import { TagList } from "~/components/writing/tag-list";
import { WRITING_PATH } from "~/lib/article-paths";
import { pageMeta } from "~/lib/page-meta";
import { IMAGE_SIZES } from "~/lib/image-slots";
import { PictureImage } from "~/components/ui/picture";
import { shareImageFileOf } from "~/lib/site-files";
import { articleJsonLd } from "~/lib/structured-data";

const indexBySlug = new Map(posts.map((post, index) => [post.slug, index]));

/**
 * Every post's page: the post's MDX module (its route, in app/routes.ts) is
 * the body; this lays it out. Read at build time, for the post at the address.
 */
export function loader({ url }: Route.LoaderArgs) {
  // Every route inside this layout is a post's (app/routes.ts), named by its slug.
  const index = indexBySlug.get(url.pathname.split("/").pop()!)!;
  const neighbour = (at: number) => {
    const post = posts[at];
    return post ? { path: post.path, title: post.title } : undefined;
  };
  // Newest first: the previous post is the older one, after it in the list.
  return { post: posts[index]!, previous: neighbour(index + 1), next: neighbour(index - 1) };
}

export { revalidateOnPathChange as shouldRevalidate } from "~/lib/revalidate-on-path";

export function meta({ loaderData }: Route.MetaArgs) {
  const { post } = loaderData;
  const { path } = post;
  const imageFile = shareImageFileOf(path);
  return [
    ...pageMeta(site, {
      title: `${post.title} — ${site.owner.name}`,
      description: post.summary,
      path,
      image: { file: imageFile, alt: `${post.title}, by ${site.owner.name}` },
      article: { published: post.date, modified: post.updated },
    }),
    {
      "script:ld+json": articleJsonLd(site, {
        type: "BlogPosting",
        title: post.title,
        summary: post.summary,
        date: post.date,
        updated: post.updated,
        path,
        imageFile,
        tags: post.tags,
      }),
    },
  ];
}

export default function PostPage({ loaderData }: Route.ComponentProps) {
  const { post, previous, next } = loaderData;
  const { owner } = site;
  return (
    <ArticlePage ownerName={owner.name} copyrightYear={owner.copyrightYear}>
      <ArticleHeader
        back={{ to: WRITING_PATH, label: "All writing" }}
        title={post.title}
        date={post.date}
        updated={post.updated}
        readingMinutes={post.readingMinutes}
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
      <div className="article-body">
        <Outlet />
      </div>
      <PostPager previous={previous} next={next} />
    </ArticlePage>
  );
}
