import { caseStudies } from "virtual:writing";
import * as siteWords from "~/i18n/messages/site";
import * as articleWords from "~/i18n/messages/article";
import { caseStudyBodies } from "virtual:writing-bodies";
import { ExternalLink as ExternalLinkIcon } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/case-study";
import { site } from "~/content/site";
import { MissingPageBoundary } from "~/components/chrome/missing-page";
import { buttonStyles } from "~/components/ui/button-styles";
import { ExternalLink } from "~/components/ui/external-link";
import { PageLink } from "~/components/ui/page-link";
import { ArticleBody, loadBody, withBody } from "~/components/writing/article-body";
import { ArticleContents } from "~/components/writing/article-contents";
import { ArticleHeader } from "~/components/writing/article-header";
import { ArticlePage } from "~/components/writing/article-page";
import { quietIfOnlyAhead, reuseFetchedAhead } from "~/lib/fetched-ahead";
import { formatTechnologies } from "~/lib/format";
import { pageMeta } from "~/lib/page-meta";
import { shareImageFileOf } from "~/lib/site-files";
import { articleJsonLd } from "~/lib/structured-data";

const projectOf = (projectId: string) => site.projects.find((project) => project.id === projectId)!;

/**
 * A project's case study, at /projects/<project id>, beside the project's
 * facts from the content. Read at build time, for each case study (pipeline/content/pages.ts).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const study = caseStudies.find((entry) => entry.projectId === params.id);
  if (!study) throw data(null, { status: 404 });
  const { contents } = await loadBody(caseStudyBodies[study.projectId]!);
  return { study, contents, head: headOf(study) };
}

/** The case study's head, made at build time so that the page's script carries no code for it. */
function headOf(study: (typeof caseStudies)[number]) {
  const project = projectOf(study.projectId);
  const { path } = study;
  const imageFile = shareImageFileOf(path);
  const title = articleWords.caseStudyTitle(project.title, study.title);
  return [
    ...pageMeta(site, {
      title: `${title} — ${site.owner.name}`,
      description: study.summary,
      path,
      image: { file: imageFile, alt: articleWords.shareImageAlt(title, site.owner.name) },
      article: { published: study.date, modified: study.updated },
    }),
    {
      "script:ld+json": articleJsonLd(site, siteWords.language, {
        type: "Article",
        title,
        summary: study.summary,
        date: study.date,
        updated: study.updated,
        path,
        imageFile,
        language: study.language,
      }),
    },
  ];
}

/**
 * The case study's data from the host, and its body, whenever the page did not carry
 * them: on the way from another page, and for 404.html served at an address of
 * this form, where the host's 404 for the data shows the not-found screen.
 */
export function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  return quietIfOnlyAhead(
    request,
    withBody(reuseFetchedAhead(request, serverLoader), caseStudyBodies[params.id], request.url),
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <MissingPageBoundary error={error} />;
}

export function meta({ loaderData }: Route.MetaArgs) {
  // None for an address that names nothing: the not-found screen has its own.
  return loaderData?.head ?? [];
}

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { study } = loaderData;
  const project = projectOf(study.projectId);
  const { owner } = site;
  return (
    <ArticlePage ownerName={owner.name} copyrightYear={owner.copyrightYear}>
      <ArticleHeader
        back={{ to: "/#projects", label: articleWords.caseStudyAllProjects }}
        kicker={articleWords.caseStudyKicker(project.title)}
        title={study.title}
        language={study.language}
        date={study.date}
        updated={study.updated}
        shownDate={study.shownDate}
        shownUpdated={study.shownUpdated}
        shownReadingTime={study.shownReadingTime}
      >
        <p className="mt-5 text-lg text-pretty text-ink-muted">{study.summary}</p>
        <dl className="mt-6 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{articleWords.caseStudyProject}</dt>
          <dd className="text-ink-muted">{project.category}</dd>
          <dt className="font-semibold">{articleWords.caseStudyBuiltWith}</dt>
          <dd className="text-ink-muted">{formatTechnologies(project.technologies)}</dd>
        </dl>
        <p className="mt-6 flex flex-wrap gap-3">
          <ExternalLink
            href={project.link}
            className={buttonStyles({ variant: "secondary", size: "sm" })}
          >
            {articleWords.caseStudyVisitProject(project.title)}
            <ExternalLinkIcon aria-hidden className="size-4" />
          </ExternalLink>
          {project.githubLink ? (
            <ExternalLink
              href={project.githubLink}
              className={buttonStyles({ variant: "secondary", size: "sm" })}
            >
              {articleWords.caseStudySourceCode}
            </ExternalLink>
          ) : null}
        </p>
      </ArticleHeader>
      <ArticleContents contents={loaderData.contents} />
      <ArticleBody load={caseStudyBodies[study.projectId]!} language={study.language} />
      <p className="mt-14 border-t border-line pt-8 print:hidden">
        <PageLink to="/#projects" className={buttonStyles({ variant: "secondary" })}>
          {articleWords.caseStudyBackToProjects}
        </PageLink>
      </p>
    </ArticlePage>
  );
}
