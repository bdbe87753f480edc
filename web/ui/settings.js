/**
 * The player's choices: game, level, card style, napola and each game's
 * target, remembered in localStorage; URL parameters (for embedding) win over
 * what is remembered:
 * ?game=scopa|scala40|briscola&level=easy|normal|hard&style=napoli|piacenza|french|numbers&napola=1&show_points=1&target=21&seed=42
 * (`target` is the target of the game the page opens with).
 */
import { STYLES } from "../cards/cards.js";

export const LEVELS = ["easy", "normal", "hard"];
const MAX_SEED = 2 ** 53 - 1;
const STORAGE_KEY = "mazzo.settings";

/** @typedef {import("../types").Settings} Settings */
/** @typedef {{targets: number[], defaultTarget: number}} Targets */

/**
 * Reads the settings from the URL and storage for `games` (name → its targets); unknown or malformed values are ignored.
 * @param {Record<string, Targets>} games
 * @returns {Settings}
 */
export function loadSettings(games) {
  const params = new URLSearchParams(location.search);
  const stored = readStored();
  const names = Object.keys(games);
  /** @param {string} name @param {readonly unknown[]} allowed @param {any} fallback */
  const pick = (name, allowed, fallback) => [params.get(name), stored[name]].find((value) => allowed.includes(value)) ?? fallback;
  const game = pick("game", names, names[0]);
  const napolaParam = params.get("napola");
  const showPointsParam = params.get("show_points");
  const seedText = params.get("seed") ?? "";
  const seed = /^\d{1,16}$/.test(seedText) ? Number(seedText) : null;
  const storedTargets = typeof stored.targets === "object" && stored.targets ? stored.targets : {};
  /** @type {Record<string, number>} */
  const targets = {};
  for (const [name, { targets: allowed, defaultTarget }] of Object.entries(games)) {
    const asked = name === game ? Number(params.get("target")) : NaN;
    targets[name] = [asked, storedTargets[name]].find((value) => allowed.includes(value)) ?? defaultTarget;
  }
  return {
    game,
    level: pick("level", LEVELS, "normal"),
    style: pick("style", STYLES, STYLES[0]),
    napola: napolaParam === "1" || napolaParam === "0" ? napolaParam === "1" : stored.napola === true,
    showPoints: showPointsParam === "1" || showPointsParam === "0" ? showPointsParam === "1" : stored.showPoints === true,
    targets,
    /** The first game's seed, or null to let the engine draw one. */
    seed: seed !== null && seed <= MAX_SEED ? seed : null,
  };
}

/** Remembers the choices for the next visit. */
export function saveSettings(/** @type {Settings} */ { style, level, napola, showPoints, targets }) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ style, level, napola, showPoints, targets }));
  } catch {
    // Storage can be switched off (private windows, sandboxed frames): the choice lasts this visit.
  }
}

/** The n-th game of a page opened with ?seed=S uses seed S + n, so "New game" deals new cards. */
export function nthSeed(/** @type {number | null} */ seed, /** @type {number} */ n) {
  return seed === null ? null : (seed + n) % (MAX_SEED + 1);
}

/** @returns {Record<string, any>} */
function readStored() {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}");
    return value && typeof value === "object" ? value : {};
  } catch {
    return {};
  }
}
