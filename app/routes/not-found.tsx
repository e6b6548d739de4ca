import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { site } from "~/content/site";
import { Footer } from "~/components/chrome/footer";
import { NavBar } from "~/components/chrome/nav-bar";
import { buttonStyles } from "~/components/ui/button-styles";

export function meta() {
  return [
    { title: `Page not found — ${site.owner.name}` },
    { name: "description", content: "This page does not exist." },
    { name: "robots", content: "noindex" },
  ];
}

export default function NotFound() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <>
      <NavBar ownerName={site.owner.name} />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex min-h-svh max-w-xl flex-col items-center justify-center px-6 pt-(--nav-height) text-center"
      >
        <p className="bg-gradient-to-br from-accent to-accent-strong bg-clip-text text-8xl font-extrabold tracking-tighter text-transparent sm:text-9xl">
          404
        </p>
        <h1 className="mt-4 text-2xl font-semibold">Oops! Page not found</h1>
        <p className="mt-2 text-ink-muted">
          The page you are looking for does not exist or has moved.
        </p>
        <Link to="/" className={buttonStyles({ variant: "primary", className: "mt-8" })}>
          Return to Home
        </Link>
      </main>
      <Footer ownerName={site.owner.name} copyrightYear={site.owner.copyrightYear} />
    </>
  );
}
