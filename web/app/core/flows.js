/**
 * The flows of a game: a new game, going on with a saved one, your move,
 * then the round loop (the computer's moves while `computer_to_move`, your
 * turn again, or the count, the next round, the end of the game). Each flow
 * holds the generation it started in: a flow of an older game (a new game
 * was dealt meanwhile) stops at its next step.
 */
import { GAMES } from "../games.js";
import { begin, committed, computerTurn, counting, dealing, failed, moving, playerActs, playersStage, said, settingsChanged, startWatching, stopWatching, working, yourTurn } from "./state.js";
import { sidesShown, watched } from "./names.js";
import { pluginFields } from "./plugins.js";
import { askedBy, choicesOf } from "../../ui/choices.js";
import { preferences } from "../../ui/preferences.js";
import { nthSeed } from "../../ui/settings.js";
import { showCount } from "../../ui/panel.js";
import { wordRefusal } from "../../ui/refusals.js";
import { strings } from "../../ui/strings.js";
import { nameOf, passes, peopleAt, peopleOf, seatCountOf, seatsAsked, together } from "./together.js";

/**
 * @typedef {import("./state.js").App} App
 * @typedef {import("../../types").View} View
 * @typedef {import("../../types").Rect} Rect
 * @typedef {import("./state.js").Words} Words
 */

const element = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** The moment a forced move waits before it plays by itself, for the player to see it coming (ms, at normal speed). */
const FORCED_PAUSE = 600;

/** The error codes of a move the engine refused, which the page words from the reason: against the rules now, or unreadable. */
const REFUSED = ["illegal_move", "bad_notation"];

/** The engine client, once the app has one. */
const engine = (/** @type {App} */ app) => /** @type {import("../../types").Engine} */ (app.client);

/** Starts a new generation, on a table cleared of the last one's dialogs: what an older one does from now on is dropped. */
export function nextGeneration(/** @type {App} */ app) {
  app.table.attach(app.play);
  for (const dialog of document.querySelectorAll("dialog[open]")) /** @type {HTMLDialogElement} */ (dialog).close();
  element("count-again").hidden = true;
  return begin(app);
}

/** Deals a new game (the deal of the day `app.daily` when asked); resolves once the engine has dealt (the deal is then shown). */
export async function newGame(/** @type {App} */ app) {
  const token = nextGeneration(app);
  dealing(app, token);
  // Deal of the day: the engine works out its seed from the date.
  const daily = app.daily;
  app.daily = null;
  const seed = daily ? null : nthSeed(app.settings.seed, app.gamesStarted++);
  const game = GAMES[app.game];
  // A watched game's seats are all the computer's; else the people the menu seated.
  const computers = app.watch ? watchedSeats(app) : null;
  const people = computers ? computers.map(() => null) : peopleAt(app.settings, app.game, seatCountOf(app.settings, app.game));
  const seats = computers ?? seatsAsked(people);
  const reply = await engine(app).request("new_game", {
    game: app.game,
    level: app.settings.level,
    options: game.options(app.settings),
    practice: app.settings.practice,
    ...(seed === null ? {} : { seed }),
    ...(daily ? { daily } : {}),
    ...(seats ? { seats } : {}),
    ...pluginFields(app, "new_game"),
  });
  if (token !== app.generation) return;
  app.people = people;
  await tellPeople(app, reply.view);
  if (token !== app.generation) return;
  for (const plugin of app.plugins) plugin.dealt?.(app, daily);
  const settings = { ...app.settings };
  const news = app.watch ? () => strings.watch.started : () => game.words.newGame(settings, reply.view);
  lay(app, token, reply.view, news, reply.events);
}

/** The seats of a watched game of the game on the table, as its options ask for: a computer at each. */
function watchedSeats(/** @type {App} */ app) {
  const game = GAMES[app.game];
  const players = /** @type {number | undefined} */ (game.options(app.settings).players) ?? game.seats;
  return Array(players).fill("computer");
}

/** The engine worker told who plays together (their names by seat), to count each apart in the statistics. */
async function tellPeople(/** @type {App} */ app, /** @type {View} */ view) {
  if (!together(view)) return;
  const names = app.people.map((name, seat) => (name === null ? null : nameOf(app.people, seat)));
  await engine(app).request("people", { game: app.game, names });
}

