/**
 * The app's wiring: the state's one owner (core/state.js) with the page's redraw
 * (views/page.js, then each plugin's part), the plugins (plugins/index.js), one
 * table kit and one Play per game, keys and taps in as named intents, and the
 * start of play with the engine. The toolbar's intents go to core/toolbar.js,
 * the plugins' to each plugin (the coach's, the settings room's, ...); the
 * table's to the game on the table, whose named outcome says what to do: send a
 * move, show the new picks, say why not, or nothing.
 *
 * The page never runs a game rule: it sends requests and shows the views
 * and events that come back. Screen states and the attributes on <html>
 * are listed in docs/architecture.md (the DOM contract).
 */
import { GAMES } from "./games.js";
import { goOn, newGame, playForced, playMove } from "./core/flows.js";
import { seatShown, watchedSides } from "./core/names.js";
import { pluginAnswers, pluginStarts } from "./core/plugins.js";
import { choosing, createState, failed, namesChanged, playerActs, playersStage, said, settingsChanged } from "./core/state.js";
import { decide, menuModel, welcomed, welcomes } from "./core/front-door.js";
import { handleTool } from "./core/toolbar.js";
import { PLUGINS } from "./plugins/index.js";
import { showPreferences, turnOnScreenReader } from "./plugins/preferences.js";
import { createMenu } from "./views/menu.js";
import { listenToMirror } from "./views/mirror.js";
import { drawMoving, drawPart } from "./views/page.js";
import { fitChoices } from "../ui/choices.js";
import { createSoundPlayer } from "../sound/player.js";
import { createAnimator } from "../table/animation.js";
import { createTable } from "../table/table.js";
import { listenForKeys } from "../ui/input.js";
import { onLanguageChange } from "../ui/language.js";
import { LEVELS, fitToEngine, loadSettings } from "../ui/settings.js";
import { wordRefusal } from "../ui/refusals.js";
import { keepStatusWhole } from "../ui/status-line.js";
import { language } from "../ui/strings.js";
import { turnedEngine } from "../engine/turned.js";
import { personAt, together } from "./core/together.js";

/** @typedef {import("./core/state.js").App} App */
/** @typedef {import("./core/state.js").Part} Part */

const element = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** Puts the game on the table, with its rules and settings. */
function showGame(/** @type {App} */ app, /** @type {ReturnType<typeof import("../table/surface.js").createSurface>} */ surface) {
  app.table.attach(app.play);
  surface.setPainter(app.table.paint);
  document.documentElement.dataset.game = app.game;
  /** @type {HTMLAnchorElement} */ (element("rules")).href = `rules/${app.game}.${language()}.html`;
  settingsChanged(app);
}

/**
 * The bars cover the canvas's top (and bottom, on a phone held upright), and the review's panel
 * its bottom (or its right side, on a phone held sideways): the table keeps clear of them.
 * @param {import("../table/table.js").Table} table
 * @param {{top: number, bottom: number, right: number}} bars
 */
function measureBars(table, bars) {
  const { innerWidth: width, innerHeight: height } = window;
  const toolbar = element("toolbar").getBoundingClientRect();
  const review = element("review");
  const panel = review.hasAttribute("open") ? review.getBoundingClientRect() : null;
  const beside = panel !== null && panel.left > width / 2;
  bars.top = element("bar").getBoundingClientRect().bottom;
  bars.bottom = toolbar.top > height / 2 ? height - toolbar.top : 0;
  if (panel && !beside) bars.bottom = Math.max(bars.bottom, height - panel.top);
  bars.right = beside ? width - panel.left : 0;
  table.redraw();
}

/**
 * Acts on a named intent: the toolbar's, a plugin's, the count's Enter, else the game on the
 * table's, whose named outcome says what to do. Returns true when it meant something now.
 */
function handleIntent(/** @type {App} */ app, /** @type {import("../types").Intent} */ intent) {
  // On the player's turn the cards may still be moving (a deal, the computer's last card): whatever
  // the player does, the table first comes to rest, where the engine already is.
  if (playersStage(app)) app.table.finish();
  if (handleTool(app, intent) || pluginAnswers(app, intent)) return true;
  // The count put aside comes back with Enter.
  if (intent.name === "confirm" && app.countBack) {
    app.countBack();
    return true;
  }
  if (!playerActs(app)) return false;
  app.table.clearRefusal();
  const outcome = app.play.intent(intent, app.view);
  switch (outcome.kind) {
    case "move":
      playMove(app, outcome.move, outcome.at).catch((error) => failed(app, error));
      return true;
    case "refused":
      app.table.refuse(wordRefusal(outcome.code, outcome.params, app.play.name, app.settings.style), outcome.at);
      return true;
    default:
      choosing(app, app.play.choosing());
      return outcome.kind === "shown";
  }
}

/** The page drawn again where the owner says it changed (`part`), then, after a change of the stage or the view, each plugin's part. */
function redraw(/** @type {App} */ app, /** @type {Part} */ part) {
  drawPart(app, part);
  if (part === "page") for (const plugin of app.plugins) plugin.draw?.(app);
}

/**
 * @param {ReturnType<typeof import("../table/surface.js").createSurface>} surface
 * @param {App["hooks"]} hooks `onRoundOver(game, summary)` hears of every counted round
 */
