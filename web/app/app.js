/**
 * The app: wires the engine client, the table, the animations, the keys,
 * the toolbar and the panels together, and walks through the screen states.
 *
 * The page never runs a game rule: it sends requests and shows the views
 * and events that come back; the human's moves come from view.legal_moves.
 *
 * Screen states (<html data-screen>): "loading", "dealing", "your-turn",
 * "choosing" (a card that captures in several ways is picked), "playing"
 * (your move is shown), "computer-turn", "round-over", "game-over".
 * For tests and styling, <html> also tells data-game, data-turn
 * ("human", "computer" or "over"), data-busy ("1" while animating or waiting
 * for the engine), data-level, data-style, data-napola and data-round.
 */
import { createAnimator } from "../table/animation.js";
import { listenForKeys } from "../ui/input.js";
import { onLanguageChange } from "../ui/language.js";
import { confirm, showCount } from "../ui/panel.js";
import { SCALA40_KEYS, createScalaTable } from "../games/scala40/table.js";
import { createScopaTable } from "../games/scopa/table.js";
import { STYLES } from "../cards/cards.js";
import { LEVELS, loadSettings, nthSeed, saveSettings } from "../ui/settings.js";
import { language, strings } from "../ui/strings.js";

/**
 * The games, chosen with ?game= or the Game switch: each has a table, the
 * options its new_game request takes, its own keys (input.js), the group of
 * its hand's buttons, and its texts. A table is created with
 * {surface, animator, box, announce, onIntent, request, groups, status, style}
 * and offers paint(context, width, height), deal(view) and play(reply)
 * (promises that end when shown), setInteractive(on), setStyle(style),
 * choosing, handle(intent, view) (the move to send, true when it did
 * something else, null or false when it means nothing now), prompt()
 * ({text, keys}) and countRows(summary) (the rows of the round panel); it
 * may offer refused(message) (the engine refused the move it gave) and
 * roundOver(summary) (a promise: the end of the round shown on the table).
 */
const GAMES = {
  scopa: {
    createTable: createScopaTable,
    options: (settings) => ({ napola: settings.napola }),
    keys: {},
    hand: "hand-cards",
    news: (settings) => strings.announce.newGame(strings.levels[settings.level], settings.napola),
    target: (points) => strings.score.target(points),
    roundOver: (mine, theirs) => strings.announce.roundOver(mine, theirs),
    note: (summary) => strings.count.target(summary.target),
    winner: (player, mine, theirs) => strings.count.winner(player, mine, theirs),
  },
  scala40: {
    createTable: createScalaTable,
    options: () => ({}),
    keys: SCALA40_KEYS,
    hand: "scala-hand",
    news: (settings) => strings.scala40.announce.newGame(strings.levels[settings.level]),
    target: (points) => strings.scala40.target(points),
    roundOver: (mine, theirs) => strings.scala40.announce.roundOver(mine, theirs),
    note: (summary) => (summary.void ? strings.scala40.count.void : strings.scala40.count.target(summary.target)),
    winner: (player, mine, theirs) => strings.scala40.count.winner(player, mine, theirs),
  },
};

const root = document.documentElement;
const element = (id) => document.getElementById(id);
const next = (list, item) => list[(list.indexOf(item) + 1) % list.length];

