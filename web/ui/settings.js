/**
 * The player's choices: card style, level and napola, remembered in
 * localStorage; URL parameters (for embedding) win over what is remembered:
 * ?game=scopa&level=easy|normal|hard&style=napoli|piacenza|french&napola=1&seed=42
 */
import { STYLES } from "../cards/cards.js";

export const LEVELS = ["easy", "normal", "hard"];
const MAX_SEED = 2 ** 53 - 1;
const STORAGE_KEY = "mazzo.settings";

/** Reads the settings from the URL and storage for one of `games`; unknown or malformed values are ignored. */
export function loadSettings(games) {
  const params = new URLSearchParams(location.search);
  const stored = readStored();
  const pick = (name, allowed, fallback) =>
    [params.get(name), stored[name]].find((value) => allowed.includes(value)) ?? fallback;
  const napolaParam = params.get("napola");
  const seedText = params.get("seed") ?? "";
  const seed = /^\d{1,16}$/.test(seedText) ? Number(seedText) : null;
  return {
    game: pick("game", games, games[0]),
    level: pick("level", LEVELS, "normal"),
    style: pick("style", STYLES, STYLES[0]),
    napola: napolaParam === "1" || napolaParam === "0" ? napolaParam === "1" : stored.napola === true,
    /** The first game's seed, or null to let the engine draw one. */
    seed: seed !== null && seed <= MAX_SEED ? seed : null,
  };
}

/** Remembers the style, level and napola choice for the next visit. */
export function saveSettings({ style, level, napola }) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ style, level, napola }));
  } catch {
    // Storage can be switched off (private windows, sandboxed frames): the choice lasts this visit.
  }
}

/** The n-th game of a page opened with ?seed=S uses seed S + n, so "New game" deals new cards. */
export function nthSeed(seed, n) {
  return seed === null ? null : (seed + n) % (MAX_SEED + 1);
}

function readStored() {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}");
    return value && typeof value === "object" ? value : {};
  } catch {
    return {};
  }
}
