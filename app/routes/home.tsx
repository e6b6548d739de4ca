import { caseStudyProjectIds } from "virtual:writing";
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
import { pageMeta, siteTitles } from "~/lib/page-meta";
import { absoluteUrl } from "~/lib/site-url";
import { profilePageJsonLd } from "~/lib/structured-data";
import { navSections } from "~/lib/sections";

const caseStudyAddresses = new Map(
  caseStudyProjectIds.map((id) => [
    id,
    printAddress(absoluteUrl(site.seo.siteUrl, caseStudyPath(id))),
  ]),
);

export function meta() {
  return [
    ...pageMeta(site, {
      title: siteTitles(site).home,
      description: site.seo.homeDescription,
      path: "/",
    }),
    { "script:ld+json": profilePageJsonLd(site) },
  ];
}

export default function Home() {
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
        <ExperienceTimeline entries={site.experience} />
        <Projects projects={site.projects} caseStudyAddresses={caseStudyAddresses} />
        <Contact cards={site.contacts} email={owner.email} />
      </main>
      {/* After the content it leads through in the tab order, never before the hero's own buttons. */}
      <NextSectionButton />
      <Footer ownerName={owner.name} copyrightYear={owner.copyrightYear} />
    </>
  );
}
