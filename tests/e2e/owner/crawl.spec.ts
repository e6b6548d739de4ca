import { parseFeed } from "@rowanmanning/feed-parser";
import { expect, test } from "@playwright/test";
import { FEED_FILE } from "../../../app/lib/site-files";
import { OWNER } from "./owner-site";
import { contentFeatures } from "./content-features";
import { indexablePages } from "../../../pipeline/content/pages";

const { site } = OWNER;

test.describe("files for search engines and feed readers", () => {
  test("sitemap.xml lists every page but the not-found page", async ({ request }) => {
    const response = await request.get("./sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => match[1],
    );
    // As URLs have them: a tag in another script percent-encoded.
    expect(locations).toEqual(
      indexablePages(OWNER.allPages).map((page) => encodeURI(`${site.seo.siteUrl}${page.path}`)),
    );
    expect(locations).toContain(`${site.seo.siteUrl}/resume`);
  });

  test("robots.txt allows crawling and names the sitemap", async ({ request }) => {
    const response = await request.get("./robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain(`Sitemap: ${site.seo.siteUrl}/sitemap.xml`);
    expect(text).not.toMatch(/Disallow: \/\s*$/m);
  });

  test("the Atom feed parses and holds every published post and case study", async ({
    request,
  }) => {
    const response = await request.get(`./${FEED_FILE}`);
    expect(response.status()).toBe(200);
    const feed = parseFeed(await response.text());
    expect(feed.meta.type).toBe("atom");
    const { posts, caseStudies } = OWNER.writing;
    expect(feed.items).toHaveLength(posts.length + caseStudies.length);
    for (const item of feed.items) expect(item.url).toMatch(/^https:\/\//);
    const features = contentFeatures("the feed");
    if (feed.items.length > 0) {
      features.used(`${posts.length} posts and ${caseStudies.length} case studies`);
    } else {
      features.absent("posts and case studies: the feed has no entry");
    }
  });
});
