import type { PostSummary } from "~/content/schema";
import * as articleWords from "~/i18n/messages/article";
import { PageLink } from "~/components/ui/page-link";

type Related = Pick<PostSummary, "path" | "title" | "date" | "shownDate" | "slug">;

/** At the end of a post, the posts that share the most tags with it; nothing when none does. */
export function RelatedPosts({ posts }: { posts: readonly Related[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-posts" className="mt-14 print:hidden">
      <h2 id="related-posts" className="text-lg font-bold tracking-tight">
        {articleWords.relatedPosts}
      </h2>
      <ul className="mt-4 divide-y divide-line border-y border-line">
        {posts.map((post) => (
          <li key={post.slug} className="py-4">
            <PageLink
              dir="auto"
              to={post.path}
              className="font-semibold text-balance text-ink underline-offset-4 hover:text-accent hover:underline"
            >
              {post.title}
            </PageLink>
            <p className="mt-1 text-sm text-ink-muted">
              <time dateTime={post.date}>{post.shownDate}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
