/**
 * The theme: the visitor's stored choice, which the boot script applies before
 * the first paint (app/inline-scripts/boot.ts), and the toggle's change of it.
 * Without a choice the page follows the system setting through CSS alone.
 */
import { PAGE_COLORS, type Theme } from "./design-tokens";

/** Where the visitor's choice of theme is stored. */
export const THEME_STORAGE_KEY = "theme";

/**
 * The theme-color tag of a theme the visitor chose, put before the page's own
 * tags (one per system theme), so browsers take it first. It is added by
 * script, outside what React renders, whose tags must stay as prerendered.
 */
const CHOSEN_THEME_COLOR_ID = "chosen-theme-color";

/** Fired on window when the visitor chooses a theme. */
const THEME_CHANGE_EVENT = "themechange";

const darkQuery = () => window.matchMedia("(prefers-color-scheme: dark)");

/** Shows `theme` over the system setting: the page's colours and the browser's bars. */
function showTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
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

/** Before the first paint: shows the theme the visitor chose on an earlier visit, if any. */
export function showStoredTheme(): void {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    if (stored === "light" || stored === "dark") showTheme(stored);
  } catch {
    // Storage can be unavailable (private mode): the system setting applies.
  }
}

/** The theme in effect: the visitor's choice, else the system's. */
export function currentTheme(): Theme {
  const chosen = document.documentElement.dataset.theme;
  if (chosen === "light" || chosen === "dark") return chosen;
  return darkQuery().matches ? "dark" : "light";
}

/** Calls `onChange` whenever the theme in effect may have changed. */
export function subscribeToTheme(onChange: () => void): () => void {
  const query = darkQuery();
  query.addEventListener("change", onChange);
  window.addEventListener(THEME_CHANGE_EVENT, onChange);
  return () => {
    query.removeEventListener("change", onChange);
    window.removeEventListener(THEME_CHANGE_EVENT, onChange);
  };
}

/** Counts the visitor's switches, so that only the last one ends the pause in transitions. */
let switches = 0;

/**
 * Switches to the other theme and stores the choice over the system setting.
 * Every colour changes in the same frame: app.css holds every transition off
 * until that frame has been drawn, so no control's colour trails the page (a
 * transition under way, such as a card being revealed, ends at once), and the
 * frame does not start one transition per control (at 4x CPU slowdown the
 * toggle's Interaction to Next Paint went from 112 to 88 ms, median of 9 runs
 * each, measured as node tools/bench-clicks.ts --interactions does).
 */
export function toggleTheme(): void {
  const next: Theme = currentTheme() === "dark" ? "light" : "dark";
  const root = document.documentElement;
  const thisSwitch = ++switches;
  root.dataset.themeSwitching = "";
  // Animation frame callbacks run before the frame's style is computed: the
  // timer after it runs once that frame has been drawn.
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (thisSwitch === switches) delete root.dataset.themeSwitching;
    }),
  );
  showTheme(next);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page.
  }
  window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
}
