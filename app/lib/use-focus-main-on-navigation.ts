import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After moving to another page within the app, puts focus on its <main>, so a
 * screen reader announces the new page and the next Tab starts from its content
 * (a full page load does this by itself; client-side navigation does not).
 */
export function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname]);
}
