import { useSyncExternalStore } from "react";

/** One query for the page, shared by every component that asks (each page link does). */
let query: MediaQueryList | undefined;
const reducedMotion = () => (query ??= window.matchMedia("(prefers-reduced-motion: reduce)"));

function subscribe(onChange: () => void): () => void {
  reducedMotion().addEventListener("change", onChange);
  return () => reducedMotion().removeEventListener("change", onChange);
}

/** Whether the visitor asked for less motion; false while prerendering. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reducedMotion().matches,
    () => false,
  );
}
