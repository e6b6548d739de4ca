/**
 * The site's colours, each as its light and dark theme value. This is their
 * one source: the stylesheet gets them as --color-<name> variables (written
 * into app.css's theme by pipeline/plugins/design-tokens.ts, so Tailwind makes
 * bg-page, text-ink-muted and so on from them), and the browser bar's colour,
 * the manifest, the share image, the resume PDF and the project illustrations
 * read them here.
 */

/**
 * The page background, apart so that the browser code, which needs only this
 * colour, ships only this colour.
 */
export const PAGE_COLORS = { light: "#f7f8fb", dark: "#0a0c12" } as const;
export const COLORS = {
  page: PAGE_COLORS,
  surface: { light: "#ffffff", dark: "#121622" },
  surfaceMuted: { light: "#eef1f6", dark: "#1a1f2e" },
  ink: { light: "#0f172a", dark: "#e9edf5" },
  inkMuted: { light: "#4a5568", dark: "#a7b0c3" },
  line: { light: "#dfe4ec", dark: "#272e3f" },
  accent: { light: "#4338ca", dark: "#939bff" },
  accentStrong: { light: "#3730a3", dark: "#b4baff" },
  onAccent: { light: "#ffffff", dark: "#0a0c12" },
  accentSoft: { light: "#e9e8fd", dark: "#1f2245" },
  success: { light: "#166534", dark: "#6ee7a1" },
  successSoft: { light: "#dcfce7", dark: "#0f2a1c" },
  warning: { light: "#92400e", dark: "#fcd27b" },
  warningSoft: { light: "#fef3c7", dark: "#2c2210" },
  focus: { light: "#4338ca", dark: "#c7cbff" },
  // The callouts in posts (app.css), with success and warning: each at least
  // 6:1 against the page and the surface in its theme.
  info: { light: "#1d4ed8", dark: "#93c5fd" },
  emphasis: { light: "#6d28d9", dark: "#c4b5fd" },
  danger: { light: "#b91c1c", dark: "#fca5a5" },
  // Code in posts, one colour per kind of token (pipeline/plugins/compile-mdx.ts), each at
  // least 4.5:1 against surfaceMuted, the code block's background.
  codeKeyword: { light: "#6d28d9", dark: "#c4b5fd" },
  codeString: { light: "#166534", dark: "#86efac" },
  codeComment: { light: "#4a5568", dark: "#a7b0c3" },
  codeConstant: { light: "#92400e", dark: "#fcd27b" },
  codeFunction: { light: "#1d4ed8", dark: "#93c5fd" },
  codeParameter: { light: "#9f1239", dark: "#fda4af" },
} as const;

export type Theme = "light" | "dark";
export type ColorName = keyof typeof COLORS;

/** Every colour as one theme shows it: `palette("dark").ink`. */
export function palette(theme: Theme): Record<ColorName, string> {
  return Object.fromEntries(
    Object.entries(COLORS).map(([name, values]) => [name, values[theme]]),
  ) as Record<ColorName, string>;
}
