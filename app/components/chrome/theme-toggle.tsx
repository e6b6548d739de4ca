import { Moon, Sun } from "lucide-react";
import * as siteWords from "~/i18n/messages/site";
import { useTheme } from "~/lib/use-theme";
import { Tooltip } from "~/components/ui/tooltip";

/** The id of the nav bar's last control, which each page's first paint waits for (app/root.tsx). */
export const THEME_TOGGLE_ID = "theme-toggle";

/**
 * Switches between light and dark, overriding the system setting. Both icons are
 * in the prerendered HTML and CSS shows the one for the theme in effect, so the
 * button looks right before script runs; without script, which it needs, it is not shown.
 */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  return (
    <Tooltip label={siteWords.navThemeToggle}>
      <button
        id={THEME_TOGGLE_ID}
        type="button"
        onClick={toggleTheme}
        aria-label={siteWords.navDarkTheme}
        aria-pressed={theme === null ? undefined : theme === "dark"}
        className="hidden size-10 place-items-center rounded-full text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink js:grid"
      >
        <Moon aria-hidden className="size-5 dark:hidden" />
        <Sun aria-hidden className="hidden size-5 dark:block" />
      </button>
    </Tooltip>
  );
}
