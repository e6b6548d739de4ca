import type { Project } from "~/content/schema";
import * as siteWords from "~/i18n/messages/site";
import * as homeWords from "~/i18n/messages/home";
import { cn } from "~/lib/cn";
import type { Picture } from "~/components/ui/picture";
import { Reveal } from "~/components/ui/reveal";
import { ProjectCard } from "./project-card";
import { ScrollArrow } from "./scroll-arrow";
import { Section } from "./section";

/** The featured (important) projects first, then the rest in a three-column grid. */
export function Projects({
  projects,
  images,
  caseStudyAddresses,
}: {
  projects: Project[];
  /** Each project's images, by project id. */
  images: Readonly<Record<string, Picture[]>>;
  /** The printed address of each project's case study, by project id: their cards link to them. */
  caseStudyAddresses: ReadonlyMap<string, string>;
}) {
  const featured = projects.filter((project) => project.important);
  const additional = projects.filter((project) => !project.important);

  return (
    // The section opens with its "Featured Projects" heading.
    <Section
      id="projects"
      title={siteWords.sectionProjects}
      isTitleVisuallyHidden
      footer={<ScrollArrow from="projects" />}
    >
      <ProjectGroup
        title={homeWords.projectsFeatured}
        projects={featured}
        images={images}
        caseStudyAddresses={caseStudyAddresses}
        gridClassName="md:grid-cols-2 lg:gap-8"
      />
      <ProjectGroup
        title={homeWords.projectsAdditional}
        projects={additional}
        images={images}
        caseStudyAddresses={caseStudyAddresses}
        gridClassName="md:grid-cols-2 lg:grid-cols-3"
        className="mt-10 sm:mt-16"
      />
    </Section>
  );
}

function ProjectGroup({
  title,
  projects,
  images,
  caseStudyAddresses,
  gridClassName,
  className,
}: {
  title: string;
  projects: Project[];
  images: Readonly<Record<string, Picture[]>>;
  caseStudyAddresses: ReadonlyMap<string, string>;
  gridClassName: string;
  className?: string;
}) {
  if (projects.length === 0) return null;
  return (
    <div className={className}>
      <h3 className="mb-5 break-after-avoid text-2xl font-bold tracking-tight text-balance sm:mb-8 sm:text-3xl">
        {title}
      </h3>
      <ul className={cn("grid gap-4 sm:gap-5 print:block print:space-y-4", gridClassName)}>
        {projects.map((project) => (
          <Reveal as="li" key={project.id}>
            <ProjectCard
              project={project}
              images={images[project.id] ?? []}
              caseStudyPrintAddress={caseStudyAddresses.get(project.id)}
            />
          </Reveal>
        ))}
      </ul>
    </div>
  );
}
