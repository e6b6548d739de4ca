import { site } from "~/content/site";
import { Footer } from "~/components/chrome/footer";
import { NavBar } from "~/components/chrome/nav-bar";
import { NextSectionButton } from "~/components/chrome/next-section-button";
import { About } from "~/components/home/about";
import { Contact } from "~/components/home/contact";
import { ExperienceTimeline } from "~/components/home/experience-timeline";
import { Hero } from "~/components/home/hero";
import { Projects } from "~/components/home/projects";
import { formatPeriod } from "~/lib/format";
import { pageMeta } from "~/lib/page-meta";
import { profilePageJsonLd } from "~/lib/structured-data";
import { navSections } from "~/lib/sections";

export function meta() {
  return [
    ...pageMeta(site, {
      title: site.seo.homeTitle,
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
      {/* Before the content in tab order: at the page's end, where it hides, Tab could not reach it. */}
      <NextSectionButton />
      <main id="main" tabIndex={-1}>
        <Hero
          name={owner.name}
          role={owner.role}
          tagline={owner.tagline}
          currentRoles={site.experience
            .filter((entry) => entry.endDate === undefined)
            .map((entry) => ({
              id: entry.id,
              title: entry.title,
              organization: entry.organization,
              period: formatPeriod(entry.startDate, entry.endDate),
            }))}
        />
        <About paragraphs={owner.about} />
        <ExperienceTimeline entries={site.experience} />
        <Projects projects={site.projects} />
        <Contact cards={site.contacts} email={owner.email} />
      </main>
      <Footer ownerName={owner.name} copyrightYear={owner.copyrightYear} />
    </>
  );
}
