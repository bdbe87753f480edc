/**
 * The toolbar's intents: a new game, the game switch, and the settings. A
 * setting that changes the game (level, target, napola) starts a new game,
 * after asking when a game is under way; the card style and the sound change at once.
 */
import { GAMES } from "./games.js";
import { finishedDaily, today } from "./daily.js";
import { newGame, nextGeneration, report, resume } from "./flows.js";
import { setBusy, showSettings, tell } from "./page.js";
import { nextChoice, showInURL } from "../ui/choices.js";
import { confirm } from "../ui/panel.js";
import { openStatistics } from "../ui/statistics-panel.js";
import { LEVELS, saveSettings } from "../ui/settings.js";
import { strings } from "../ui/strings.js";

/** @typedef {import("./app.js").App} App */

const next = (/** @type {readonly any[]} */ list, /** @type {any} */ item) => list[(list.indexOf(item) + 1) % list.length];

/** A game is under way once the player has made a move in it. */
function underWay(/** @type {App} */ app) {
  const view = app.view;
  return view !== null && !view.game_over && (view.round > 0 || view.history.some((/** @type {[number, string]} */ [player]) => player === 0));
}

/** Starts a new game after `change()`, asking `question` first when a game is under way. */
export async function restart(/** @type {App} */ app, /** @type {string} */ question, change = () => {}) {
  if (app.client && underWay(app)) {
    const words = GAMES[app.game].words.confirm;
    const dialog = /** @type {HTMLDialogElement} */ (document.getElementById("confirm"));
    if (!(await confirm(dialog, { message: question, yes: words.yes, no: strings.confirm.no }))) return;
  }
  change();
  saveSettings(app.settings);
  showSettings(app);
  if (app.client) newGame(app).catch((error) => report(app, error));
}

/**
 * Shows the other game where it was left (the engine keeps one table per
 * game), or deals it when it has none under way.
 */
export async function switchGame(/** @type {App} */ app, /** @type {string} */ name) {
  app.game = name;
  app.play = app.playOf(name);
  app.view = null;
  const token = nextGeneration(app);
  setBusy(app, token, true);
  app.onGame();
  const url = new URL(location.href);
  url.searchParams.set("game", name);
  history.replaceState(history.state, "", url);
  const saved = await savedView(app);
  if (token !== app.generation) return;
  if (saved && !saved.game_over) resume(app, saved);
  else await newGame(app);
}

/** The engine's game of the kind on the table, or null when it has none. */
export async function savedView(/** @type {App} */ app) {
  const client = /** @type {import("../types").Engine} */ (app.client);
  const reply = await client.request("view", { game: app.game }).catch((error) => {
    if (error.code === "no_game") return null;
    throw error;
  });
  return reply ? reply.view : null;
}

/** Cycles the game's own choice `option` (Scopa's players, Scopone's variant) through the engine's values: a new game, after asking. */
function changeChoice(/** @type {App} */ app, /** @type {"players" | "variant"} */ option) {
  const offered = app.choices?.[app.game]?.[option];
  if (!offered || !GAMES[app.game].choices?.includes(option)) return false;
  const chosen = app.settings.choices[app.game];
  const value = nextChoice(offered, chosen[option]);
  restart(app, strings.four.choices[option].confirm(/** @type {never} */ (value)), () => {
    chosen[option] = value;
    showInURL(option, value);
  });
  return true;
}

/** The day's deal, finished already: its result, and the question whether to deal it again. */
async function replayDaily(/** @type {App} */ app, /** @type {string} */ line) {
  const dialog = /** @type {HTMLDialogElement} */ (document.getElementById("confirm"));
  if (!(await confirm(dialog, { message: strings.daily.played(line), yes: strings.daily.replay, no: strings.confirm.no }))) return;
  app.daily = today();
  if (app.client) newGame(app).catch((error) => report(app, error));
}

/** Acts on a toolbar intent; returns whether it meant something now. */
export function handleTool(/** @type {App} */ app, /** @type {import("../types").Intent} */ intent) {
  const { settings } = app;
  const game = GAMES[app.game];
  const offered = (/** @type {string} */ setting) => game.settings.includes(setting);
  switch (intent.name) {
    case "game":
      if (app.client) switchGame(app, next(Object.keys(GAMES), app.game)).catch((error) => report(app, error));
      return true;
    case "newGame":
      restart(app, game.words.confirm.newGame);
      return true;
    case "level": {
      const level = next(LEVELS, settings.level);
      restart(app, game.words.confirm.level(strings.levels[/** @type {"easy"} */ (level)]), () => (settings.level = level));
      return true;
    }
    case "target": {
      const choices = app.choices?.[app.game].target?.choices;
      if (!choices) return false;
      const target = next(choices, settings.targets[app.game]);
      restart(app, game.words.confirm.target(target), () => (settings.targets[app.game] = target));
      return true;
    }
    case "napola": {
      if (!offered("napola")) return false;
      const napola = !settings.napola;
      restart(app, strings.confirm.napola(napola), () => (settings.napola = napola));
      return true;
    }
    case "showPoints": {
      if (!offered("showPoints")) return false;
      const showPoints = !settings.showPoints;
      restart(app, strings.briscola.confirm.points(showPoints), () => (settings.showPoints = showPoints));
      return true;
    }
    case "players":
    case "variant":
      return changeChoice(app, intent.name);
    // Deal of the day: today's deal of the game on the table, the same for everyone.
    // Once finished, choosing it again says so with the result, and deals it again only when asked.
    case "daily": {
      const played = finishedDaily(app.game, today());
      if (played) replayDaily(app, played);
      else restart(app, game.words.confirm.newGame, () => (app.daily = today()));
      return true;
    }
    // Sound: on and off at once, remembered.
    case "sound":
      if (!app.sound.available) return false;
      settings.sound = !settings.sound;
      app.sound.set(settings.sound);
      saveSettings(settings);
      showSettings(app);
      tell(app, () => strings.sound.announce(settings.sound));
      return true;
    // Statistics: the panel, for the game on the table.
    case "statistics":
      if (!app.client) return false;
      openStatistics(/** @type {HTMLDialogElement} */ (document.getElementById("statistics")), {
        request: (type, fields) => /** @type {import("../types").Engine} */ (app.client).request(type, fields),
        game: app.game,
        level: settings.level,
        confirmDialog: /** @type {HTMLDialogElement} */ (document.getElementById("confirm")),
        onDaily: () => handleTool(app, { name: "daily" }),
      }).catch((error) => report(app, error));
      return true;
    case "style":
      if (!offered("style")) return false;
      settings.style = next(game.styles, settings.style);
      saveSettings(settings);
      showSettings(app);
      app.table.redraw();
      tell(app, () => strings.announce.style(strings.styles[/** @type {"napoli"} */ (settings.style)]));
      return true;
    default:
      return false;
  }
}
