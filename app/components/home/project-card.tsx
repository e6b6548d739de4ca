import { ArrowRight, CodeXml, ExternalLink as ExternalLinkIcon } from "lucide-react";
import * as homeWords from "~/i18n/messages/home";
import { Fragment, useId, useState } from "react";
import type { Project } from "~/content/schema";
import { CARD_IMAGE_HEIGHT_CLASS } from "~/constants";
import { caseStudyPath } from "~/lib/article-paths";
import { cn } from "~/lib/cn";
import { hostOf, TECHNOLOGY_SEPARATOR } from "~/lib/format";
import { type ProjectBadge, projectBadges } from "~/lib/project-badges";
import { buttonStyles } from "~/components/ui/button-styles";
import { CardImage } from "~/components/ui/card-image";
import type { Picture } from "~/components/ui/picture";
import { Carousel } from "~/components/ui/carousel";
import { ExternalLink } from "~/components/ui/external-link";
import { NamedIcon } from "~/components/ui/named-icon";
import { PageLink } from "~/components/ui/page-link";
import { Tooltip } from "~/components/ui/tooltip";

/** Quiet outlines, coloured by meaning; the card's title and text come first. */
const BADGE_STYLES: Record<ProjectBadge, string> = {
  Complete: "border-success/40 text-success",
  Expanding: "border-accent/40 text-accent",
  Featured: "border-line text-ink",
  "In Progress": "border-warning/40 text-warning",
};

/**
 * Card media is laid out and painted only near the viewport (content-visibility),
 * so its images load as their card comes near and never before the page's first
 * paint; its fixed height keeps the layout the same either way. On paper the
 * media is not printed.
 */
const DEFERRED_MEDIA = cn("[content-visibility:auto]", CARD_IMAGE_HEIGHT_CLASS);

/**
 * A project's card. Featured cards (important) always show
 * their expanded text; the others reveal it with "Read more". A project with a
 * case study links to it after its own buttons.
 */
export function ProjectCard({
  project,
  images,
  caseStudyPrintAddress,
}: {
  project: Project;
  /** Its images, encoded at build time (pipeline/plugins/images.ts). */
  images: Picture[];
  /** Given when the project has a case study: the card links to it. */
  caseStudyPrintAddress?: string;
}) {
  const isFeatured = project.important;

  return (
    <article
      aria-labelledby={`project-${project.id}`}
      className="flex h-full break-inside-avoid flex-col overflow-hidden rounded-2xl border border-line bg-surface transition-shadow hover:shadow-lg print:rounded-none print:border-0 print:border-t"
    >
      {/* Screenshots help on screen; on paper the card is its text and addresses. */}
      <div className="print:hidden">
        {images.length > 1 ? (
          <Carousel images={images} label={project.title} stripClassName={DEFERRED_MEDIA} />
        ) : images[0] ? (
          <div className={DEFERRED_MEDIA}>
            <CardImage image={images[0]} />
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-4 sm:p-7 print:px-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <p className="flex items-center gap-2 text-sm font-medium text-ink-muted">
            <NamedIcon name={project.iconName} className="size-4 shrink-0 text-accent" />
            {project.category}
          </p>
          <ul aria-label={homeWords.projectsStatus} className="flex flex-wrap gap-1.5">
            {projectBadges(project).map((badge) => (
              <li
                key={badge}
                className={cn(
                  "rounded-full border px-2 py-px text-xs font-medium",
                  BADGE_STYLES[badge],
                )}
              >
                {homeWords.projectsBadges[badge]}
              </li>
            ))}
          </ul>
        </div>
        <h4
          dir="auto"
          id={`project-${project.id}`}
          className="mt-2 text-xl font-bold tracking-tight sm:text-2xl"
        >
          {project.title}
        </h4>
        <p
          dir="auto"
          className="mt-3 text-[0.9375rem] leading-normal text-ink-muted sm:text-base sm:leading-relaxed"
        >
          {project.description}
        </p>
        {project.expandable ? (
          isFeatured ? (
            <p
              dir="auto"
              className="mt-3 text-[0.9375rem] leading-normal text-ink-muted sm:text-base sm:leading-relaxed"
            >
              {project.expandedContent}
            </p>
          ) : (
            <ExpandableText text={project.expandedContent} />
          )
        ) : null}
        <p className="mt-3 text-sm font-medium text-ink">
          <span className="sr-only">{homeWords.projectsTechnologies}</span>
          {/* Each name kept on one line. */}
          {project.technologies.map((technology, index) => (
            <Fragment key={technology}>
              {index > 0 ? TECHNOLOGY_SEPARATOR : null}
              <span className="whitespace-nowrap">{technology}</span>
            </Fragment>
          ))}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-4 print:flex-col print:gap-1">
          <Tooltip label={hostOf(project.link)}>
            <ExternalLink
              href={project.link}
              aria-label={homeWords.projectsVisitProject(project.title)}
              className={buttonStyles({ variant: "primary", size: "sm" })}
            >
              {homeWords.projectsVisit}
              <ExternalLinkIcon aria-hidden className="size-4 print:hidden" />
            </ExternalLink>
          </Tooltip>
          {project.githubLink ? (
            <Tooltip label={hostOf(project.githubLink) + new URL(project.githubLink).pathname}>
              <ExternalLink
                href={project.githubLink}
                aria-label={homeWords.projectsCodeFor(project.title)}
                className={buttonStyles({ variant: "secondary", size: "sm" })}
              >
                <CodeXml aria-hidden className="size-4 print:hidden" />
                {homeWords.projectsCode}
              </ExternalLink>
            </Tooltip>
          ) : null}
          {caseStudyPrintAddress ? (
            <PageLink
              to={caseStudyPath(project.id)}
              aria-label={homeWords.projectsReadCaseStudyOf(project.title)}
              data-print-address={caseStudyPrintAddress}
              className={buttonStyles({ variant: "secondary", size: "sm" })}
            >
              {homeWords.projectsReadCaseStudy}
              <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100 print:hidden" />
            </PageLink>
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
        dir="auto"
        id={textId}
        className={cn("mt-3 leading-relaxed text-ink-muted", !isExpanded && "js:not-print:hidden")}
      >
        {text}
      </p>
      <button
        type="button"
        aria-expanded={isExpanded}
        aria-controls={textId}
        onClick={() => setIsExpanded((expanded) => !expanded)}
        className="mt-3 hidden min-h-8 items-center self-start rounded-md text-sm font-semibold text-accent underline-offset-4 hover:underline js:not-print:inline-flex"
      >
        {isExpanded ? homeWords.projectsShowLess : homeWords.projectsReadMore}
      </button>
    </>
  );
}
