/**
 * The toolbar's intents: the menu (G, and L and T at the level and the
 * target: front-door.js), N to deal again with the same options (after asking
 * when a game is under way), the statistics, ? the keys (the rules panel at its
 * keyboard table), and the sound and the card style, which change at once.
 */
import { GAMES } from "../games.js";
import { decide, openMenu, restart } from "./front-door.js";
import { failed, namesChanged, said, settingsChanged } from "./state.js";
import { openRules } from "../../ui/rules-panel.js";
import { openStatistics } from "../../ui/statistics-panel.js";
import { saveSettings } from "../../ui/settings.js";
import { strings } from "../../ui/strings.js";

/** @typedef {import("./state.js").App} App */

const next = (/** @type {readonly any[]} */ list, /** @type {any} */ item) => list[(list.indexOf(item) + 1) % list.length];

/** Acts on a toolbar intent; returns whether it meant something now. */
export function handleTool(/** @type {App} */ app, /** @type {import("../../types").Intent} */ intent) {
  const { settings } = app;
  const game = GAMES[app.game];
  const offered = (/** @type {string} */ setting) => game.settings.includes(setting);
  switch (intent.name) {
    case "menu":
      return Boolean(app.client) && openMenu(app);
    case "level":
    case "target":
      return Boolean(app.client) && openMenu(app, intent.name);
    case "newGame":
      restart(app, game.words.confirm.newGame);
      return true;
    // Sound: on and off at once, remembered.
    case "sound":
      if (!app.sound.available) return false;
      settings.sound = !settings.sound;
      app.sound.set(settings.sound);
      saveSettings(settings);
      settingsChanged(app);
      said(app, () => strings.sound.announce(settings.sound));
      return true;
    // The keys: the rules panel at the game's keyboard controls, which list every key it answers to.
    case "keysHelp": {
      const rules = /** @type {HTMLAnchorElement} */ (document.getElementById("rules"));
      openRules(/** @type {HTMLDialogElement} */ (document.getElementById("rules-panel")), `${rules.href.split("#")[0]}#controls-keyboard`);
      return true;
    }
    // Statistics: the panel, for the game on the table.
    case "statistics":
      if (!app.client) return false;
      openStatistics(/** @type {HTMLDialogElement} */ (document.getElementById("statistics")), {
        request: (type, fields) => /** @type {import("../../types").Engine} */ (app.client).request(type, fields),
        game: app.game,
        level: settings.level,
        confirmDialog: /** @type {HTMLDialogElement} */ (document.getElementById("confirm")),
        onDaily: () => decide(app, { kind: "daily", game: app.game }).catch((error) => failed(app, error)),
      }).catch((error) => failed(app, error));
      return true;
    case "style":
      if (!offered("style")) return false;
      settings.style = next(game.styles, settings.style);
      saveSettings(settings);
      namesChanged(app);
      said(app, () => strings.announce.style(strings.styles[/** @type {"napoli"} */ (settings.style)]));
      return true;
    default:
      return false;
  }
}
