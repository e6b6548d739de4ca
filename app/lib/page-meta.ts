import type { MetaDescriptor } from "react-router";
import type { SiteContent } from "~/content/schema";
import type { EntriesWords, SiteWords } from "~/i18n/en/index";
import { SHARE_IMAGE } from "./site-files";
import { absoluteUrl } from "./site-url";

interface Page {
  title: string;
  description: string;
  /** The page's path below the base path: "/" or "/resume". */
  path: string;
  /** Its own share card (a post's, drawn from its title); the site's card otherwise. */
  image?: { file: string; alt: string };
  /** For a post or case study: when it was published and last updated. */
  article?: { published: string; modified?: string };
}

/**
 * A page's title, description, canonical address, and the Open Graph and
 * Twitter card tags that give a shared link its title, text and picture.
 */
export function pageMeta(
  site: SiteContent,
  { title, description, path, image: ownImage, article }: Page,
): MetaDescriptor[] {
  const { owner, seo } = site;
  const url = absoluteUrl(seo.siteUrl, path);
  const image = absoluteUrl(seo.siteUrl, `/${ownImage?.file ?? SHARE_IMAGE.file}`);
  const imageAlt = ownImage?.alt ?? `${owner.name}: ${owner.tagline}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: article ? "article" : "website" },
    { property: "og:site_name", content: owner.name },
    { property: "og:locale", content: import.meta.env.SITE_OPEN_GRAPH_LOCALE },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...(article
      ? [
          { property: "article:published_time", content: article.published },
          { property: "article:modified_time", content: article.modified ?? article.published },
          { property: "article:author", content: absoluteUrl(seo.siteUrl, "/") },
        ]
      : []),
  ];
}

type Owner = Pick<SiteContent, "owner" | "seo">;

/**
 * The titles of the home, resume and writing pages: the owner's own where the
 * content sets them (seo.homeTitle and the others), else made from their name
 * and tagline, so that a new tagline needs no second edit. One function a
 * page, so that a page's script carries its own title's words alone.
 */
export const homeTitle = ({ owner, seo }: Owner, titlesHome: SiteWords["titlesHome"]) =>
  seo.homeTitle ?? titlesHome(owner.name, owner.tagline);
export const resumeTitle = ({ owner, seo }: Owner, titlesResume: EntriesWords["titlesResume"]) =>
  seo.resumeTitle ?? titlesResume(owner.name);
export const writingTitle = ({ owner, seo }: Owner, titlesWriting: EntriesWords["titlesWriting"]) =>
  seo.writingTitle ?? titlesWriting(owner.name);
