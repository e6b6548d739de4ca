/** What the site's language implies, set by the build (vite.config.ts). */
interface ImportMetaEnv {
  /** The direction its language is written in: <html dir>. */
  readonly SITE_DIRECTION: "ltr" | "rtl";
  /** Its language and territory as Open Graph names them: "en_US", "he_IL". */
  readonly SITE_OPEN_GRAPH_LOCALE: string;
}
