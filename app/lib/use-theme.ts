import { useCallback, useSyncExternalStore } from "react";
import { PAGE_COLORS, type Theme } from "./design-tokens";
import { CHOSEN_THEME_COLOR_ID, THEME_STORAGE_KEY } from "./theme";

function showThemeColor(theme: Theme) {
  let meta = document.getElementById(CHOSEN_THEME_COLOR_ID) as HTMLMetaElement | null;
  if (!meta) {
    meta = Object.assign(document.createElement("meta"), {
      name: "theme-color",
      id: CHOSEN_THEME_COLOR_ID,
    });
    document.head.prepend(meta);
  }
  meta.content = PAGE_COLORS[theme];
}
const THEME_CHANGE_EVENT = "themechange";
const darkQuery = () => window.matchMedia("(prefers-color-scheme: dark)");

function currentTheme(): Theme {
  const chosen = document.documentElement.dataset.theme;
  if (chosen === "light" || chosen === "dark") return chosen;
  return darkQuery().matches ? "dark" : "light";
}

function subscribe(onChange: () => void): () => void {
  const query = darkQuery();
  query.addEventListener("change", onChange);
  window.addEventListener(THEME_CHANGE_EVENT, onChange);
  return () => {
    query.removeEventListener("change", onChange);
    window.removeEventListener(THEME_CHANGE_EVENT, onChange);
  };
}

/**
 * The theme in effect (null while prerendering, when it cannot be known) and a
 * toggle that stores the visitor's choice over the system setting.
 */
export function useTheme(): { theme: Theme | null; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => null);
  const toggleTheme = useCallback(() => {
    const next: Theme = currentTheme() === "dark" ? "light" : "dark";
    document.documentElement.dataset.theme = next;
    showThemeColor(next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage can be unavailable (private mode); the choice then lasts for this page.
    }
    window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
  }, []);
  return { theme, toggleTheme };
}
