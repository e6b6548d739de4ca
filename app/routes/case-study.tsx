import { caseStudies } from "virtual:writing";
import { ExternalLink as ExternalLinkIcon } from "lucide-react";
import { Outlet } from "react-router";
import type { Route } from "./+types/case-study";
import { site } from "~/content/site";
import { buttonStyles } from "~/components/ui/button-styles";
import { ExternalLink } from "~/components/ui/external-link";
import { PageLink } from "~/components/ui/page-link";
import { ArticleHeader } from "~/components/writing/article-header";
import { ArticlePage } from "~/components/writing/article-page";
import { caseStudyKicker, caseStudyTitle, formatTechnologies } from "~/lib/format";
import { pageMeta } from "~/lib/page-meta";
import { shareImageFileOf } from "~/lib/site-files";
import { articleJsonLd } from "~/lib/structured-data";

const studyByProject = new Map(caseStudies.map((study) => [study.projectId, study]));

/**
 * A project's case study: its MDX module (its route, in app/routes.ts) is the
 * body; this lays it out beside the project's facts from the content.
 */
export function loader({ url }: Route.LoaderArgs) {
  // Every route inside this layout is a case study's (app/routes.ts), named by its project's id.
  return { study: studyByProject.get(url.pathname.split("/").pop()!)! };
}

const projectOf = (projectId: string) => site.projects.find((project) => project.id === projectId)!;

export { revalidateOnPathChange as shouldRevalidate } from "~/lib/revalidate-on-path";

export function meta({ loaderData }: Route.MetaArgs) {
  const { study } = loaderData;
  const project = projectOf(study.projectId);
  const { path } = study;
  const imageFile = shareImageFileOf(path);
  const title = caseStudyTitle(project.title, study.title);
  return [
    ...pageMeta(site, {
      title: `${title} — ${site.owner.name}`,
      description: study.summary,
      path,
      image: { file: imageFile, alt: `${title}, by ${site.owner.name}` },
      article: { published: study.date, modified: study.updated },
    }),
    {
      "script:ld+json": articleJsonLd(site, {
        type: "Article",
        title,
        summary: study.summary,
        date: study.date,
        updated: study.updated,
        path,
        imageFile,
      }),
    },
  ];
}

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { study } = loaderData;
  const project = projectOf(study.projectId);
  const { owner } = site;
  return (
    <ArticlePage ownerName={owner.name} copyrightYear={owner.copyrightYear}>
      <ArticleHeader
        back={{ to: "/#projects", label: "All projects" }}
        kicker={caseStudyKicker(project.title)}
        title={study.title}
        date={study.date}
        updated={study.updated}
        readingMinutes={study.readingMinutes}
      >
        <p className="mt-5 text-lg text-pretty text-ink-muted">{study.summary}</p>
        <dl className="mt-6 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">Project</dt>
          <dd className="text-ink-muted">{project.category}</dd>
          <dt className="font-semibold">Built with</dt>
          <dd className="text-ink-muted">{formatTechnologies(project.technologies)}</dd>
        </dl>
        <p className="mt-6 flex flex-wrap gap-3">
          <ExternalLink
            href={project.link}
            className={buttonStyles({ variant: "secondary", size: "sm" })}
          >
            Visit {project.title}
            <ExternalLinkIcon aria-hidden className="size-4" />
          </ExternalLink>
          {project.githubLink ? (
            <ExternalLink
              href={project.githubLink}
              className={buttonStyles({ variant: "secondary", size: "sm" })}
            >
              Source code
            </ExternalLink>
          ) : null}
        </p>
      </ArticleHeader>
      <div className="article-body">
        <Outlet />
      </div>
      <p className="mt-14 border-t border-line pt-8 print:hidden">
        <PageLink to="/#projects" className={buttonStyles({ variant: "secondary" })}>
          Back to all projects
        </PageLink>
      </p>
    </ArticlePage>
  );
}
