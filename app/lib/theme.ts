import { useCallback, useSyncExternalStore } from "react";

export type Theme = "light" | "dark";

export const THEME_STORAGE_KEY = "theme";
const THEME_CHANGE_EVENT = "themechange";
const darkQuery = () => window.matchMedia("(prefers-color-scheme: dark)");

/**
 * Runs in <head> before the first paint: applies the visitor's stored theme
 * (so there is no flash of the system theme) and marks that script runs, which
 * is what lets the reveal animation hide content (without script all shows).
 */
export const THEME_BOOT_SCRIPT = `(function(d){d.classList.add("js");try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t==="light"||t==="dark")d.dataset.theme=t}catch(e){}})(document.documentElement)`;

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
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage can be unavailable (private mode); the choice then lasts for this page.
    }
    window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
  }, []);
  return { theme, toggleTheme };
}
