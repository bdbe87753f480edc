/**
 * The page's language: ?lang= first, then the one the player chose on this
 * device (remembered in localStorage), then the browser's preferred
 * languages, else English. Switching changes the texts at once: whatever
 * shows text listens with onLanguageChange and redraws; nothing reloads and
 * the game goes on.
 */
import { LANGUAGES, language, messagesIn, setLanguage, strings } from "./strings.js";

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

/** Sets the starting language, before anything is shown. */
export function startLanguage() {
  apply(chooseLanguage());
}

/** Calls `listener(lang)` after every switch. */
export function onLanguageChange(listener) {
  listeners.push(listener);
}

/** Switches to `lang`, remembers it, and tells every listener. */
export function switchLanguage(lang) {
  if (!LANGUAGES.includes(lang)) throw new Error(`unknown language ${JSON.stringify(lang)}`);
  if (lang === language()) return;
  apply(lang);
  remember(lang);
  // A ?lang= in the address would win on the next visit: it follows the choice (no navigation).
  const url = new URL(location.href);
  if (url.searchParams.has("lang")) {
    url.searchParams.set("lang", lang);
    history.replaceState(history.state, "", url);
  }
  for (const listener of listeners) listener(lang);
}

/**
 * The switcher: `button` opens `dialog`, which lists every language in its
 * own name (and its own lang, so a screen reader says it right).
 */
export function createLanguageSwitch(button, dialog) {
  button.setAttribute("aria-haspopup", "dialog");
  button.addEventListener("click", () => {
    const heading = document.createElement("h2");
    heading.id = `${dialog.id}-title`;
    heading.className = "title";
    heading.textContent = strings.languageSwitch;
    const choices = document.createElement("div");
    choices.className = "choices";
    for (const code of LANGUAGES) {
      const choice = document.createElement("button");
      choice.type = "button";
      choice.lang = code;
      choice.dataset.lang = code;
      choice.textContent = messagesIn(code).language.name;
      if (code === language()) {
        choice.setAttribute("aria-current", "true");
        choice.autofocus = true;
      }
      choice.addEventListener("click", () => {
        dialog.close();
        switchLanguage(code);
      });
      choices.append(choice);
    }
    const close = document.createElement("button");
    close.type = "button";
    close.className = "secondary";
    close.textContent = strings.close;
    close.addEventListener("click", () => dialog.close());
    dialog.setAttribute("aria-labelledby", heading.id);
    dialog.replaceChildren(heading, choices, close);
    dialog.addEventListener("close", () => button.focus(), { once: true });
    dialog.showModal();
    dialog.querySelector("[autofocus]")?.focus();
  });
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
