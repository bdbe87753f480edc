/**
 * A game's own choices beyond the level, the target and the napola: Scopa's,
 * Briscola's and Tressette's players (2 or 4), Scopone's variant (scientifico
 * or classico), and the house rules (Scopa's and Scopone's Re Bello on or off
 * and capture rule, Tressette's declarations on or off). A game's
 * descriptor names them (`choices`); their values are the engine's (ping's
 * `options`). The URL (?players=4, ?variant=classico, ?re_bello=1,
 * ?capture=fifteen, ?declarations=0) wins over what was remembered, and anything the engine
 * does not offer takes its default. The game menu offers each one its game
 * offers (app/core/front-door.js's menuModel), the house rules after the napola.
 */

/** @typedef {import("../types").Choice} Choice */
/** @typedef {import("../types").OptionChoices} OptionChoices */
/** @typedef {{choices?: string[]}} Names */

/** The house rules among a game's choices: the menu offers them after the napola. */
export const HOUSE_RULES = ["re_bello", "capture", "declarations"];

/** A choice as the URL writes it: a flag as 1 or 0, anything else as its text. */
const inURL = (/** @type {Choice} */ value) => (typeof value === "boolean" ? (value ? "1" : "0") : String(value));

/**
 * What was remembered of every game's choices: {scopa: {players: 4}, ...}, only plain values
 * (`fitChoices` holds them to the engine's).
 * @param {Record<string, any>} stored
 * @returns {Record<string, Record<string, Choice>>}
 */
export function rememberedChoices(stored) {
  const all = typeof stored.choices === "object" && stored.choices ? stored.choices : {};
  const plain = (/** @type {unknown} */ value) => ["string", "number", "boolean"].includes(typeof value);
  return Object.fromEntries(
    Object.entries(all)
      .filter(([, chosen]) => typeof chosen === "object" && chosen)
      .map(([game, chosen]) => [game, Object.fromEntries(Object.entries(chosen).filter(([, value]) => plain(value)))]),
  );
}

/**
 * Holds each game's own choices to the values the engine offers: the URL's, else the
 * remembered one, else the engine's default.
 * @param {import("../types").Settings} settings
 * @param {Record<string, OptionChoices>} options ping's
 * @param {Record<string, Names>} games
 */
export function fitChoices(settings, options, games, params = new URLSearchParams(location.search)) {
  for (const [name, game] of Object.entries(games)) {
    const chosen = (settings.choices[name] ??= {});
    for (const option of game.choices ?? []) {
      const offered = options[name]?.[option];
      if (offered) chosen[option] = pick(offered, [params.get(option), chosen[option]]);
    }
  }
  // Whoever wrote the address hears of a value that no game offers, which is left out.
  for (const option of new Set(Object.values(games).flatMap((game) => game.choices ?? []))) {
    const asked = params.get(option);
    if (asked !== null && !Object.values(options).some((offered) => offers(offered[option], asked))) {
      console.warn(`mazzo: ?${option}=${asked.slice(0, 40)} is not offered: ignored`);
    }
  }
}

/** Whether an option's choices hold the value the URL writes as `text`. */
const offers = (/** @type {OptionChoices[string] | undefined} */ offered, /** @type {string} */ text) =>
  offered?.choices.some((choice) => inURL(/** @type {Choice} */ (choice)) === text) === true;

/** The first of `asked` the engine offers (a URL's "4" is the number 4, its "1" a flag on), else its default. */
function pick(/** @type {OptionChoices[string]} */ offered, /** @type {unknown[]} */ asked) {
  for (const value of asked) {
    const found = offered.choices.find(
      (choice) => value !== null && value !== undefined && (choice === value || inURL(/** @type {Choice} */ (choice)) === String(value)),
    );
    if (found !== undefined) return /** @type {Choice} */ (found);
  }
  return /** @type {Choice} */ (offered.default);
}

/**
 * The choices a saved game was played with: its options' values, the default for one it does not name
 * (a save of Scopa for two names no players).
 * @param {Names} game
 * @param {OptionChoices} offered the engine's options of that game
 * @param {Record<string, unknown>} options the saved game's
 * @returns {Record<string, Choice>}
 */
export function choicesOf(game, offered, options) {
  const known = (game.choices ?? []).filter((option) => offered[option]);
  return Object.fromEntries(known.map((option) => [option, pick(offered[option], [options[option]])]));
}

/**
 * Whether a saved game was played with the choices the page's URL asks for: a page
 * opened with ?players=4 does not go on with a game for two. A value the game does not
 * offer (?players=5) asks for nothing, and never throws the game in progress away.
 * @param {Names} game
 * @param {OptionChoices} offered
 * @param {Record<string, unknown>} options the saved game's
 */
export function askedBy(game, offered, options, params = new URLSearchParams(location.search)) {
  return Object.entries(choicesOf(game, offered, options)).every(([option, value]) => {
    const asked = params.get(option);
    return asked === null || !offers(offered[option], asked) || asked === inURL(value);
  });
}

/** The URL names a choice once it is made, so a reload asks for what is on the table. */
export function showInURL(/** @type {string} */ option, /** @type {Choice} */ value) {
  const url = new URL(location.href);
  url.searchParams.set(option, inURL(value));
  history.replaceState(history.state, "", url);
}

