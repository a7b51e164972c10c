/**
 * Counts in words: "1 year", "3 years", "0 candidates". Every count the app shows goes through
 * here, so the choice between the one and the other form follows the language's plural rules
 * (Intl.PluralRules) instead of a hand-written `n === 1` at each call site.
 */
const rules = new Intl.PluralRules('en-US');

/** The noun's form for `count`; `other` defaults to the noun with an "s". */
export function pluralNoun(count: number, one: string, other = `${one}s`): string {
  return rules.select(count) === 'one' ? one : other;
}

/** `count` followed by its noun in the right form, e.g. plural(1, 'year') is "1 year". */
export function plural(count: number, one: string, other?: string): string {
  return `${count.toLocaleString('en-US')} ${pluralNoun(count, one, other)}`;
}
