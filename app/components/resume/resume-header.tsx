import { Download } from "lucide-react";
import type { ResumeModel } from "~/lib/resume-model";
import { publicPath } from "~/lib/public-path";
import { buttonStyles } from "~/components/ui/button-styles";
import { ExternalLink } from "~/components/ui/external-link";

export function ResumeHeader({
  model: { name, headline, contacts, words },
  pdfFileName,
}: {
  model: ResumeModel;
  pdfFileName: string;
}) {
  return (
    <header>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl print:text-3xl">
            {name}
          </h1>
          <p className="mt-2 text-lg font-medium text-ink-muted print:text-base">{headline}</p>
        </div>
        <a
          href={publicPath(pdfFileName)}
          download
          className={buttonStyles({ variant: "primary", className: "shrink-0 print:hidden" })}
        >
          <Download aria-hidden className="size-4" />
          {words.downloadPdf}
        </a>
      </div>
      {/* Every contact item named by the same kind of label, so none depends on recognising an icon; the values line up. */}
      <ul className="mt-6 grid gap-x-8 text-sm sm:grid-cols-2 print:mt-2">
        {contacts.map((contact) =>
          contact.url ? (
            <li key={contact.url}>
              <ExternalLink
                href={contact.url}
                aria-label={`${words.labelled(contact.label)} ${contact.text}`}
                className="grid min-h-6 grid-cols-[5.5rem_1fr] items-center text-ink hover:text-accent print:[&::after]:hidden"
              >
                <span className="font-semibold text-ink-muted">{contact.label}</span>
                {contact.text}
              </ExternalLink>
            </li>
          ) : (
            <li key={contact.label} className="grid min-h-6 grid-cols-[5.5rem_1fr] items-center">
              <span className="font-semibold text-ink-muted">{contact.label}</span>
              {contact.text}
            </li>
          ),
        )}
      </ul>
    </header>
  );
}
