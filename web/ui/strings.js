/**
 * The texts live in web/i18n/<lang>.js; add a new key to every language file.
 *
 * `strings` is a live binding to the texts of the language in use, so
 * `import { strings } from "./strings.js"` always reads that language;
 * language.js chooses, remembers and switches it.
 */
import en from "./i18n/en.js";
import fr from "./i18n/fr.js";
import id from "./i18n/id.js";
import it from "./i18n/it.js";
import ko from "./i18n/ko.js";
import sw from "./i18n/sw.js";

const MESSAGES = { en, it, fr, id, ko, sw };

/** The languages, in the switcher's order. */
export const LANGUAGES = Object.keys(MESSAGES);

export let strings = en;
let current = "en";

export function setLanguage(lang) {
  if (!Object.hasOwn(MESSAGES, lang)) throw new Error(`no texts in language ${JSON.stringify(lang)}`);
  current = lang;
  strings = MESSAGES[lang];
}

/** The code of the language in use: "en", "it", ... */
export const language = () => current;

/** The texts of any language (the switcher names each language in its own words). */
export const messagesIn = (lang) => MESSAGES[lang];
