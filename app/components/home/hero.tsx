import { Link } from "react-router";
import { SCROLL_HINT_HIDE_AFTER_PX } from "~/constants";
import { cn } from "~/lib/cn";
import { useScrollDerived } from "~/lib/use-scroll-derived";
import { buttonStyles } from "~/components/ui/button-styles";
import { SectionLink } from "~/components/ui/section-link";
import { ScrollArrow } from "./scroll-arrow";

export interface CurrentRole {
  id: string;
  title: string;
  organization: string;
  period: string;
}

export function Hero({
  name,
  role,
  tagline,
  currentRoles,
}: {
  name: string;
  role: string;
  tagline: string;
  /** Roles still ongoing, shown beside the introduction on wide screens. */
  currentRoles: CurrentRole[];
}) {
  const isHintHidden = useScrollDerived(({ scrollY }) => scrollY > SCROLL_HINT_HIDE_AFTER_PX);

  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-svh items-center overflow-hidden pt-(--nav-height)"
    >
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_15%_10%,var(--color-accent-soft),transparent_70%),radial-gradient(40rem_24rem_at_90%_80%,var(--color-surface-muted),transparent_70%)]"
      />
      <div className="mx-auto grid w-full max-w-6xl items-center gap-12 px-5 pt-16 pb-28 sm:px-8 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
        <div>
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-line bg-surface/70 px-3 py-1 text-xs font-medium text-ink-muted sm:text-sm">
            <span aria-hidden className="size-2 rounded-full bg-success" />
            {role}
          </p>
          <h1
            id="hero-title"
            className="text-5xl leading-[1.05] font-extrabold tracking-tight text-balance sm:text-7xl"
          >
            {name}
          </h1>
          <p className="mt-6 max-w-2xl text-xl text-pretty text-ink-muted sm:text-2xl">{tagline}</p>
          <div className="mt-10 flex flex-wrap gap-3">
            <SectionLink sectionId="projects" className={buttonStyles({ variant: "primary" })}>
              See My Work
            </SectionLink>
            <Link to="/resume" className={buttonStyles({ variant: "secondary" })}>
              See Resume
            </Link>
          </div>
        </div>
        <div className="hidden rounded-3xl border border-line bg-surface/80 p-6 shadow-xl backdrop-blur lg:block">
          <p className="text-xs font-semibold tracking-widest text-ink-muted uppercase">
            Currently
          </p>
          <ul className="mt-4 space-y-4">
            {currentRoles.map((current) => (
              <li key={current.id} className="flex gap-3">
                <span aria-hidden className="mt-2 size-2 shrink-0 rounded-full bg-accent" />
                <div>
                  <p className="font-semibold">{current.organization}</p>
                  <p className="text-sm text-ink-muted">
                    {current.title} · {current.period}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <ScrollArrow
        className={cn(
          "absolute bottom-6 left-1/2 -translate-x-1/2 transition-[opacity,visibility] duration-300",
          isHintHidden && "invisible opacity-0",
        )}
      />
    </section>
  );
}
