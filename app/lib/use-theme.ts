import { useSyncExternalStore } from "react";
import type { Theme } from "./design-tokens";
import { currentTheme, subscribeToTheme, toggleTheme } from "./theme";

/**
 * The theme in effect (null while prerendering, when it cannot be known) and a
 * toggle that stores the visitor's choice over the system setting.
 */
export function useTheme(): { theme: Theme | null; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribeToTheme, currentTheme, () => null);
  return { theme, toggleTheme };
}
