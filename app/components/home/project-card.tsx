import { CodeXml, ExternalLink as ExternalLinkIcon } from "lucide-react";
import { useId, useState } from "react";
import type { Project } from "~/content/schema";
import { CARD_IMAGE_HEIGHT_CLASS } from "~/constants";
import { cn } from "~/lib/cn";
import { formatTechnologies, hostOf } from "~/lib/format";
import { type ProjectBadge, projectBadges } from "~/lib/project-badges";
import { CardImage } from "~/components/ui/card-image";
import { Carousel } from "~/components/ui/carousel";
import { ExternalLink } from "~/components/ui/external-link";
import { NamedIcon } from "~/components/ui/named-icon";
import { Tooltip } from "~/components/ui/tooltip";

const BADGE_STYLES: Record<ProjectBadge, string> = {
  Complete: "bg-success-soft text-success",
  Expanding: "bg-accent-soft text-accent",
  Featured: "bg-warning-soft text-warning",
  "In Progress": "bg-surface-muted text-ink-muted ring-1 ring-line ring-inset",
};

/**
 * A project (spec 3, project card). Featured cards (important) always show
 * their expanded text; the others reveal it with "Read more".
 */
export function ProjectCard({ project }: { project: Project }) {
  const isFeatured = project.important;
  const images = project.images ?? [];

  return (
    <article
      aria-labelledby={`project-${project.id}`}
      className="flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-xl"
    >
      {images[0] ? (
        // Until the app has hydrated, laid out and painted only near the
        // viewport, so card images never load before the page's first paint.
        // Afterwards it is an ordinary box again, so that printing and
        // whole-page captures draw every card; the images stay lazy. Its fixed
        // height keeps the layout identical either way.
        <div
          className={cn(
            "[:root:not([data-hydrated])_&]:[content-visibility:auto]",
            CARD_IMAGE_HEIGHT_CLASS,
          )}
        >
          {images.length > 1 ? (
            <Carousel images={images} label={project.title} />
          ) : (
            <CardImage image={images[0]} />
          )}
        </div>
      ) : null}
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <div className="flex flex-wrap items-center gap-3">
          <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-accent-soft text-accent">
            <NamedIcon name={project.iconName} className="size-5" />
          </span>
          <ul aria-label="Status" className="flex flex-wrap gap-1.5">
            {projectBadges(project).map((badge) => (
              <li
                key={badge}
                className={cn(
                  "rounded-full px-2.5 py-0.5 text-xs font-semibold",
                  BADGE_STYLES[badge],
                )}
              >
                {badge}
              </li>
            ))}
          </ul>
        </div>
        <h4
          id={`project-${project.id}`}
          className="mt-5 text-xl font-bold tracking-tight sm:text-2xl"
        >
          {project.title}
        </h4>
        <p className="mt-1 text-sm font-medium text-ink-muted">{project.category}</p>
        <p className="mt-4 leading-relaxed text-ink-muted">{project.description}</p>
        {project.expandable ? (
          isFeatured ? (
            <p className="mt-3 leading-relaxed text-ink-muted">{project.expandedContent}</p>
          ) : (
            <ExpandableText text={project.expandedContent} />
          )
        ) : null}
        <p className="mt-5 text-sm font-medium text-ink">
          <span className="sr-only">Technologies: </span>
          {formatTechnologies(project.technologies)}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-6">
          <Tooltip label={hostOf(project.link)}>
            <ExternalLink
              href={project.link}
              aria-label={`Visit ${project.title}`}
              className="inline-flex min-h-10 items-center gap-1.5 rounded-full bg-ink px-4 text-sm font-semibold text-page hover:bg-accent hover:text-on-accent"
            >
              Visit
              <ExternalLinkIcon aria-hidden className="size-4" />
            </ExternalLink>
          </Tooltip>
          {project.githubLink ? (
            <Tooltip label={hostOf(project.githubLink) + new URL(project.githubLink).pathname}>
              <ExternalLink
                href={project.githubLink}
                aria-label={`Code for ${project.title}`}
                className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-line px-4 text-sm font-semibold text-ink hover:border-accent hover:text-accent"
              >
                <CodeXml aria-hidden className="size-4" />
                Code
              </ExternalLink>
            </Tooltip>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/**
 * A non-featured card's longer text behind "Read more" / "Show less". Without
 * script the text is simply shown, since the button could not open it.
 */
function ExpandableText({ text }: { text: string }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const textId = useId();
  return (
    <>
      <p
        id={textId}
        className={cn("mt-3 leading-relaxed text-ink-muted", !isExpanded && "js:hidden")}
      >
        {text}
      </p>
      <button
        type="button"
        aria-expanded={isExpanded}
        aria-controls={textId}
        onClick={() => setIsExpanded((expanded) => !expanded)}
        className="mt-3 hidden min-h-8 self-start rounded-md text-sm font-semibold text-accent underline-offset-4 hover:underline js:inline-flex js:items-center"
      >
        {isExpanded ? "Show less" : "Read more"}
      </button>
    </>
  );
}
