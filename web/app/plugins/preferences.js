/**
 * The settings room's side of the app, as its plugin: the Settings tool opens the room
 * (views/settings-room.js draws it), and each change applies at once, without a new
 * deal, and is remembered (ui/settings.js; an embedded copy keeps the site's).
 * The language, the card style and the sound are the settings the rest of the
 * page already knows; the other preferences live in ui/preferences.js, which
 * the table, the cards, the sound and the flows read as they go. On <html>,
 * data-hand and data-cards say the hand and card size in use.
 */
import { GAMES } from "../games.js";
import { failed, namesChanged, settingsChanged } from "../core/state.js";
import { drawSettingsRoom, openSettingsRoom } from "../views/settings-room.js";
import { switchLanguage } from "../../ui/language.js";
import { CARD_SIZES, MOTIONS, SPEEDS, preferences, setPreference } from "../../ui/preferences.js";
import { saveSettings } from "../../ui/settings.js";
import { LANGUAGE_NAMES, LANGUAGES, language, strings } from "../../ui/strings.js";

/** @typedef {import("../core/state.js").App} App */
/** @typedef {import("../views/settings-room.js").Room} Room */

const dialog = () => /** @type {HTMLDialogElement} */ (document.getElementById("settings"));

/** Acts on the Settings tool's intent: opens the room. */
function handleSettings(/** @type {App} */ app, /** @type {import("../../types").Intent} */ intent) {
  if (intent.name !== "settings") return false;
  const room = dialog();
  if (room.open) return true;
  drawSettingsRoom(room, roomOf(app), (name, value) => change(app, name, value));
  openSettingsRoom(room, document.getElementById("settings-open"));
  return true;
}

/** The preferences on <html>, for the style sheet (the hand's side) and the tests. */
export function showPreferences() {
  const root = document.documentElement;
  root.dataset.hand = preferences.leftHanded ? "left" : "right";
  root.dataset.cards = preferences.cardSize;
}

/** Applies one change from the room at once, and remembers it. */
function change(/** @type {App} */ app, /** @type {string} */ name, /** @type {string | boolean | number} */ value) {
  const { settings } = app;
  if (name === "language") {
    switchLanguage(/** @type {string} */ (value))
      .then(() => drawSettingsRoom(dialog(), roomOf(app), (next, chosen) => change(app, next, chosen)))
      .catch((error) => failed(app, error));
    return;
  }
  if (name === "style") settings.style = /** @type {string} */ (value);
  else if (name === "sound") app.sound.set((settings.sound = /** @type {boolean} */ (value)));
  else if (!setPreference(name, value)) return;
  if (name === "volume") app.sound.followVolume();
  saveSettings(settings);
  if (name === "style") namesChanged(app);
  else settingsChanged(app);
  showPreferences();
  app.table.redraw();
}

/** The skip link's way in: the screen-reader preference on, remembered, and the room drawn again if open. */
export function turnOnScreenReader(/** @type {App} */ app) {
  if (preferences.screenReader) return;
  change(app, "screenReader", true);
  if (dialog().open) drawSettingsRoom(dialog(), roomOf(app), (name, value) => change(app, name, value));
}

/** The room for the game on the table, in the language in use. */
function roomOf(/** @type {App} */ app) {
  const words = strings.settingsRoom;
  const game = GAMES[app.game];
  /** @type {(name: string, label: string, values: readonly string[], value: string, wording: Record<string, string>) => import("../views/settings-room.js").Control} */
  const choice = (name, legend, values, value, wording) => ({
    kind: "choice", name, legend, value, options: values.map((option) => ({ value: option, label: wording[option] })),
  });
  const cards = [
    choice("cardSize", words.cardSize, CARD_SIZES, preferences.cardSize, words.cardSizes),
    { kind: /** @type {const} */ ("switch"), name: "fourColours", label: words.fourColours, value: preferences.fourColours },
    { kind: /** @type {const} */ ("switch"), name: "leftHanded", label: words.leftHanded, value: preferences.leftHanded },
  ];
  // The deck, where the game on the table offers more than one.
  if (game.settings.includes("style")) cards.unshift(choice("style", words.style, game.styles, app.settings.style, strings.styles));
  const sound = app.sound.available
    ? [
      { kind: /** @type {const} */ ("switch"), name: "sound", label: words.soundOn, value: app.settings.sound },
      { kind: /** @type {const} */ ("range"), name: "volume", label: words.volume, value: preferences.volume, format: (/** @type {number} */ share) => words.percent(Math.round(share * 100)) },
    ]
    : [];
  /** @type {Room} */
  const room = {
    title: words.title,
    close: strings.close,
    sections: [
      {
        heading: "",
        controls: [{
          kind: "choice", name: "language", legend: strings.languageSwitch, value: language(),
          // Each language in its own words (and its own lang, so a screen reader says it right).
          options: LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[/** @type {keyof typeof LANGUAGE_NAMES} */ (code)], lang: code })),
        }],
      },
      { heading: words.sections.cards, controls: cards },
      { heading: words.sections.sound, controls: sound },
      {
        heading: words.sections.motion,
        controls: [
          choice("speed", words.speed, Object.keys(SPEEDS), preferences.speed, words.speeds),
          choice("motion", words.motion, MOTIONS, preferences.motion, words.motions),
        ],
      },
      {
        heading: words.sections.play,
        controls: [
          { kind: "switch", name: "confirmCaptures", label: words.confirmCaptures, value: preferences.confirmCaptures },
          { kind: "switch", name: "autoPlay", label: words.autoPlay, value: preferences.autoPlay },
          { kind: "switch", name: "showOdds", label: words.showOdds, value: preferences.showOdds },
          { kind: "switch", name: "screenReader", label: strings.mirror.switch, value: preferences.screenReader },
        ],
      },
    ],
  };
  room.sections = room.sections.filter((section) => section.controls.length > 0);
  return room;
}

/** The settings room as the app's plugin: the Settings tool's intent. @type {import("../core/plugins.js").Plugin} */
export const settingsRoom = { name: "settings", intent: handleSettings };