/** The engine's game of kind `game`, or null when it has none. */
export async function savedView(/** @type {App} */ app, game = app.game) {
  const reply = await engine(app).request("view", { game }).catch((error) => {
    if (error.code === "no_game") return null;
    throw error;
  });
  return reply ? /** @type {View} */ (reply.view) : null;
}

/**
 * The game the engine restored from its save, unless the URL asks for a seed or other choices; else a new deal.
 * A finished game comes back too, on its final count: the page shows it until the player asks for a new game,
 * and a reload must not deal one in its place.
 */
export async function goOn(/** @type {App} */ app) {
  if (app.settings.seed === null) {
    const saved = await savedView(app);
    const asked = askedBy(GAMES[app.game], app.choices[app.game] ?? {}, saved?.options ?? {});
    if (saved && asked) return resume(app, saved);
  }
  return newGame(app);
}

/** Goes on with the game the engine restored from its save, with that game's level and options. */
export function resume(/** @type {App} */ app, /** @type {View} */ saved) {
  const token = nextGeneration(app);
  dealing(app, token);
  app.settings.level = saved.level;
  if ("napola" in saved.options) app.settings.napola = saved.options.napola;
  if ("show_points" in saved.options) app.settings.showPoints = saved.options.show_points;
  app.settings.targets[app.game] = saved.options.target;
  app.settings.choices[app.game] = { ...app.settings.choices[app.game], ...choicesOf(GAMES[app.game], app.choices[app.game] ?? {}, saved.options) };
  app.settings.practice = saved.practice;
  // A watched game comes back paused: the watcher goes on when they wish.
  if (watched(saved)) startWatching(app, false);
  else stopWatching(app);
  app.people = peopleOf(app.settings, app.game, saved);
  tellPeople(app, saved).catch((error) => failed(app, error));
  lay(app, token, saved, () => strings.announce.resumed);
}

/**
 * Deals the view's cards onto an empty table, then plays on (after a new deal, a resume, an undo),
 * sounding the deal's `events`. Play goes on while the cards are dealt: the computer's first move is
 * asked for at once, and the player's turn comes as soon as the engine says so (see runsAhead).
 */
export function lay(/** @type {App} */ app, /** @type {number} */ token, /** @type {View} */ dealt, /** @type {Words} */ news, events = []) {
  settingsChanged(app);
  dealing(app, token);
  handOver(app, token, dealt, () => app.play.emptyScene())
    .then((held) => {
      if (!held) return;
      dealing(app, token);
      committed(app, dealt);
      app.play.reset(dealt);
      said(app, news);
      app.sound.cue(events);
      return advance(app, token, app.table.show(app.play.dealSteps(dealt)));
    })
    .catch((error) => failed(app, error));
}

/**
 * Whether play goes on while the steps of a reply with `view` still play: on to the player's own
 * turn, so that the table is playable while it runs (a move hurries the steps still playing: app.js),
 * but never while watching (the watch bar paces the moves), nor before the count or a pass of the device.
 */
function runsAhead(/** @type {App} */ app, /** @type {View} */ view) {
  return !app.watch && !view.computer_to_move && !view.round_over && !passes(app, view);
}

/**
 * The device in the hands of the person whose view `view` is: passed to them first when people
 * play together and another holds it (the table then shows `scene`). Resolves false when a new game
 * came meanwhile.
 * @param {App} app @param {number} token @param {View} view @param {() => import("../../types").Scene} scene
 */
async function handOver(app, token, view, scene) {
  if (!together(view)) app.holder = view.seat;
  else if (passes(app, view)) return passTo(app, token, view, scene);
  return token === app.generation;
}

/**
 * The device passed to the person of `view` by the plugins that pass it (the pass screen, their
 * `handOver`); resolves false when one of them says the table may not show (a new game came).
 * @param {App} app @param {number} token @param {View} view @param {() => import("../../types").Scene} scene
 */
async function passTo(app, token, view, scene) {
  for (const plugin of app.plugins) if (plugin.handOver && !(await plugin.handOver(app, token, view, scene))) return false;
  return token === app.generation;
}