export function createApp(surface, hooks = {}) {
  const settings = loadSettings(Object.keys(GAMES));
  const bars = { top: 0, bottom: 0, right: 0 };
  const animator = createAnimator(() => surface.redraw(), drawMoving);
  const onIntent = (/** @type {import("../types").Intent} */ intent) => handleIntent(app, intent);
  const table = createTable({
    surface,
    animator,
    box: (width, height) => ({ x: 0, y: bars.top, w: Math.max(0, width - bars.right), h: Math.max(0, height - bars.top - bars.bottom) }),
    announce: (words) => said(app, words),
    onIntent,
    seatName: (seat) => (app.view && together(app.view) ? personAt(app.people, app.view, seat) : null),
    elements: {
      hand: element("hand-cards"), table: element("table-cards"), actions: element("actions"),
      seats: element("seats"), status: element("status"), refusal: element("refusal"),
      hint: element("hint"),
    },
  });
  /** @type {import("../types").Kit} */
  const kit = {
    table,
    request: (type, fields) => /** @type {import("../types").Engine} */ (app.client).request(type, fields),
    announce: (words) => said(app, words),
    who: (seat) => seatShown(app, app.view, seat) ?? seat,
    placeOf: (seat) => (app.watch ? seatShown(app, app.view, seat) : null),
    sideOf: (side) => watchedSides(app, app.view)?.[side] ?? null,
    intent: onIntent,
    settings,
  };
  const app = createState({
    settings, table, hooks, kit,
    sound: createSoundPlayer(settings.sound, animator),
    menu: createMenu(/** @type {HTMLDialogElement} */ (element("menu"))),
    onMenu: () => onIntent({ name: "menu" }),
    onGame: () => showGame(app, surface),
    redraw: (part) => redraw(app, part),
    plugins: PLUGINS,
  });
  // The settings held to the options each game offers (the build's) before anything shows them: the
  // first visit's menu is drawn with them, and stays as it is once the engine is ready.
  fitToEngine(settings, app.choices, Object.keys(GAMES));
  fitChoices(settings, app.choices, GAMES);
  const measure = () => measureBars(table, bars);

  keepStatusWhole(element("status"));
  for (const id of ["bar", "toolbar", "review"]) new ResizeObserver(measure).observe(element(id));
  for (const button of element("bar").querySelectorAll("[data-intent]")) {
    button.addEventListener("click", () => onIntent({ name: /** @type {HTMLElement} */ (button).dataset.intent ?? "" }));
  }
  listenForKeys(onIntent, () => GAMES[app.game].keys);
  listenToMirror(onIntent, () => turnOnScreenReader(app));
  // A forced move waits while a dialog is open (a question, the menu, the settings room), and plays
  // once the last one closes, when the player asked for that (close events do not bubble: caught on the way down).
  document.addEventListener("close", () => playForced(app), true);
  showPreferences();
  showGame(app, surface);
  measure();
  // A first visit opens on the menu and its welcome at once, while the engine loads behind it.
  let welcome = welcomes();
  let welcoming = welcome ? menuModel(app, { welcome }).then((model) => app.menu.open(model)) : null;
  // A new language: every text again, the cards renamed on the next paint; the game goes on.
  onLanguageChange(() => {
    /** @type {HTMLAnchorElement} */ (element("rules")).href = `rules/${app.game}.${language()}.html`;
    namesChanged(app);
    if (app.menu.isOpen()) menuModel(app, { welcome }).then((model) => app.menu.update(model)).catch((error) => failed(app, error));
  });

  return {
    /** The one animation queue (the browser tests read its pace and whether a step is under way). */
    animator,

    /** A command from an embedding page: `new_game`, at an optional level, without asking. */
    command(/** @type {{type: string, level?: string}} */ { type, level }) {
      if (type !== "new_game" || !app.client) return;
      if (level && LEVELS.includes(level)) settings.level = level;
      settingsChanged(app);
      newGame(app).catch((error) => failed(app, error));
    },

    /**
     * Starts playing with the engine (the settings are held to the options each
     * game offers already, the build's: core/offered.js). On a first visit the welcome's
     * menu is on show, drawn whole already: it learns the engine is ready, and what it decides is dealt
     * when it decides (the engine is ready meanwhile; closed without a decision, or with nothing
     * dealt, the game goes on as below). Else goes on with the game it restored from its save,
     * unless the URL asks for a seed or for other choices (?players=4); else deals a
     * new one. Resolves once the cards are known, or the welcome's menu waits.
     */
    async start(/** @type {import("../types").Engine} */ engine) {
      app.client = turnedEngine(engine);
      settingsChanged(app);
      if (!welcoming) return pluginStarts(app) ?? goOn(app);
      app.menu.update(await menuModel(app, { welcome }));
      const decided = welcoming;
      welcoming = null;
      decided
        .then(async (decision) => {
          welcome = false;
          welcomed();
          // Whether the decision dealt is told by a new generation, not by a view on the table: a game
          // of people together waits behind the pass screen with none, and going on would close it.
          const before = app.generation;
          await decide(app, decision);
          if (app.generation === before) await goOn(app);
        })
        .catch((error) => failed(app, error));
    },
  };
}
