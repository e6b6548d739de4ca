/** Where the visitor's choice of theme is stored, read by the boot script before the first paint. */
export const THEME_STORAGE_KEY = "theme";

/**
 * The theme-color tag of a theme the visitor chose, put before the page's own
 * tags (one per system theme), so browsers take it first. It is added by
 * script, outside what React renders, whose tags must stay as prerendered.
 */
export const CHOSEN_THEME_COLOR_ID = "chosen-theme-color";
