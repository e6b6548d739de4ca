import { site } from "~/content/site";
import * as entriesWords from "~/i18n/messages/entries";
import * as resumeWords from "~/i18n/messages/resume";
import { PageFrame } from "~/components/chrome/page-frame";
import { Activities } from "~/components/resume/activities";
import { Education } from "~/components/resume/education";
import { ResumeExperience } from "~/components/resume/resume-experience";
import { ResumeHeader } from "~/components/resume/resume-header";
import { Skills } from "~/components/resume/skills";
import { resumeTitle, pageMeta } from "~/lib/page-meta";
import { publicPath } from "~/lib/public-path";
import { JSON_RESUME_FILE } from "~/lib/site-files";

/** The machine-readable resume (JSON Resume), made at build time from the same content. */
export function links() {
  return [
    {
      rel: "alternate",
      type: "application/json",
      href: publicPath(`/${JSON_RESUME_FILE}`),
      title: resumeWords.jsonResume,
    },
  ];
}

export function meta() {
  return pageMeta(site, {
    title: resumeTitle(site, entriesWords.titlesResume),
    description: site.seo.resumeDescription,
    path: "/resume",
  });
}

export default function ResumePage() {
  const { owner, resume } = site;
  return (
    <PageFrame ownerName={owner.name} copyrightYear={owner.copyrightYear}>
      <article className="mx-auto max-w-3xl space-y-8 rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-12 print:max-w-none print:space-y-4 print:border-0 print:p-0 print:shadow-none">
        <ResumeHeader name={owner.name} email={owner.email} resume={resume} />
        <Education education={resume.education} />
        <ResumeExperience entries={site.experience} />
        <Activities activities={resume.activities} />
        <Skills skills={resume.skills} />
      </article>
    </PageFrame>
  );
}
