/**
 * The player's preferences: how the table looks, moves and sounds, and how
 * much it asks. One live object that the table, the cards, the sound and the
 * flows read when they need it, so a change applies at once without a new
 * deal; settings.js loads and remembers it with the other settings (the
 * language keeps its own place, language.js; the card style and the sound
 * switch stay with the settings the toolbar shows).
 */

/** The animation speeds, and what each does to the length of a step: instant leaves no frame between a move and its end. */
export const SPEEDS = { slow: 1.6, normal: 1, fast: 0.55, instant: 0 };
/** Reduced motion: as the system says, or explicitly on or off. */
export const MOTIONS = ["system", "reduce", "full"];
export const CARD_SIZES = ["normal", "large"];
/** The hand's card height, as a share of the layout's usual one, for each card size. */
export const HAND_SCALE = { normal: 1, large: 1.3 };

/** @typedef {import("../types").Preferences} Preferences */

/** @returns {Preferences} */
const defaults = () => ({
  speed: "normal",
  motion: "system",
  cardSize: "normal",
  leftHanded: false,
  fourColours: false,
  confirmCaptures: false,
  autoPlay: false,
  showOdds: false,
  volume: 1,
  screenReader: false,
});

/** The preferences in use: read everywhere, changed only through `setPreferences`. */
export const preferences = defaults();

/** What each preference may hold; anything else falls back to its default. */
const VALID = {
  speed: (/** @type {unknown} */ value) => typeof value === "string" && Object.hasOwn(SPEEDS, value),
  motion: (/** @type {unknown} */ value) => MOTIONS.includes(/** @type {string} */ (value)),
  cardSize: (/** @type {unknown} */ value) => CARD_SIZES.includes(/** @type {string} */ (value)),
  leftHanded: (/** @type {unknown} */ value) => typeof value === "boolean",
  fourColours: (/** @type {unknown} */ value) => typeof value === "boolean",
  confirmCaptures: (/** @type {unknown} */ value) => typeof value === "boolean",
  autoPlay: (/** @type {unknown} */ value) => typeof value === "boolean",
  showOdds: (/** @type {unknown} */ value) => typeof value === "boolean",
  volume: (/** @type {unknown} */ value) => typeof value === "number" && value >= 0 && value <= 1,
  screenReader: (/** @type {unknown} */ value) => typeof value === "boolean",
};

/** Takes the valid values of `stored` (what was remembered), the defaults for the rest. */
export function setPreferences(/** @type {unknown} */ stored) {
  const given = stored && typeof stored === "object" ? /** @type {Record<string, unknown>} */ (stored) : {};
  const valid = Object.entries(VALID).filter(([name, allows]) => allows(given[name]));
  Object.assign(preferences, defaults(), Object.fromEntries(valid.map(([name]) => [name, given[name]])));
}

/** Changes one preference when `value` is one it may hold; returns whether it did. */
export function setPreference(/** @type {string} */ name, /** @type {unknown} */ value) {
  if (!Object.hasOwn(VALID, name) || !VALID[/** @type {keyof typeof VALID} */ (name)](value)) return false;
  Object.assign(preferences, { [name]: value });
  return true;
}

/** Whether motion is reduced now: the explicit choice, else the system's. */
export function motionReduced() {
  if (preferences.motion !== "system") return preferences.motion === "reduce";
  return matchMedia("(prefers-reduced-motion: reduce)").matches;
}
