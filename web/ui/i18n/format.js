/**
 * Numbers, lists and plurals the way one language writes them, from the
 * browser's own Intl data, so the message files hold words and not rules.
 */
export function formatters(lang) {
  // Each made when first used: every language's file makes its formatters as the page loads, where
  // making all of them took a phone's page a quarter of a second, for the one language shown.
  /** @type {Intl.NumberFormat | undefined} */ let numbers;
  /** @type {Intl.ListFormat | undefined} */ let lists;
  /** @type {Intl.ListFormat | undefined} */ let choices;
  /** @type {Intl.PluralRules | undefined} */ let plurals;
  return {
    /** 12345 → "12,345" in English, "12.345" in Italian. */
    number: (value) => (numbers ??= new Intl.NumberFormat(lang)).format(value),
    /** ["a", "b", "c"] → "a, b, and c" in English, "a, b e c" in Italian. */
    list: (items) => (lists ??= new Intl.ListFormat(lang, { type: "conjunction" })).format(items),
    /** ["a", "b", "c"] → "a, b, or c" in English, "a, b o c" in Italian. */
    either: (items) => (choices ??= new Intl.ListFormat(lang, { type: "disjunction" })).format(items),
    /** The form of `forms` ({one, other, ...}) that `count` takes. */
    plural: (count, forms) => forms[(plurals ??= new Intl.PluralRules(lang)).select(count)] ?? forms.other,
  };
}
