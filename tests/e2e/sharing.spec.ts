import { siteTitles } from "../../app/lib/page-texts";
import { dictionary as en } from "../../app/i18n/en/index";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { tagged } from "./engines";
import { profileUrls } from "../../app/lib/profile-urls";
import { waitForHydration } from "./support";
import { BASE_PATH, site } from "./fixture-site";

const siteUrl = site.seo.siteUrl;

/** Width and height from a PNG's header chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Fetches a file the page links to by its absolute address, from the server under test. */
async function fetchLinked(request: APIRequestContext, address: string) {
  const response = await request.get(new URL(address).pathname);
  expect(response.status(), address).toBe(200);
  return response;
}

const content = (page: Page, selector: string) =>
  page.locator(`head ${selector}`).getAttribute("content");

const PAGES = [
  {
    path: "/",
    title: siteTitles(site, en).home,
    description: site.seo.homeDescription,
  },
  {
    path: "/resume",
    title: siteTitles(site, en).resume,
    description: site.seo.resumeDescription,
  },
];

test.describe("search and sharing", tagged("@built-files"), () => {
  for (const { path, title, description } of PAGES) {
    test(`${path}: canonical address, Open Graph and Twitter card tags`, async ({ page }) => {
      await page.goto(`.${path}`);
      await waitForHydration(page);
      const url = `${siteUrl}${path}`;
      await expect(page).toHaveTitle(title);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", url);
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
      expect(await content(page, 'meta[name="description"]')).toBe(description);
      expect(await content(page, 'meta[property="og:type"]')).toBe("website");
      expect(await content(page, 'meta[property="og:title"]')).toBe(title);
      expect(await content(page, 'meta[property="og:description"]')).toBe(description);
      expect(await content(page, 'meta[property="og:url"]')).toBe(url);
      expect(await content(page, 'meta[property="og:image"]')).toBe(`${siteUrl}/og-image.png`);
      expect(await content(page, 'meta[property="og:image:alt"]')).toContain(site.owner.name);
      expect(await content(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");
      expect(await content(page, 'meta[name="twitter:title"]')).toBe(title);
      expect(await content(page, 'meta[name="twitter:description"]')).toBe(description);
      expect(await content(page, 'meta[name="twitter:image"]')).toBe(`${siteUrl}/og-image.png`);
      await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
    });

    test(`${path}: the canonical address answers 200 itself, with no redirect`, async ({
      request,
    }) => {
      const response = await request.get(new URL(`${siteUrl}${path}`).pathname, {
        maxRedirects: 0,
      });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(`<link rel="canonical" href="${siteUrl}${path}"/>`);
    });

    test(`${path}: the tags are in the prerendered HTML, for crawlers that run no script`, async ({
      request,
    }) => {
      const html = await (await request.get(`.${path}`)).text();
      expect(html).toContain(`<link rel="canonical" href="${siteUrl}${path}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${siteUrl}${path}"/>`);
      expect(html).toContain(`<meta name="twitter:card" content="summary_large_image"/>`);
    });
  }

  test("the not-found page asks not to be indexed and names no canonical address", async ({
    page,
  }) => {
    await page.goto("./no/such/page");
    await waitForHydration(page);
    expect(await content(page, 'meta[name="robots"]')).toBe("noindex");
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  });

  test("the share image is a 1200x630 PNG", async ({ page, request }) => {
    await page.goto("./");
    const address = (await content(page, 'meta[property="og:image"]'))!;
    const response = await fetchLinked(request, address);
    expect(response.headers()["content-type"]).toBe("image/png");
    const size = pngSize(await response.body());
    expect(size).toEqual({ width: 1200, height: 630 });
    expect(await content(page, 'meta[property="og:image:width"]')).toBe(String(size.width));
    expect(await content(page, 'meta[property="og:image:height"]')).toBe(String(size.height));
  });

  test("home describes its owner as a schema.org ProfilePage, without private details", async ({
    page,
  }) => {
    await page.goto("./");
    await waitForHydration(page);
    const blocks = page.locator('script[type="application/ld+json"]');
    await expect(blocks).toHaveCount(1);
    const text = (await blocks.textContent())!;
    const data = JSON.parse(text);
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("ProfilePage");
    expect(data.url).toBe(`${siteUrl}/`);
    const person = data.mainEntity;
    expect(person["@type"]).toBe("Person");
    expect(person.name).toBe(site.owner.name);
    expect(person.description).toBe(site.owner.tagline);
    expect(person.url).toBe(`${siteUrl}/`);
    expect(person.sameAs).toEqual(profileUrls(site));
    expect(person.sameAs).toContain(site.resume.links.find((link) => link.label === "GitHub")!.url);
    expect(person.worksFor.map((org: { name: string }) => org.name)).toEqual(
      site.experience
        .filter((entry) => entry.endDate === undefined)
        .map((entry) => entry.organization),
    );
    expect(person.affiliation.name).toBe(site.resume.education.school);
    expect(text).not.toMatch(/telephone|address|birthDate|"birth/i);
  });

  test("the resume page has no profile data of its own", async ({ page }) => {
    await page.goto("./resume");
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  });
});

test.describe("icons and manifest", tagged("@built-files"), () => {
  test("PNG favicons at their stated sizes and no SVG one, an apple-touch icon and a theme colour per theme", async ({
    page,
    request,
  }) => {
    await page.goto("./");
    // Chrome decodes an SVG favicon on the page's main thread (docs/decisions/png-favicons.md).
    await expect(page.locator('head link[rel~="icon"][type="image/svg+xml"]')).toHaveCount(0);
    const icons = page.locator('head link[rel="icon"]');
    expect(await icons.count()).toBeGreaterThan(0);
    for (const icon of await icons.all()) {
      expect(await icon.getAttribute("type")).toBe("image/png");
      const bytes = await (
        await fetchLinked(request, new URL((await icon.getAttribute("href"))!, page.url()).href)
      ).body();
      const { width, height } = pngSize(bytes);
      expect(`${width}x${height}`).toBe(await icon.getAttribute("sizes"));
    }

    const touch = page.locator('head link[rel="apple-touch-icon"]');
    const touchBytes = await (
      await fetchLinked(request, new URL((await touch.getAttribute("href"))!, page.url()).href)
    ).body();
    expect(pngSize(touchBytes)).toEqual({ width: 180, height: 180 });

    const themeColors = page.locator('head meta[name="theme-color"]');
    await expect(themeColors).toHaveCount(2);
    expect(
      await themeColors.evaluateAll((metas) => metas.map((meta) => meta.getAttribute("media"))),
    ).toEqual(["(prefers-color-scheme: light)", "(prefers-color-scheme: dark)"]);
  });

  test("the web manifest names the site and lists icons that exist at their stated sizes", async ({
    page,
    request,
  }) => {
    await page.goto("./");
    const href = (await page.locator('head link[rel="manifest"]').getAttribute("href"))!;
    const manifestUrl = new URL(href, page.url());
    const response = await request.get(manifestUrl.pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = await response.json();
    expect(manifest.name).toBe(site.owner.name);
    expect(manifest.start_url).toBe(BASE_PATH);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.length).toBeGreaterThanOrEqual(2);
    expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === "maskable")).toBe(
      true,
    );
    for (const icon of manifest.icons as Array<{ src: string; sizes: string; type: string }>) {
      const iconResponse = await request.get(new URL(icon.src, manifestUrl).pathname);
      expect(iconResponse.status(), icon.src).toBe(200);
      expect(iconResponse.headers()["content-type"]).toBe(icon.type);
      const { width, height } = pngSize(await iconResponse.body());
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });
});
