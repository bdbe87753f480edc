/**
 * The texts live in web/ui/i18n/<lang>.js; add a new key to every language file.
 *
 * `strings` is a live binding to the texts of the language in use, so
 * `import { strings } from "./strings.js"` always reads that language;
 * language.js chooses, remembers and switches it. English comes with the page's code; every
 * other language is made ready when first wanted (loadLanguage): the bundle holds every
 * language, but runs a language's module only when it is asked for (making all six took a
 * phone's page about a fifth of a second as it loaded, for the one it shows).
 */
import en from "./i18n/en.js";

/** The languages, in the switcher's order, each named in its own words. */
export const LANGUAGE_NAMES = { en: "English", it: "Italiano", fr: "Français", id: "Bahasa Indonesia", ko: "한국어", sw: "Kiswahili" };
export const LANGUAGES = Object.keys(LANGUAGE_NAMES);

/** @type {Record<string, typeof en>} */
const loaded = { en };

export let strings = en;
let current = "en";

/** Makes the texts of `lang` ready to be set (their module runs the first time). */
export async function loadLanguage(/** @type {string} */ lang) {
  if (!LANGUAGES.includes(lang)) throw new Error(`no texts in language ${JSON.stringify(lang)}`);
  loaded[lang] ??= /** @type {{default: typeof en}} */ (await import(`./i18n/${lang}.js`)).default;
}

/** Sets the language in use, whose texts loadLanguage made ready. */
export function setLanguage(/** @type {string} */ lang) {
  const texts = loaded[lang];
  if (!texts) throw new Error(`the texts in language ${JSON.stringify(lang)} are not loaded`);
  current = lang;
  strings = texts;
}

/** The code of the language in use: "en", "it", ... */
export const language = () => current;
