import type { Project } from "~/content/schema";
import { Reveal } from "~/components/ui/reveal";
import { ProjectCard } from "./project-card";
import { ScrollArrow } from "./scroll-arrow";
import { Section } from "./section";

export function Projects({ projects }: { projects: Project[] }) {
  const featured = projects.filter((project) => project.important);
  const additional = projects.filter((project) => !project.important);

  return (
    <Section
      id="projects"
      eyebrow="Projects"
      title="What I've built"
      footer={<ScrollArrow from="projects" />}
    >
      <h3 className="mb-6 text-xl font-bold tracking-tight">Featured Projects</h3>
      <ul className="grid gap-6 md:grid-cols-2 lg:gap-8">
        {featured.map((project) => (
          <Reveal as="li" key={project.id}>
            <ProjectCard project={project} />
          </Reveal>
        ))}
      </ul>
      {additional.length > 0 ? (
        <>
          <h3 className="mt-16 mb-6 text-xl font-bold tracking-tight">Additional Projects</h3>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {additional.map((project) => (
              <Reveal as="li" key={project.id}>
                <ProjectCard project={project} />
              </Reveal>
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  );
}
