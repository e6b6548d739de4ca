import { useEffect } from "react";
import * as siteWords from "~/i18n/messages/site";
import {
  isRouteErrorResponse,
  Links,
  matchRoutes,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import type { Route } from "./+types/root";
import { NotFoundScreen } from "~/components/chrome/not-found-screen";
import { ScrollProgress } from "~/components/chrome/scroll-progress";
import { THEME_TOGGLE_ID } from "~/components/chrome/theme-toggle";
import { buttonStyles } from "~/components/ui/button-styles";
import BOOT_SCRIPT from "virtual:boot-script";
import { FONT_FACES_CSS, WEB_FONT_URL } from "~/fonts/inter";
import { BASE_PATH_ATTRIBUTE, markHydrated, WEB_FONT_ATTRIBUTE } from "~/lib/boot-script";
import { cacheWebFont } from "~/lib/web-font";
import { useEffectApart } from "~/lib/use-effect-apart";
import FETCH_AHEAD from "virtual:fetch-ahead";
import { markArrived, useCrossFadeEnd } from "~/lib/cross-fade";
import { useFocusMainOnNavigation } from "~/lib/use-focus-main-on-navigation";
import { publicPath } from "~/lib/public-path";
import { site } from "~/content/site";
import { FEED_FILE, ICON_FILES } from "~/lib/site-files";
import { PAGE_COLORS } from "~/lib/design-tokens";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  // PNGs only: Chrome decodes a page's favicon on that page's main thread, an
  // SVG as a document of its own (docs/decisions/png-favicons.md).
  { rel: "icon", href: publicPath(ICON_FILES.favicon32), type: "image/png", sizes: "32x32" },
  { rel: "icon", href: publicPath(ICON_FILES.icon192), type: "image/png", sizes: "192x192" },
  { rel: "apple-touch-icon", href: publicPath(ICON_FILES.appleTouch) },
  { rel: "manifest", href: publicPath(ICON_FILES.manifest) },
  {
    rel: "alternate",
    type: "application/atom+xml",
    href: publicPath(`/${FEED_FILE}`),
    title: siteWords.feedTitle(site.owner.name),
  },
  { rel: "stylesheet", href: stylesheet },
];

/**
 * The boot script and the font faces, which the prerendered page carries: the
 * browser has run and applied them before any of the app's code arrives, and
 * hydration leaves an element's inner HTML as the page has it (React compares
 * it only in development, hence suppressHydrationWarning). So only the
 * prerender writes their text, and the browser's bundle goes without it (1 KB
 * gzip of every page's JavaScript). Were React ever to render <head> anew on
 * the client, after a hydration error, the two would be left empty.
 */
const PRERENDERED_ONLY = import.meta.env.SSR
  ? { bootScript: BOOT_SCRIPT, fontFaces: FONT_FACES_CSS }
  : { bootScript: "", fontFaces: "" };

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    // The boot script sets the theme and "js" class on <html> before React hydrates.
    <html lang={siteWords.language} dir={import.meta.env.SITE_DIRECTION} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/*
          A browser may paint a page before all of its HTML has arrived. Painted
          between two network packets, the nav bar would show half its links, then
          slide them aside as the rest arrives; this holds the first paint (where
          the browser knows rel="expect") until the bar is parsed up to its last control.
        */}
        <link rel="expect" href={`#${THEME_TOGGLE_ID}`} blocking="render" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta
          name="theme-color"
          media="(prefers-color-scheme: light)"
          content={PAGE_COLORS.light}
        />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={PAGE_COLORS.dark} />
        <script
          {...{
            [WEB_FONT_ATTRIBUTE]: WEB_FONT_URL,
            [BASE_PATH_ATTRIBUTE]: import.meta.env.BASE_URL,
          }}
          dangerouslySetInnerHTML={{ __html: PRERENDERED_ONLY.bootScript }}
          suppressHydrationWarning
        />
        <style
          dangerouslySetInnerHTML={{ __html: PRERENDERED_ONLY.fontFaces }}
          suppressHydrationWarning
        />
        <Meta />
        <Links />
      </head>
      <body className="min-h-svh">
        <a
          href="#main"
          className="fixed start-3 top-3 z-[70] -translate-y-24 rounded-full bg-accent px-4 py-2 text-sm font-semibold text-on-accent shadow-lg focus:translate-y-0 print:hidden"
        >
          {siteWords.skipToContent}
        </a>
        <ScrollProgress />
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(markHydrated, []);
  useEffectApart(cacheTheWebFont);
  useEffectApart(fetchAhead);
  useFocusMainOnNavigation();
  useCrossFadeEnd();
  return <Outlet />;
}

/** Puts the web font in the cache for the next page load (lib/web-font.ts). */
const cacheTheWebFont = () => cacheWebFont(WEB_FONT_URL);

/**
 * Fetches ahead the pages the links lead to (lib/fetch-ahead.ts), where pages
 * change within the app, or has the browser prerender those in view where it
 * prerenders; its code, loaded by its address once the page has hydrated, is
 * all in that module, which does nothing for a visitor saving data.
 */
function fetchAhead() {
  import(/* @vite-ignore */ FETCH_AHEAD).then(
    ({ fetchAheadOfLinks }: typeof import("~/lib/fetch-ahead")) =>
      fetchAheadOfLinks(matchRoutes, markArrived),
    () => {},
  );
}

/**
 * What a page shows while it hydrates without its route's module or data: the
 * host's 404.html, served at an address of a post's form that names no post
 * ("/writing/no-such-post"), and a page of `npm run dev`. It is the not-found
 * screen, so a visitor sees no change when the route's loader answers 404 and
 * its error boundary shows the screen anew; only that one logs the missing
 * path (components/chrome/missing-page.tsx), since this one may be followed by a page.
 */
export function HydrateFallback() {
  return <NotFoundScreen />;
}

/** An unhandled routing failure shows "Unexpected Application Error!". */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : siteWords.errorDetail;
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;

  return (
    <main id="main" className="mx-auto flex min-h-svh max-w-2xl flex-col justify-center px-6 py-16">
      <title>{siteWords.errorHeading}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{siteWords.errorHeading}</h1>
      <p className="mt-4 text-lg text-ink-muted">{detail}</p>
      {stack ? (
        <pre className="mt-6 overflow-x-auto rounded-xl bg-surface-muted p-4 text-xs">{stack}</pre>
      ) : null}
      <p className="mt-8">
        <a href={publicPath("/")} className={buttonStyles({ variant: "primary" })}>
          {siteWords.notFoundReturnHome}
        </a>
      </p>
    </main>
  );
}
