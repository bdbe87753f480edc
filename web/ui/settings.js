/**
 * The player's choices: game, level, card style, napola and each game's
 * target, remembered in localStorage; URL parameters (for embedding) win over
 * what is remembered:
 * ?game=scopa|scala40|briscola|scopone|tressette&level=easy|normal|hard&style=napoli|piacenza|french|numbers&napola=1&show_points=1&target=21&seed=42&sound=on|off
 * (`target` is the target of the game the page opens with; a game's own choices, ?players=4, ?variant=classico, ?declarations=0,
 * and Scopa's house rules, ?re_bello=1&capture=fifteen, in choices.js).
 * &practice=1 starts in practice, and &hints=0, &practice=0 turn the coach's hints and practice off.
 * The sound is on unless turned off, but in an embedded copy it is off unless the host asks
 * (`sound=on`), and a copy's choice is not kept for the game's own site.
 * The player's preferences (preferences.js: speed, card size, ...) are remembered here too;
 * an embedded copy uses the site's and keeps its own changes to this visit.
 */
import { STYLES } from "../cards/cards.js";
import { rememberedChoices } from "./choices.js";
import { preferences, setPreferences } from "./preferences.js";

export { preferences };

export const LEVELS = ["easy", "normal", "hard"];
const MAX_SEED = 2 ** 53 - 1;
const STORAGE_KEY = "mazzo.settings";

/** @typedef {import("../types").Settings} Settings */
/** @typedef {import("../types").OptionChoices} OptionChoices */

/**
 * Reads the settings from the URL and storage for the games named; unknown or malformed values are ignored.
 * The target and the napola are what was asked, until `fitToEngine` holds them to what the engine offers.
 * @param {string[]} names
 * @returns {Settings}
 */
export function loadSettings(names) {
  const params = new URLSearchParams(location.search);
  const stored = readStored();
  /** @param {string} name @param {readonly unknown[]} allowed @param {any} fallback */
  const pick = (name, allowed, fallback) => [params.get(name), stored[name]].find((value) => allowed.includes(value)) ?? fallback;
  const game = pick("game", names, names[0]);
  const napolaParam = params.get("napola");
  const showPointsParam = params.get("show_points");
  // A shared deal (?deal=, daily.js's link) is dealt as a seed.
  const seedText = params.get("seed") ?? params.get("deal") ?? "";
  const seed = /^\d{1,16}$/.test(seedText) ? Number(seedText) : null;
  const storedTargets = typeof stored.targets === "object" && stored.targets ? stored.targets : {};
  /** @type {Record<string, number>} */
  const targets = {};
  for (const name of names) {
    const asked = name === game ? Number(params.get("target") ?? NaN) : NaN;
    const target = [asked, storedTargets[name]].find(Number.isInteger);
    if (target !== undefined) targets[name] = target;
  }
  const storedNapola = typeof stored.napola === "boolean" ? stored.napola : null;
  setPreferences(stored.preferences);
  return {
    game,
    level: pick("level", LEVELS, "normal"),
    style: pick("style", STYLES, STYLES[0]),
    napola: napolaParam === "1" || napolaParam === "0" ? napolaParam === "1" : storedNapola,
    showPoints: showPointsParam === "1" || showPointsParam === "0" ? showPointsParam === "1" : stored.showPoints === true,
    targets,
    choices: rememberedChoices(stored),
    /** The first game's seed, or null to let the engine draw one. */
    seed: seed !== null && seed <= MAX_SEED ? seed : null,
    // The coach
    practice: params.get("practice") !== "0" && (params.get("practice") === "1" || stored.practice === true),
    allows: { hints: params.get("hints") !== "0", practice: params.get("practice") !== "0" },
    // Sound (the table's sounds).
    sound: soundAsked(params.get("sound"), stored.sound),
    together: togetherOf(stored.together),
  };
}

/**
 * Holds the target of each game the page plays (`names`), and the napola, to
 * the choices the engine offers (ping's `options`): what was asked when it is
 * offered, else the engine's default.
 * @param {Settings} settings
 * @param {Record<string, OptionChoices>} options
 * @param {string[]} names
 */
export function fitToEngine(settings, options, names) {
  for (const name of names) {
    const { target, napola } = options[name] ?? {};
    if (target) settings.targets[name] = /** @type {number} */ (fitted(target, settings.targets[name]));
    if (napola) settings.napola = /** @type {boolean} */ (fitted(napola, settings.napola));
  }
}

/** The value asked when `option` offers it, else its default. */
const fitted = (/** @type {OptionChoices[string]} */ option, /** @type {unknown} */ asked) => (option.choices.includes(asked) ? asked : option.default);

/** Remembers the choices for the next visit. */
export function saveSettings(/** @type {Settings} */ { style, level, napola, showPoints, targets, choices, practice, sound: soundOn, together }) {
  // Sound, the card style and the preferences: an embedded copy keeps the site's own as they were.
  const site = readStored();
  const [sound, cards, kept] = embedded() ? [site.sound, site.style, site.preferences] : [soundOn, style, preferences];
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ style: cards, level, napola, showPoints, targets, choices, practice, sound, preferences: kept, together }));
  } catch {
    // Storage can be switched off (private windows, sandboxed frames): the choice lasts this visit.
  }
}

/** The n-th game of a page opened with ?seed=S uses seed S + n, so "New game" deals new cards. */
export function nthSeed(/** @type {number | null} */ seed, /** @type {number} */ n) {
  return seed === null ? null : (seed + n) % (MAX_SEED + 1);
}

/** Whether this page is a copy embedded in another (whose choices are not the site's to keep). */
export const embedded = () => window.parent !== window;
/** The sound it starts with: `sound=on` or `off` in the URL wins; else an embedded copy is silent, and the site sounds unless turned off. */
function soundAsked(/** @type {string | null} */ param, /** @type {unknown} */ stored) {
  if (param === "on" || param === "off") return param === "on";
  return !embedded() && stored !== false;
}

/**
 * Who sat at each table, as remembered: per "game:seats", seat 0 a person's name, every other a
 * name or null (a computer); anything else is dropped. Names are held to NAME_LENGTH.
 * @returns {Settings["together"]}
 */
function togetherOf(/** @type {unknown} */ stored) {
  if (!stored || typeof stored !== "object") return {};
  const fits = (/** @type {unknown} */ seats) =>
    Array.isArray(seats) && seats.length >= 2 && seats.length <= 4 && typeof seats[0] === "string"
    && seats.every((seat) => seat === null || (typeof seat === "string" && seat.length <= NAME_LENGTH));
  return Object.fromEntries(Object.entries(stored).filter(([key, seats]) => /^[a-z0-9]+:[234]$/.test(key) && fits(seats)));
}

/** The longest name a person may give (in UTF-16 units, as an input's maxlength counts). */
export const NAME_LENGTH = 20;

/** @returns {Record<string, any>} */
function readStored() {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}");
    return value && typeof value === "object" ? value : {};
  } catch {
    return {};
  }
}
