import { Download } from "lucide-react";
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
      {/* Every contact item named by the same kind of label, so none depends on recognising an icon. */}
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-1 text-sm print:mt-2">
        {[{ label: "Email", text: email, url: `mailto:${email}` }, ...resume.links].map((link) => (
          <li key={link.url}>
            <ExternalLink
              href={link.url}
              aria-label={`${link.label}: ${link.text}`}
              className="inline-flex min-h-6 items-center gap-1.5 text-ink hover:text-accent print:[&::after]:hidden"
            >
              <span className="font-semibold text-ink-muted">{link.label}</span>
              {link.text}
            </ExternalLink>
          </li>
        ))}
        <li className="inline-flex min-h-6 items-center gap-1.5">
          <span className="font-semibold text-ink-muted">Location</span>
          {formatLocation(resume.location)}
        </li>
      </ul>
    </header>
  );
}
