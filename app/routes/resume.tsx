import { useMemo } from "react";
import type { Route } from "./+types/resume";
import { site } from "~/content/site";
import { PageFrame } from "~/components/chrome/page-frame";
import { Activities } from "~/components/resume/activities";
import { Education } from "~/components/resume/education";
import { ResumeExperience } from "~/components/resume/resume-experience";
import { ResumeHeader } from "~/components/resume/resume-header";
import { Skills } from "~/components/resume/skills";
import * as entriesWords from "~/i18n/messages/entries";
import * as resumeWords from "~/i18n/messages/resume";
import * as siteWords from "~/i18n/messages/site";
import { pageMeta, resumeTitle } from "~/lib/page-meta";
import { publicPath } from "~/lib/public-path";
import { resumeModel, resumeWordsOf } from "~/lib/resume-model";
import { periodOf } from "~/lib/site-dates";
import { quietIfOnlyAhead, reuseFetchedAhead } from "~/lib/fetched-ahead";
import { JSON_RESUME_FILE } from "~/lib/site-files";

/**
 * The resume's words in the site's language, each read by name: handing the
 * section itself on would make the bundle build it as an object at run time.
 */
const RESUME_WORDS = resumeWordsOf(
  siteWords.language,
  {
    jsonResume: resumeWords.jsonResume,
    downloadPdf: resumeWords.downloadPdf,
    email: resumeWords.email,
    location: resumeWords.location,
    education: resumeWords.education,
    courses: resumeWords.courses,
    gpa: resumeWords.gpa,
    expectedGraduation: resumeWords.expectedGraduation,
    experience: resumeWords.experience,
    activities: resumeWords.activities,
    skills: resumeWords.skills,
    place: resumeWords.place,
    activity: resumeWords.activity,
    labelled: resumeWords.labelled,
    listSeparator: resumeWords.listSeparator,
    pdfTitle: resumeWords.pdfTitle,
    pdfSubject: resumeWords.pdfSubject,
  },
  { period: entriesWords.period, present: entriesWords.present },
);

/** The machine-readable resume (JSON Resume), made at build time from the same content. */
export function links() {
  return [
    {
      rel: "alternate",
      type: "application/json",
      href: publicPath(`/${JSON_RESUME_FILE}`),
      title: RESUME_WORDS.jsonResumeTitle,
    },
  ];
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.head;
}

/** A role's period among the loader's: by its dates, which is how the resume model asks. */
const periodKey = (startDate: string, endDate?: string) => `${startDate}/${endDate ?? ""}`;

/**
 * Read at build time: the page's head, and each role's period in the site's
 * language, which reach the page in its HTML, so that its script carries no
 * code for the head and formats no date. Written in the browser, the first
 * date would load the locale's data (Intl.DateTimeFormat), 145 ms of a slow
 * phone's main thread (12x), which the page's load and a change of page to it
 * would wait for.
 */
export function loader() {
  return {
    head: pageMeta(site, {
      title: resumeTitle(site, entriesWords.titlesResume),
      description: site.seo.resumeDescription,
      path: "/resume",
    }),
    periods: Object.fromEntries(
      site.experience.map(({ startDate, endDate }) => [
        periodKey(startDate, endDate),
        periodOf(startDate, endDate),
      ]),
    ),
  };
}

/**
 * The periods from the host, on the way from another page: fetched ahead of
 * the tap with the page's modules (lib/fetch-ahead.ts) and reused then.
 */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return quietIfOnlyAhead(request, reuseFetchedAhead(request, serverLoader));
}

export default function ResumePage({ loaderData }: Route.ComponentProps) {
  const { periods } = loaderData;
  // The resume as lines, made once: the content is the build's, and the loader's data stays.
  const model = useMemo(
    () =>
      resumeModel(site, {
        ...RESUME_WORDS,
        period: (startDate, endDate) => periods[periodKey(startDate, endDate)]!,
      }),
    [periods],
  );
  return (
    <PageFrame ownerName={site.owner.name} copyrightYear={site.owner.copyrightYear}>
      <article className="mx-auto max-w-3xl space-y-8 rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-12 print:max-w-none print:space-y-4 print:border-0 print:p-0 print:shadow-none">
        <ResumeHeader model={model} pdfFileName={site.resume.pdf.fileName} />
        {model.sections.map((section) => {
          switch (section.kind) {
            case "education":
              return <Education key={section.id} section={section} between={model.words.between} />;
            case "experience":
              return <ResumeExperience key={section.id} section={section} />;
            case "activities":
              return <Activities key={section.id} section={section} />;
            case "skills":
              return <Skills key={section.id} section={section} />;
          }
        })}
      </article>
    </PageFrame>
  );
}
