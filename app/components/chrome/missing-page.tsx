import { useEffect } from "react";
import { isRouteErrorResponse, useLocation } from "react-router";
import { NotFoundScreen } from "~/components/chrome/not-found-screen";

/**
 * The not-found screen of an address the router has found missing, which
 * logs the path to the console, as the specification's not-found page does.
 * The log is here rather than in the screen: at an address of a post's form
 * that names nothing, the root's HydrateFallback shows the screen while the
 * post's data is asked for, then the route's error boundary mounts it anew,
 * and each mount logged the path.
 */
export function MissingPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return <NotFoundScreen />;
}

/**
 * The error boundary of a route with a parameter, for an address of its form
 * that names nothing ("/writing/no-such-post"): its loader answers 404, shown
 * as the not-found screen. Any other error goes on to the root's screen.
 */
export function MissingPageBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <MissingPage />;
  throw error;
}
