/**
 * The front door: the game menu's side of the app. What the menu shows (every
 * game with its options as the engine offers them, the values in use, a game
 * in progress, today's deal played) and what its decision does: a Deal that
 * throws away a game under way asks once, Continue shows the game where it was
 * left, the deal of the day asks before it is dealt again once played. The menu
 * opens from the toolbar (G, and L and T at the level and the target), from the
 * count at game over, and on a first visit with its welcome. menu.js draws it.
 */
import { GAMES } from "../games.js";
import { newGame, nextGeneration, resume, savedView } from "./flows.js";
import { failed, settingsChanged, startWatching, stopWatching, working } from "./state.js";
import { watched } from "./names.js";
import { HOUSE_RULES, showInURL } from "../../ui/choices.js";
import { confirm } from "../../ui/panel.js";
import { LEVELS, saveSettings } from "../../ui/settings.js";
import { strings } from "../../ui/strings.js";
import { keepPeople, peopleAt } from "./together.js";

/** @typedef {import("./state.js").App} App */
/** @typedef {import("../../types").View} View */
/** @typedef {import("../views/menu.js").MenuDecision} MenuDecision */

/** Where the page remembers that the welcome was shown. */
const WELCOMED_KEY = "mazzo.welcomed";

/**
 * A first visit opens on the menu with its welcome, unless the URL asks for something (a game, a
 * seed, a level, a shared deal, the embedding page's parameters; the language alone does not) or
 * the page is embedded in another.
 */
export function welcomes() {
  const asked = [...new URLSearchParams(location.search).keys()].some((name) => name !== "lang");
  if (asked || window.parent !== window) return false;
  try {
    return localStorage.getItem(WELCOMED_KEY) === null;
  } catch {
    return false;
  }
}

/** The welcome was shown: later visits open on the table. */
export function welcomed() {
  try {
    localStorage.setItem(WELCOMED_KEY, "1");
  } catch {
    // Storage switched off: the next visit welcomes again.
  }
}

/** A game is under way once the player has made a move in it (a watched game, nobody's, never is). */
export function underWay(/** @type {View | null} */ view) {
  return view !== null && !view.game_over && !watched(view) && (view.round > 0 || view.history.some((/** @type {[number, string]} */ [player]) => player === 0));
}

/** Asks `message`; resolves true for yes. */
export function ask(/** @type {string} */ message, /** @type {string} */ yes) {
  const dialog = /** @type {HTMLDialogElement} */ (document.getElementById("confirm"));
  return confirm(dialog, { message, yes, no: strings.confirm.no });
}

/** Deals a new game with the settings in use, asking `question` first when a game is under way. */
export async function restart(/** @type {App} */ app, /** @type {string} */ question) {
  if (app.client && underWay(app.view) && !(await ask(question, GAMES[app.game].words.confirm.yes))) return;
  saveSettings(app.settings);
  settingsChanged(app);
  if (app.client) newGame(app).catch((error) => failed(app, error));
}

/** Puts the game `name` on the table, with nothing dealt yet; the URL names it. */
export function putOnTable(/** @type {App} */ app, /** @type {string} */ name) {
  app.game = name;
  app.play = app.playOf(name);
  app.view = null;
  app.onGame();
  const url = new URL(location.href);
  url.searchParams.set("game", name);
  history.replaceState(history.state, "", url);
}

/**
 * Shows the other game where it was left (the engine keeps one table per
 * game), or deals it when it has none under way.
 */
export async function switchGame(/** @type {App} */ app, /** @type {string} */ name) {
  putOnTable(app, name);
  const token = nextGeneration(app);
  working(app, token, true);
  const saved = await savedView(app);
  if (token !== app.generation) return;
  if (saved && !saved.game_over) resume(app, saved);
  else await newGame(app);
}

/**
 * What the menu shows: every game with its options as the engine offers them (the build's, known
 * before the engine is ready: the menu keeps its shape), the values in use, which games have a game
 * in progress, and what the plugins add to each (today's deal played).
 * @param {App} app
 * @param {{welcome?: boolean, focus?: string | null}} how
 * @returns {Promise<import("../views/menu.js").MenuModel>}
 */
export async function menuModel(app, { welcome = false, focus = null } = {}) {
  const names = Object.keys(GAMES);
  const saved = app.client ? await Promise.all(names.map((name) => savedView(app, name))) : names.map(() => null);
  return {
    games: names.map((name, i) => ({
      name,
      title: strings.games[/** @type {"scopa"} */ (name)],
      options: optionsOf(app, name),
      inProgress: Boolean(saved[i] && !saved[i]?.game_over),
      ...Object.assign({}, ...app.plugins.map((plugin) => plugin.menu?.(app, name) ?? {})),
      ...tablesOf(app, name),
    })),
    game: app.game,
    welcome,
    ready: app.client !== null,
    focus,
  };
}

