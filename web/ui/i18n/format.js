/**
 * Numbers, lists and plurals the way one language writes them, from the
 * browser's own Intl data, so the message files hold words and not rules.
 */
export function formatters(lang) {
  const numbers = new Intl.NumberFormat(lang);
  const lists = new Intl.ListFormat(lang, { type: "conjunction" });
  const choices = new Intl.ListFormat(lang, { type: "disjunction" });
  const plurals = new Intl.PluralRules(lang);
  return {
    /** 12345 → "12,345" in English, "12.345" in Italian. */
    number: (value) => numbers.format(value),
    /** ["a", "b", "c"] → "a, b, and c" in English, "a, b e c" in Italian. */
    list: (items) => lists.format(items),
    /** ["a", "b", "c"] → "a, b, or c" in English, "a, b o c" in Italian. */
    either: (items) => choices.format(items),
    /** The form of `forms` ({one, other, ...}) that `count` takes. */
    plural: (count, forms) => forms[plurals.select(count)] ?? forms.other,
  };
}