/** Sends the human's move and shows it, then whatever follows; a refused move changes nothing, and the page says why. */
export async function playMove(/** @type {App} */ app, /** @type {string} */ move, /** @type {Rect | null} */ at) {
  const token = app.generation;
  app.handHadFocus = element("hand-cards").contains(document.activeElement);
  moving(app, token);
  try {
    const reply = await engine(app).request("play", { game: app.game, move, ...pluginFields(app, "play") });
    if (token !== app.generation) return;
    const { played } = await show(app, reply);
    if (token !== app.generation) return;
    await advance(app, token, played);
  } catch (error) {
    const failure = /** @type {import("../../types").EngineFailure} */ (error);
    if (!REFUSED.includes(failure.code)) return failed(app, failure);
    app.play.refused();
    yourTurn(app, token);
    app.table.refuse(wordRefusal(/** @type {string} */ (failure.reason), failure.params, app.play.name, app.settings.style), at);
  }
}

/**
 * A forced move plays by itself when the player asked for it (preferences.autoPlay): when the
 * view lists exactly one legal move on the player's turn, after a short pause, sent as a tap
 * sends it, so it is the player's move. Anything the player does meanwhile (a tap, a new game,
 * the settings room open) goes first.
 */
export async function playForced(/** @type {App} */ app) {
  const view = app.view;
  const ready = () => app.view === view && playersStage(app) && !app.play.choosing() && !document.querySelector("dialog[open]");
  if (!preferences.autoPlay || view?.legal_moves.length !== 1 || !ready()) return;
  await app.table.show([app.table.pause({ ms: FORCED_PAUSE })]);
  if (preferences.autoPlay && ready() && playerActs(app)) await playMove(app, view.legal_moves[0], null);
}

/**
 * Shows a reply on the table and takes its view as the truth: once its steps have played, or at once
 * when play runs ahead of them (runsAhead); `played` resolves when they have. A view for another person
 * than the one holding the device is not animated: the device is passed, then the next person's table
 * is shown as it stands, and the moves since their last turn are said.
 * @returns {Promise<{played: Promise<void>}>}
 */
async function show(/** @type {App} */ app, /** @type {import("../../types").Reply} */ reply) {
  const played = Promise.resolve();
  if (passes(app, reply.view)) {
    const token = app.generation;
    const view = reply.view;
    const shown = await passTo(app, token, view, () => {
      app.play.reset(view);
      return app.play.scene(view);
    });
    if (!shown) return { played };
    committed(app, view);
    // The pass screen's words go: the status line says whose turn it is.
    said(app, "");
    return { played };
  }
  app.play.update(reply.view, reply);
  const shown = app.table.show(app.play.stepsFor(reply, app.table.settled()));
  app.sound.cue(reply.events);
  if (runsAhead(app, reply.view)) {
    committed(app, reply.view);
    return { played: shown };
  }
  await shown;
  committed(app, reply.view);
  return { played };
}

/**
 * From a committed view, with `playing` the steps of it that still play: the computer's moves, then
 * either the human's turn or the end of the round. A computer thinks while the steps before its move
 * still play, and its steps are queued after them. Runs busy; ends not busy with the player to act
 * (the last steps may still be playing: they go on, and a move hurries them), or at the count.
 */
async function advance(/** @type {App} */ app, /** @type {number} */ token, /** @type {Promise<void>} */ playing = Promise.resolve()) {
  const view = () => /** @type {View} */ (app.view);
  while (view().computer_to_move) {
    // A watched game waits here while paused (plugins/watch.js).
    for (const plugin of app.plugins) await plugin.beforeComputer?.(app, token);
    if (token !== app.generation) return;
    const seat = view().turn;
    computerTurn(app, token);
    const reply = await engine(app).request("computer", { game: app.game, ...pluginFields(app, "computer") });
    if (token !== app.generation) return;
    // The steps before it play on (one that fails is said, and the queue goes on: animation.js).
    playing.catch((error) => failed(app, error));
    ({ played: playing } = await show(app, reply));
    if (token !== app.generation) return;
    for (const plugin of app.plugins) plugin.computerMoved?.(app, seat, reply);
  }
  if (!view().round_over) {
    yourTurn(app, token);
    // Once the table is at rest, the audio context is made when the page is next idle (sound/player.js).
    playing.then(() => app.sound.prepare(), (error) => failed(app, error));
    const hand = element("hand-cards");
    if (app.handHadFocus && !hand.contains(document.activeElement)) hand.querySelector("button")?.focus();
    app.handHadFocus = false;
    playForced(app);
    return;
  }
  await playing;
  await roundOver(app, token);
}