/** The options the menu offers for `name`: its own choices, the level, the target, the napola, its house rules, the running points, practice. */
function optionsOf(/** @type {App} */ app, /** @type {string} */ name) {
  const { settings } = app;
  const game = GAMES[name];
  const offered = app.choices[name] ?? {};
  const onOff = (/** @type {unknown} */ on) => strings.toolbar.onOff(Boolean(on));
  /** @type {import("../views/menu.js").MenuOption[]} */
  const options = [];
  /** @param {string} option @param {string} legend @param {unknown[]} values @param {unknown} current @param {(value: any) => string} label */
  const add = (option, legend, values, current, label) =>
    options.push({ name: option, legend, values: values.map((value) => ({ value, label: label(value) })), chosen: Math.max(0, values.indexOf(current)) });
  const own = /** @type {Array<"players" | "variant" | "re_bello" | "capture" | "declarations">} */ (game.choices ?? []);
  const addChoice = (/** @type {(typeof own)[number]} */ option) => {
    const words = strings.four.choices[option];
    // A flag (Re Bello) is on or off, as the napola is.
    const label = "value" in words ? (/** @type {unknown} */ value) => words.value(/** @type {never} */ (value)) : onOff;
    if (offered[option]) add(option, words.name, offered[option].choices, settings.choices[name]?.[option], label);
  };
  own.filter((option) => !HOUSE_RULES.includes(option)).forEach(addChoice);
  add("level", strings.toolbar.level, LEVELS, settings.level, (level) => strings.levels[/** @type {"easy"} */ (level)]);
  if (offered.target) add("target", strings.toolbar.target, offered.target.choices, settings.targets[name], (target) => strings.number(target));
  if (offered.napola && game.settings.includes("napola")) add("napola", strings.toolbar.napola, offered.napola.choices, settings.napola, onOff);
  own.filter((option) => HOUSE_RULES.includes(option)).forEach(addChoice);
  if (offered.show_points && game.settings.includes("showPoints")) add("show_points", strings.briscola.toolbar.points, offered.show_points.choices, settings.showPoints, onOff);
  if (settings.allows.practice) add("practice", strings.coach.practice, [false, true], settings.practice, onOff);
  return options;
}

/** The sizes of `name`'s table (its `players` choices, else its descriptor's seats) and who sits at each, as remembered. */
function tablesOf(/** @type {App} */ app, /** @type {string} */ name) {
  const seats = GAMES[name].seats;
  const sizes = /** @type {number[] | undefined} */ (app.choices[name]?.players?.choices) ?? [seats];
  return { seats, people: Object.fromEntries(sizes.map((count) => [count, peopleAt(app.settings, name, count)])) };
}

/** Takes the menu's picks for `name` as the settings (and who sits at its table), remembered. */
function takePicks(/** @type {App} */ app, /** @type {string} */ name, /** @type {Record<string, any>} */ picks, /** @type {import("./together.js").People} */ people) {
  const { settings } = app;
  keepPeople(settings, name, people);
  for (const [option, value] of Object.entries(picks)) {
    if (option === "level") settings.level = value;
    else if (option === "target") settings.targets[name] = value;
    else if (option === "napola") settings.napola = value;
    else if (option === "show_points") settings.showPoints = value;
    else if (option === "practice") settings.practice = value;
    else {
      (settings.choices[name] ??= {})[option] = value;
      showInURL(option, value);
    }
  }
  saveSettings(settings);
}

/**
 * Acts on the menu's decision (nothing for none); resolves once a game dealt is on the table.
 * Only a game under way is worth a question, and it is asked once. The page is busy from the
 * decision on (the engine is asked what it holds first), until the deal, or until the player
 * keeps the game after all.
 */
export async function decide(/** @type {App} */ app, /** @type {MenuDecision | null} */ decision) {
  if (!decision || !app.client) return;
  const token = app.generation;
  const wasBusy = app.busy;
  working(app, token, true);
  await act(app, decision);
  if (!wasBusy) working(app, token, false);
}

/** Continue, a deal or a decision of a plugin's own (the day's deal), each after its question when one is due. */
async function act(/** @type {App} */ app, /** @type {MenuDecision} */ decision) {
  const { game: name } = decision;
  if (decision.kind === "continue") {
    if (name !== app.game || !app.view) await switchGame(app, name);
    return;
  }
  const saved = await savedView(app, name);
  if (decision.kind === "deal" || decision.kind === "watch") {
    const words = GAMES[name].words.confirm;
    if (underWay(saved) && !(await ask(words.newGame, words.yes))) return;
    takePicks(app, name, decision.picks, decision.people);
  } else if (!(await pluginDeals(app, decision, saved))) return;
  // Watch deals the same game with every seat the computer's; a deal or the day's deal is a game to play.
  if (decision.kind === "watch") startWatching(app, true);
  else stopWatching(app);
  if (name !== app.game) putOnTable(app, name);
  settingsChanged(app);
  await newGame(app);
}

/** A decision of a plugin's own kind: resolves whether the plugin whose it is has it dealt (false where none has it). */
async function pluginDeals(/** @type {App} */ app, /** @type {MenuDecision} */ decision, /** @type {View | null} */ saved) {
  for (const plugin of app.plugins) {
    const deals = plugin.decide?.(app, decision, saved);
    if (deals) return deals;
  }
  return false;
}

/** Opens the menu (at the option `focus`), then acts on what the player decides. */
export function openMenu(/** @type {App} */ app, /** @type {string | null} */ focus = null) {
  menuModel(app, { focus })
    .then((model) => app.menu.open(model))
    .then((decision) => decide(app, decision))
    .catch((error) => failed(app, error));
  return true;
}
