import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * Whether React runs the page: false in the prerendered HTML and while the
 * component hydrates (useSyncExternalStore's server snapshot), true from the
 * render after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