/**
 * The count put aside: the table stays on show, with the status line's button that brings the
 * count back (Enter too, app.js); resolves when the player asks for it. A new game meanwhile
 * (New game, N) drops it.
 */
function countAside(/** @type {App} */ app) {
  const again = element("count-again");
  return new Promise((resolve) => {
    app.countBack = () => {
      again.hidden = true;
      app.countBack = null;
      resolve(undefined);
    };
    again.onclick = app.countBack;
    again.hidden = false;
    again.focus();
  });
}

/** The count's way to the menu at the end of a game, for another game or other options (the menu opens over the count). */
function menuAction(/** @type {App} */ app) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "secondary";
  button.dataset.action = "menu";
  button.textContent = strings.menu.another;
  button.addEventListener("click", () => app.onMenu());
  return button;
}

/**
 * Who won the game: by the sides' names where the table names them (`headers` are not the game's own
 * `names`: people playing each for themselves, a watched game's places), else the game's words, which
 * say "you" and "the computer".
 */
function winnerLine(
  /** @type {App} */ app, /** @type {import("../../types").Summary} */ summary, /** @type {readonly string[]} */ headers, /** @type {readonly string[]} */ names, /** @type {() => string} */ gameWords,
) {
  const named = headers !== names && summary.winner !== null && headers[summary.winner];
  if (!named) return gameWords();
  // A watched game's sides are places, a partnership two of them; its game may be a match (Briscola, Scala 40).
  const pair = headers.length === 2 && (app.view?.seats.length ?? 2) === 4;
  return app.watch ? strings.watch.wins(named, pair, Boolean(GAMES[app.game].words.match)) : strings.together.wins(named);
}

/** The count of the round, then the next round or, at the end of the game, a new game. */
async function roundOver(/** @type {App} */ app, /** @type {number} */ token) {
  const game = GAMES[app.game];
  const { summary } = await engine(app).request("summary", { game: app.game, ...pluginFields(app, "summary") });
  if (token !== app.generation) return;
  app.hooks.onRoundOver?.(app.game, summary);
  // What the plugins add to the count (the review's button; the deal's link, the day's result).
  /** @type {Array<HTMLElement | null | undefined>} */
  const extras = [];
  for (const plugin of app.plugins) extras.push(await plugin.roundOver?.(app, summary));
  if (token !== app.generation) return;
  const [mine, theirs] = summary.players;
  const view = app.view;
  const names = game.words.sides?.(view) ?? strings.players;
  const headers = sidesShown(app, view, names);
  // Where the table names the sides, the round's points are said by those names, not the game's "you".
  const scored = summary.players.map((/** @type {{round_points: number}} */ side) => side.round_points);
  said(app, () => (headers !== names ? strings.together.roundOver(headers, scored) : game.words.roundOver(mine.round_points, theirs.round_points, view, summary)));
  for (const plugin of app.plugins) plugin.counted?.(app, headers, app.play.countRows(summary));
  counting(app, token, summary.game_over);
  await app.table.show(app.play.roundOverSteps(summary));
  if (token !== app.generation) return;
  const count = () =>
    showCount(/** @type {HTMLDialogElement} */ (element("count")), {
      title: (game.words.countTitle ?? strings.count.title)(summary.round + 1),
      headline: summary.game_over ? winnerLine(app, summary, headers, names, () => game.words.winner(summary.winner, mine.total, theirs.total, view)) : null,
      headers,
      rows: app.play.countRows(summary),
      note: game.words.note(summary),
      action: summary.game_over ? game.words.confirm.yes : strings.count.next,
      aside: strings.count.aside,
      extras: [...extras, summary.game_over ? menuAction(app) : null].filter((extra) => extra instanceof HTMLElement),
    });
  let answer = count();
  working(app, token, false);
  for (const plugin of app.plugins) plugin.countShown?.(app, token, summary);
  while ((await answer) === "aside") {
    await countAside(app);
    if (token !== app.generation) return;
    answer = count();
  }
  if (token !== app.generation) return;
  if (summary.game_over) return newGame(app);
  dealing(app, token);
  const reply = await engine(app).request("next_round", { game: app.game, ...pluginFields(app, "next_round") });
  if (token === app.generation) lay(app, token, reply.view, () => strings.announce.newRound(reply.view.round + 1), reply.events);
}
