import { ArrowLeft } from "lucide-react";
import { PageLink } from "~/components/ui/page-link";

/** The way back above a page's title: "All writing", "All projects". */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <PageLink
      to={to}
      className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-accent underline-offset-4 hover:underline print:hidden"
    >
      <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
      {label}
    </PageLink>
  );
}
