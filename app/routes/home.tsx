import { memo } from "react";
import { periodOf } from "~/lib/site-dates";
import * as siteWords from "~/i18n/messages/site";
import projectImages from "virtual:project-images";
import { caseStudyProjectIds } from "virtual:writing";
import type { Route } from "./+types/home";
import { site } from "~/content/site";
import { Footer } from "~/components/chrome/footer";
import { NavBar } from "~/components/chrome/nav-bar";
import { NextSectionButton } from "~/components/chrome/next-section-button";
import { About } from "~/components/home/about";
import { Contact } from "~/components/home/contact";
import { ExperienceTimeline } from "~/components/home/experience-timeline";
import { Hero } from "~/components/home/hero";
import { Projects } from "~/components/home/projects";
import { caseStudyPath } from "~/lib/article-paths";
import { printAddress } from "~/lib/format";
import { homeTitle, pageMeta } from "~/lib/page-meta";
import { absoluteUrl } from "~/lib/site-url";
import { profilePageJsonLd } from "~/lib/structured-data";
import { navSections } from "~/lib/sections";

const caseStudyAddresses = new Map(
  caseStudyProjectIds.map((id) => [
    id,
    printAddress(absoluteUrl(site.seo.siteUrl, caseStudyPath(id))),
  ]),
);

/**
 * Read at build time: the projects' pictures as the build encoded them, with
 * their alt text from the content, the ventures' periods in the site's
 * language, and the page's head. They reach the page in its HTML, so its
 * script carries none of them, nor the code that writes dates and heads.
 */
export function loader() {
  const title = homeTitle(site, siteWords.titlesHome);
  return {
    head: [
      ...pageMeta(site, { title, description: site.seo.homeDescription, path: "/" }),
      { "script:ld+json": profilePageJsonLd(site, siteWords.language, title) },
    ],
    periods: Object.fromEntries(
      site.experience.map((entry) => [entry.id, periodOf(entry.startDate, entry.endDate)]),
    ),
    images: Object.fromEntries(
      site.projects.map((project) => [
        project.id,
        (projectImages[project.id] ?? []).map((picture, index) => ({
          ...picture,
          alt: project.images![index]!.alt,
        })),
      ]),
    ),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.head;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomeContent images={loaderData.images} periods={loaderData.periods} />;
}

/**
 * The page itself, drawn again only when its pictures change. A section link
 * changes the address within the page, and the router then hands the route new
 * props (its matches) though nothing on the page has changed: at 4x CPU
 * slowdown, drawing the page again took about 8 ms of the click's 40 ms of
 * script (a DevTools trace of the click, as node tools/bench-clicks.ts
 * --interactions makes it).
 */
const HomeContent = memo(function HomeContent({
  images,
  periods,
}: {
  images: Route.ComponentProps["loaderData"]["images"];
  periods: Route.ComponentProps["loaderData"]["periods"];
}) {
  const { owner } = site;
  return (
    <>
      <NavBar ownerName={owner.name} sections={navSections()} />
      <main id="main" tabIndex={-1}>
        <Hero
          name={owner.name}
          role={owner.role}
          tagline={owner.tagline}
          scorecard={site.scorecard}
          printedContacts={[printAddress(site.seo.siteUrl), owner.email]}
        />
        <About paragraphs={owner.about} />
        <ExperienceTimeline entries={site.experience} periods={periods} />
        <Projects
          projects={site.projects}
          images={images}
          caseStudyAddresses={caseStudyAddresses}
        />
        <Contact cards={site.contacts} email={owner.email} />
      </main>
      {/* After the content it leads through in the tab order, never before the hero's own buttons. */}
      <NextSectionButton />
      <Footer ownerName={owner.name} copyrightYear={owner.copyrightYear} />
    </>
  );
});
