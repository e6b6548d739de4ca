/**
 * The languages the site is written in: one dictionary each, in this folder,
 * named by its BCP 47 tag (docs/languages.md says how to add one).
 */
export const LANGUAGES = [
  "en",
  "es",
  "pt-BR",
  "fr",
  "de",
  "zh-Hans",
  "ja",
  "ko",
  "hi",
  "ar",
  "he",
] as const;

export type Language = (typeof LANGUAGES)[number];

/** The shipped language a tag names, however it is cased ("pt-br", "ZH-hans"), or none. */
export function shippedLanguage(tag: string): Language | undefined {
  let canonical: string;
  try {
    [canonical = ""] = Intl.getCanonicalLocales(tag);
  } catch {
    return undefined;
  }
  return LANGUAGES.find((language) => language === canonical);
}

/** Scripts written right to left, for an engine whose Intl.Locale cannot say. */
const RIGHT_TO_LEFT_SCRIPTS = new Set(["Adlm", "Arab", "Hebr", "Nkoo", "Rohg", "Syrc", "Thaa"]);

type LocaleWithTextInfo = Intl.Locale & {
  getTextInfo?: () => { direction?: string };
  textInfo?: { direction?: string };
};

/**
 * Which way a language is written, as Intl.Locale's text info says
 * (getTextInfo(), or the older textInfo); where the engine has neither, from
 * the language's likely script.
 */
export function textDirection(tag: string): "ltr" | "rtl" {
  const locale = new Intl.Locale(tag) as LocaleWithTextInfo;
  const direction = (locale.getTextInfo?.() ?? locale.textInfo)?.direction;
  if (direction === "rtl" || direction === "ltr") return direction;
  return RIGHT_TO_LEFT_SCRIPTS.has(locale.maximize().script ?? "") ? "rtl" : "ltr";
}

/** A language with its likeliest territory: "en-US", "he-IL", "zh-CN" (a PDF's /Lang). */
export function regionalTag(tag: string, separator = "-"): string {
  const { language, region } = new Intl.Locale(tag).maximize();
  return region ? `${language}${separator}${region}` : language;
}

/** Open Graph's locale, language and territory: "en_US", "he_IL", "zh_CN". */
export const openGraphLocale = (tag: string) => regionalTag(tag, "_");
