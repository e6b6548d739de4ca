import { Download } from "lucide-react";
import * as resumeWords from "~/i18n/messages/resume";
import type { Resume } from "~/content/schema";
import { publicPath } from "~/lib/public-path";
import { buttonStyles } from "~/components/ui/button-styles";
import { ExternalLink } from "~/components/ui/external-link";

export function ResumeHeader({
  name,
  email,
  resume,
}: {
  name: string;
  email: string;
  resume: Resume;
}) {
  return (
    <header>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl print:text-3xl">
            {name}
          </h1>
          <p dir="auto" className="mt-2 text-lg font-medium text-ink-muted print:text-base">
            {resume.headline}
          </p>
        </div>
        <a
          href={publicPath(resume.pdf.fileName)}
          download
          className={buttonStyles({ variant: "primary", className: "shrink-0 print:hidden" })}
        >
          <Download aria-hidden className="size-4" />
          {resumeWords.downloadPdf}
        </a>
      </div>
      {/* Every contact item named by the same kind of label, so none depends on recognising an icon; the values line up. */}
      <ul className="mt-6 grid gap-x-8 text-sm sm:grid-cols-2 print:mt-2">
        {[{ label: resumeWords.email, text: email, url: `mailto:${email}` }, ...resume.links].map(
          (link) => (
            <li key={link.url}>
              <ExternalLink
                href={link.url}
                aria-label={`${link.label}: ${link.text}`}
                className="grid min-h-6 grid-cols-[5.5rem_1fr] items-center text-ink hover:text-accent print:[&::after]:hidden"
              >
                <span className="font-semibold text-ink-muted">{link.label}</span>
                {link.text}
              </ExternalLink>
            </li>
          ),
        )}
        <li className="grid min-h-6 grid-cols-[5.5rem_1fr] items-center">
          <span className="font-semibold text-ink-muted">{resumeWords.location}</span>
          {resumeWords.place(resume.location.city, resume.location.region)}
        </li>
      </ul>
    </header>
  );
}
