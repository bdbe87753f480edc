/**
 * The page's language: ?lang= first, then the one the player chose on this
 * device (remembered in localStorage), then the browser's preferred
 * languages, else English. The player switches in the settings room
 * (app/views/settings-room.js). Switching changes the texts at once: whatever
 * shows text listens with onLanguageChange and redraws; nothing reloads and
 * the game goes on.
 */
import { embedded } from "./settings.js";
import { LANGUAGES, language, loadLanguage, setLanguage } from "./strings.js";

const STORAGE_KEY = "mazzo.language";
const FALLBACK = "en";
const listeners = [];

/** "fr-CA" → "fr". */
const primary = (tag) => String(tag).toLowerCase().split("-")[0];

/** The language to start in; unknown values are passed over. */
export function chooseLanguage({ search = location.search, stored = readStored(), preferred = navigator.languages ?? [] } = {}) {
  const candidates = [new URLSearchParams(search).get("lang"), stored, ...preferred.map(primary)];
  return candidates.find((code) => code !== null && LANGUAGES.includes(code)) ?? FALLBACK;
}

/** Sets the starting language, its texts made ready, before anything is shown. */
export async function startLanguage() {
  const lang = chooseLanguage();
  await loadLanguage(lang);
  apply(lang);
}

/** Calls `listener(lang)` after every switch. */
export function onLanguageChange(listener) {
  listeners.push(listener);
}

/**
 * Switches to `lang` once its texts are ready, remembers it (an embedded copy leaves the site's
 * choice as it was), and tells every listener; resolves when they have heard.
 */
export async function switchLanguage(lang) {
  if (!LANGUAGES.includes(lang)) throw new Error(`unknown language ${JSON.stringify(lang)}`);
  if (lang === language()) return;
  await loadLanguage(lang);
  apply(lang);
  if (!embedded()) remember(lang);
  // A ?lang= in the address would win on the next visit: it follows the choice (no navigation).
  const url = new URL(location.href);
  if (url.searchParams.has("lang")) {
    url.searchParams.set("lang", lang);
    history.replaceState(history.state, "", url);
  }
  for (const listener of listeners) listener(lang);
}

function apply(lang) {
  setLanguage(lang);
  document.documentElement.lang = lang;
}

function remember(lang) {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Storage can be switched off (private windows, sandboxed frames): the choice lasts this visit.
  }
}

function readStored() {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}
