/**
 * A count in words, by the language's plural rules (Intl.PluralRules): each
 * form names the categories the language has ("one", "two", "few", "many",
 * "other"), "#" standing for the number as the language writes it (Intl.NumberFormat).
 * "zero" is matched by the count itself, where a language has a word for none.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export function plural(language: string, count: number, forms: PluralForms): string {
  const form =
    (count === 0 ? forms.zero : undefined) ??
    forms[new Intl.PluralRules(language).select(count)] ??
    forms.other;
  return form.replaceAll("#", new Intl.NumberFormat(language).format(count));
}
