/**
 * Every language's dictionary, by its tag: for the build, which writes the
 * files made from the content (the PDF, the feed, the share images, llms.txt)
 * in the site's language. The pages import the sections they show from
 * ~/i18n/messages/<section>, which the build points at the site's language alone.
 */
import { dictionary as ar } from "./ar/index.ts";
import { dictionary as de } from "./de/index.ts";
import { dictionary as en, type Messages } from "./en/index.ts";
import { dictionary as es } from "./es/index.ts";
import { dictionary as fr } from "./fr/index.ts";
import { dictionary as he } from "./he/index.ts";
import { dictionary as hi } from "./hi/index.ts";
import { dictionary as ja } from "./ja/index.ts";
import { dictionary as ko } from "./ko/index.ts";
import type { Language } from "./languages.ts";
import { dictionary as ptBR } from "./pt-BR/index.ts";
import { dictionary as zhHans } from "./zh-Hans/index.ts";

export const DICTIONARIES: Record<Language, Messages> = {
  en,
  es,
  "pt-BR": ptBR,
  fr,
  de,
  "zh-Hans": zhHans,
  ja,
  ko,
  hi,
  ar,
  he,
};