/** `hooks.onRoundOver(game, summary)` hears of every counted round. */
export function createApp(surface, hooks = {}) {
  const settings = loadSettings(Object.keys(GAMES));
  let game = settings.game;
  let client = null;
  let view = null;
  let screen = "loading";
  let gamesStarted = 0;
  /** Bumped by every new game: a flow of an older game stops at its next step. */
  let generation = 0;
  /** Whether the player moved from a focused hand card, whose button is gone once played. */
  let handHadFocus = false;

  const header = element("bar");
  const toolbar = element("toolbar");
  let freeArea = { top: 0, bottom: 0 };
  const animator = createAnimator(() => surface.redraw());
  /** Each game's table, made the first time the game is shown; it keeps its own picks while the other is played. */
  const tables = {};
  function tableOf(name) {
    tables[name] ??= GAMES[name].createTable({
      surface,
      animator,
      box: (width, height) => ({ x: 0, y: freeArea.top, w: width, h: Math.max(0, height - freeArea.top - freeArea.bottom) }),
      announce: (text) => tell(text),
      onIntent: (intent) => handleIntent(intent),
      request: (type, fields) => client.request(type, fields),
      groups: { hand: element("hand-cards"), table: element("table-cards") },
      status: element("status"),
      style: settings.style,
    });
    return tables[name];
  }
  let table = tableOf(game);

  /** The bars cover the canvas's top (and bottom, on a phone held upright): the table keeps clear of them. */
  function measureBars() {
    const height = window.innerHeight;
    const bar = toolbar.getBoundingClientRect();
    const toolbarBelow = bar.top > height / 2;
    freeArea = { top: header.getBoundingClientRect().bottom, bottom: toolbarBelow ? height - bar.top : 0 };
    surface.redraw();
  }
  new ResizeObserver(measureBars).observe(header);
  new ResizeObserver(measureBars).observe(toolbar);
  measureBars();
  for (const button of toolbar.querySelectorAll("[data-intent]")) {
    button.addEventListener("click", () => handleIntent({ name: button.dataset.intent }));
  }
  listenForKeys(handleIntent, () => GAMES[game].keys);
  showGame();
  // A new language: every text again, the cards renamed on the next paint; the game goes on.
  onLanguageChange(() => {
    showGame();
    if (view) commit(view);
    setScreen(screen);
  });

  /** Puts the current game's table on the canvas, with its rules and settings. */
  function showGame() {
    table = tableOf(game);
    surface.setPainter(table.paint);
    root.dataset.game = game;
    element("rules").href = `rules/${game}.${language()}.html`;
    showSettings();
  }

  // ------------------------------------------------------------- state shown on the page

  function setScreen(next) {
    screen = next;
    root.dataset.screen = next;
    table.setInteractive(next === "your-turn" || next === "choosing");
    const prompt =
      next === "your-turn" || next === "choosing" ? table.prompt()
      : next === "computer-turn" ? strings.status.computerTurn
      : { text: "", keys: "" };
    element("prompt").textContent = prompt.text;
    element("keys").textContent = prompt.keys;
  }

  function setBusy(token, busy) {
    if (token !== generation) return;
    if (busy) root.dataset.busy = "1";
    else delete root.dataset.busy;
  }

  /** Takes the engine's view as the truth: score, turn and round. */
  function commit(next) {
    view = next;
    root.dataset.turn = view.round_over || view.game_over ? "over" : view.computer_to_move ? "computer" : "human";
    root.dataset.round = String(view.round + 1);
    if (view.phase) root.dataset.phase = view.phase;
    else delete root.dataset.phase;
    element("score-0").textContent = strings.number(view.scores[0]);
    element("score-1").textContent = strings.number(view.scores[1]);
    element("score-target").textContent = GAMES[game].target(view.options.target);
    element("score-round").textContent = strings.score.round(view.round + 1);
    element("score-meta").hidden = false;
  }

  function tell(text) {
    element("news").textContent = text;
  }

  function showSettings() {
    root.dataset.level = settings.level;
    root.dataset.style = settings.style;
    root.dataset.napola = settings.napola ? "1" : "0";
    element("level-value").textContent = strings.levels[settings.level];
    element("game-value").textContent = strings.games[game];
    element("style-value").textContent = strings.styles[settings.style];
    element("napola-value").textContent = strings.toolbar.onOff(settings.napola);
    element("napola").setAttribute("aria-pressed", String(settings.napola));
  }

  function report(error) {
    console.error(`mazzo: ${error.message}`);
    tell(strings.engineError(error.message));
    setBusy(generation, false);
  }

  // ------------------------------------------------------------- flows

  /** Deals a new game; resolves once the engine has dealt (the deal is then shown). */
  async function newGame() {
    const token = ++generation;
    animator.cancel();
    for (const dialog of document.querySelectorAll("dialog[open]")) dialog.close();
    setBusy(token, true);
    setScreen("dealing");
    const seed = nthSeed(settings.seed, gamesStarted++);
    const reply = await client.request("new_game", {
      game,
      level: settings.level,
      options: GAMES[game].options(settings),
      ...(seed === null ? {} : { seed }),
    });
    if (token !== generation) return;
    lay(token, reply.view, GAMES[game].news(settings));
  }

  /** Goes on with the game the engine restored from its save, with that game's level and napola. */
  function resume(saved) {
    const token = ++generation;
    setBusy(token, true);
    settings.level = saved.level;
    if ("napola" in saved.options) settings.napola = saved.options.napola;
    showSettings();
    lay(token, saved, strings.announce.resumed);
  }

  /** Deals the view's cards onto an empty table, then plays on. */
  function lay(token, dealt, news) {
    setScreen("dealing");
    commit(dealt);
    tell(news);
    table
      .deal(dealt)
      .then(() => token === generation && advance(token))
      .catch(report);
  }

  /** Sends the human's move and shows it, then whatever follows. */
  async function play(move) {
    const token = generation;
    handHadFocus = element(GAMES[game].hand).contains(document.activeElement);
    setBusy(token, true);
    setScreen("playing");
    try {
      const reply = await client.request("play", { game, move });
      if (token !== generation) return;
      await table.play(reply);
      if (token !== generation) return;
      commit(reply.view);
      await advance(token);
    } catch (error) {
      // A move the engine refuses changes nothing: the table says why, and the turn goes on.
      if (error.code !== "illegal_move" || !table.refused) return report(error);
      table.refused(error.message);
      setScreen("your-turn");
      setBusy(token, false);
    }
  }

  /**
   * From a committed view: the computer's moves, then either the human's turn
   * or the end of the round. Runs busy; ends not busy with the player to act.
   */
  async function advance(token) {
    while (view.computer_to_move) {
      setScreen("computer-turn");
      const reply = await client.request("computer", { game });
      if (token !== generation) return;
      await table.play(reply);
      if (token !== generation) return;
      commit(reply.view);
    }
    if (!view.round_over) {
      setScreen("your-turn");
      const hand = element(GAMES[game].hand);
      if (handHadFocus && !hand.contains(document.activeElement)) hand.querySelector("button")?.focus();
      handHadFocus = false;
      setBusy(token, false);
      return;
    }
    const { summary } = await client.request("summary", { game });
    if (token !== generation) return;
    hooks.onRoundOver?.(game, summary);
    const [mine, theirs] = summary.players;
    tell(GAMES[game].roundOver(mine.round_points, theirs.round_points));
    setScreen(summary.game_over ? "game-over" : "round-over");
    await table.roundOver?.(summary);
    if (token !== generation) return;
    const closed = showCount(element("count"), {
      title: strings.count.title(summary.round + 1),
      headline: summary.game_over ? GAMES[game].winner(summary.winner, mine.total, theirs.total) : null,
      headers: strings.players,
      rows: table.countRows(summary),
      note: GAMES[game].note(summary),
      action: summary.game_over ? strings.count.newGame : strings.count.next,
    });
    setBusy(token, false);
    await closed;
    if (token !== generation) return;
    if (summary.game_over) {
      await newGame();
      return;
    }
    setBusy(token, true);
    setScreen("dealing");
    const reply = await client.request("next_round", { game });
    if (token === generation) lay(token, reply.view, strings.announce.newRound(reply.view.round + 1));
  }

  // ------------------------------------------------------------- intents

  /** A game is under way once the player has made a move in it. */
  function underWay() {
    return view !== null && !view.game_over && (view.round > 0 || view.history.some(([player]) => player === 0));
  }

  /** Starts a new game after `change()`, asking first when a game is under way. */
  async function restart(question, change = () => {}) {
    if (client && underWay()) {
      const yes = await confirm(element("confirm"), { message: question, yes: strings.confirm.yes, no: strings.confirm.no });
      if (!yes) return;
    }
    change();
    saveSettings(settings);
    showSettings();
    if (client) newGame().catch(report);
  }

  /**
   * Shows the other game where it was left (the engine keeps one table per
   * game), or deals it when it has none under way; the game left keeps its
   * place and comes back as it was.
   */
  async function switchGame(next) {
    const token = ++generation;
    animator.cancel();
    for (const dialog of document.querySelectorAll("dialog[open]")) dialog.close();
    setBusy(token, true);
    game = next;
    view = null;
    showGame();
    const url = new URL(location.href);
    url.searchParams.set("game", game);
    history.replaceState(history.state, "", url);
    const saved = await client.request("view", { game }).catch((error) => {
      if (error.code === "no_game") return null;
      throw error;
    });
    if (token !== generation) return;
    if (saved && !saved.view.game_over) resume(saved.view);
    else await newGame();
  }

  /** Acts on a named intent; returns true when it meant something now. */
  function handleIntent(intent) {
    switch (intent.name) {
      case "game":
        if (client) switchGame(next(Object.keys(GAMES), game)).catch(report);
        return true;
      case "newGame":
        restart(strings.confirm.newGame);
        return true;
      case "level": {
        const level = next(LEVELS, settings.level);
        restart(strings.confirm.level(strings.levels[level]), () => (settings.level = level));
        return true;
      }
      case "napola": {
        if (game !== "scopa") return false;
        const napola = !settings.napola;
        restart(strings.confirm.napola(napola), () => (settings.napola = napola));
        return true;
      }
      case "style":
        if (game !== "scopa") return false;
        settings.style = next(STYLES, settings.style);
        saveSettings(settings);
        showSettings();
        table.setStyle(settings.style);
        tell(strings.announce.style(strings.styles[settings.style]));
        return true;
      default:
        return handleCardIntent(intent);
    }
  }

  function handleCardIntent(intent) {
    if ((screen !== "your-turn" && screen !== "choosing") || root.dataset.busy) return false;
    const wasChoosing = table.choosing;
    const outcome = table.handle(intent, view);
    if (typeof outcome === "string") {
      play(outcome);
      return true;
    }
    setScreen(table.choosing ? "choosing" : "your-turn");
    if (outcome === true || outcome === false) return outcome;
    if (intent.name === "confirm") return false;
    return intent.name !== "cancel" || wasChoosing;
  }

  return {
    /** A command from an embedding page: `new_game`, at an optional level, without asking. */
    command({ type, level }) {
      if (type !== "new_game" || !client) return;
      if (LEVELS.includes(level)) settings.level = level;
      showSettings();
      newGame().catch(report);
    },

    /**
     * Starts playing with the engine: goes on with the game it restored from
     * its save, unless the URL asks for a seed; else deals a new one.
     * Resolves once the cards are known.
     */
    async start(engine) {
      client = engine;
      if (settings.seed === null) {
        const saved = await client.request("view", { game }).catch((error) => {
          if (error.code === "no_game") return null;
          throw error;
        });
        if (saved && !saved.view.game_over) return resume(saved.view);
      }
      return newGame();
    },
  };
}
