import { site } from "~/content/site";
import * as siteWords from "~/i18n/messages/site";
import { PageFrame } from "~/components/chrome/page-frame";
import { buttonStyles } from "~/components/ui/button-styles";
import { PageLink } from "~/components/ui/page-link";

/**
 * The screen of a missing address, which 404.html shows (routes/not-found.tsx),
 * with its own title and tags, which React puts in the head: the screen shows
 * for more than one route (a post's address that names no post, too), and its
 * head comes and goes with it. The path is logged by MissingPage
 * (missing-page.tsx), not here: the root's HydrateFallback shows this screen too.
 */
export function NotFoundScreen() {
  return (
    <>
      <title>{siteWords.notFoundTitle(site.owner.name)}</title>
      <meta name="description" content={siteWords.notFoundDescription} />
      <meta name="robots" content="noindex" />
      <PageFrame
        ownerName={site.owner.name}
        copyrightYear={site.owner.copyrightYear}
        layout="centered"
      >
        <p className="text-8xl font-extrabold tracking-tighter text-accent sm:text-9xl">404</p>
        <h1 className="mt-4 text-2xl font-semibold">{siteWords.notFoundHeading}</h1>
        <p className="mt-3 text-pretty text-ink-muted">{siteWords.notFoundText}</p>
        <PageLink to="/" className={buttonStyles({ variant: "primary", className: "mt-8" })}>
          {siteWords.notFoundReturnHome}
        </PageLink>
        <nav
          aria-label={siteWords.notFoundElsewhere}
          className="mt-10 w-full border-t border-line pt-6"
        >
          <p className="text-sm text-ink-muted">{siteWords.notFoundStartHint}</p>
          <ul className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2 font-semibold">
            {[
              { to: "/#projects", label: siteWords.sectionProjects },
              { to: "/resume", label: siteWords.sectionResume },
              { to: "/#contact", label: siteWords.sectionContact },
            ].map(({ to, label }) => (
              <li key={to}>
                <PageLink
                  to={to}
                  className="inline-flex min-h-11 items-center text-accent underline-offset-4 hover:underline"
                >
                  {label}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
      </PageFrame>
    </>
  );
}
