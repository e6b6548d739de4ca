import { Download, Mail, MapPin } from "lucide-react";
import type { Resume } from "~/content/schema";
import { formatLocation } from "~/lib/format";
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
          <p className="mt-2 text-lg font-medium text-ink-muted print:text-base">
            {resume.headline}
          </p>
        </div>
        <a
          href={publicPath(resume.pdf.fileName)}
          download
          className={buttonStyles({ variant: "primary", className: "shrink-0 print:hidden" })}
        >
          <Download aria-hidden className="size-4" />
          Download PDF
        </a>
      </div>
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm print:mt-2">
        <li>
          <ExternalLink
            href={`mailto:${email}`}
            className="inline-flex min-h-6 items-center gap-1.5 text-ink hover:text-accent"
          >
            <Mail aria-hidden className="size-4 text-ink-muted print:hidden" />
            {email}
          </ExternalLink>
        </li>
        {resume.links.map((link) => (
          <li key={link.url}>
            <ExternalLink
              href={link.url}
              aria-label={`${link.label}: ${link.text}`}
              className="inline-flex min-h-6 items-center gap-1.5 text-ink hover:text-accent"
            >
              <span className="font-semibold text-ink-muted">{link.label}</span>
              {link.text}
            </ExternalLink>
          </li>
        ))}
        <li className="inline-flex items-center gap-1.5 text-ink-muted">
          <MapPin aria-hidden className="size-4 print:hidden" />
          {formatLocation(resume.location)}
        </li>
      </ul>
    </header>
  );
}
