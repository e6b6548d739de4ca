/**
 * Files the build generates at the root of the base path from the content,
 * which every page's head links to (see pipeline/static-site.ts).
 */

/** The share card: the owner's name and tagline, at Open Graph's 1200x630. */
export const SHARE_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;

/** The PNG renderings of public/favicon.svg, and the web manifest that lists them. */
export const ICON_FILES = {
  favicon32: "favicon-32x32.png",
  appleTouch: "apple-touch-icon.png",
  icon192: "icon-192.png",
  icon512: "icon-512.png",
  maskable512: "icon-maskable-512.png",
  manifest: "manifest.webmanifest",
} as const;
