/**
 * The coach at the table: on the player's turn, Hint (H) asks the engine for
 * the move the Hard player would make from the player's view (docs/protocol.md,
 * "Hints"), lights its cards and words its reasons beside them, in the language
 * in use (again after a switch). Taking the hint is just playing the move; the
 * hint goes when the turn does. The same for every game: a move names its cards
 * in its notation, and a word of its own first (Scala 40's "discard", ...).
 * With the odds on (a preference, off by default), the bubble also lists each
 * legal move's expected points at the end of the round, best first, with their
 * standard error (docs/protocol.md, "The odds"); Scala 40 has none. Near a match's
 * end, each line adds the move's chance to win the match, in percent with its error,
 * once the play-outs found the match ending in some deal (else it would say 0% of
 * nothing).
 *
 * Asked again while its bubble is on show, Hint hides it. The review of a round is a plugin of its
 * own (review.js).
 *
 * Practice (an option of the deal, in the menu) allows Undo (U): the
 * engine takes back the player's last move and the computer's replies, and the
 * table is dealt again as it was. An embedding page may turn either off.
 */
import { cardsIn, moveWords, reasonWords } from "../../ui/coach-words.js";
import { lay } from "../core/flows.js";
import { pluginFields } from "../core/plugins.js";
import { failed, playerActs, playersStage, working } from "../core/state.js";
import { onLanguageChange } from "../../ui/language.js";
import { preferences } from "../../ui/preferences.js";
import { strings } from "../../ui/strings.js";

/** @typedef {import("../core/state.js").App} App */
/** @typedef {{move: string, reasons: Array<Record<string, unknown> & {code: string}>}} Hint */
/** @typedef {{move: string, points: number, error: number, win?: number, win_error?: number, going_on?: number}} MoveOdds */
/** @typedef {{moves: MoveOdds[], deals: number, exact: boolean, match_deals?: number}} Odds */

const engine = (/** @type {App} */ app) => /** @type {import("../../types").Engine} */ (app.client);

/** The hint on show (with its odds, when asked) and the app it is for, to word again in another language. */
let shown = /** @type {{app: App, hint: Hint, odds: Odds | null} | null} */ (null);

/** Acts on the coach's intents (hint, undo); returns whether the intent meant something now. */
function handleCoach(/** @type {App} */ app, /** @type {import("../../types").Intent} */ intent) {
  const { settings } = app;
  const ready = app.client && playerActs(app);
  if (intent.name === "hint" && ready && settings.allows.hints) return app.table.hinting() ? hideHint(app) : askHint(app);
  if (intent.name === "undo" && ready && settings.practice) return undo(app);
  return false;
}

/** Takes back the player's last move and the computer's replies, and deals the table again as it was then. */
function undo(/** @type {App} */ app) {
  const token = app.generation;
  working(app, token, true);
  engine(app)
    .request("undo", { game: app.game })
    .then((/** @type {import("../../types").Reply} */ reply) => {
      if (token === app.generation) lay(app, token, reply.view, () => strings.coach.undone);
    })
    .catch((/** @type {import("../../types").EngineFailure} */ error) => {
      if (error.reason !== "nothing_to_undo") return failed(app, error);
      app.table.refuse(strings.coach.nothingToUndo, null);
      working(app, token, false);
    });
  return true;
}

/** Asks for a hint (and the odds, when on) and shows it, unless the table has moved on meanwhile. */
function askHint(/** @type {App} */ app) {
  const asked = app.view;
  const odds = preferences.showOdds ? askOdds(app) : Promise.resolve(null);
  Promise.all([engine(app).request("hint", forSeat(app, "hint")), odds])
    .then(([/** @type {Hint} */ hint, /** @type {Odds | null} */ found]) => {
      if (app.view === asked && playersStage(app)) showHint(app, hint, found);
    })
    .catch((error) => console.error(`mazzo: hint: ${error.message}`));
  return true;
}

/** A coach's request for the person to move: the seat whose view is on the table (engine/turned.js), and what the plugins add (a lesson's name). */
const forSeat = (/** @type {App} */ app, /** @type {string} */ type) => ({ game: app.game, seat: app.view?.seat ?? 0, ...pluginFields(app, type) });

/** The odds of the position, or null in a game that has none (Scala 40). */
function askOdds(/** @type {App} */ app) {
  return engine(app)
    .request("odds", forSeat(app, "odds"))
    .catch((/** @type {import("../../types").EngineFailure} */ error) => {
      if (error.reason !== "no_odds") throw error;
      return null;
    });
}

function hideHint(/** @type {App} */ app) {
  shown = null;
  app.table.hideHint();
  return true;
}

function showHint(/** @type {App} */ app, /** @type {Hint} */ hint, /** @type {Odds | null} */ odds) {
  shown = { app, hint, odds };
  const name = (/** @type {string} */ card) => app.play.name(card);
  const reasons = hint.reasons.map((reason) => ({ code: reason.code, text: reasonWords(reason, name) }));
  const buttons = hintedButtons(cardsIn(hint.move));
  app.table.showHint({
    move: hint.move,
    lit: buttons.map((button) => button.dataset.id ?? /** @type {string} */ (button.dataset.card)),
    title: strings.coach.title(moveWords(hint.move, name)),
    reasons,
    odds: odds && {
      title: strings.coach.odds.title,
      more: strings.coach.odds.more,
      lines: [...odds.moves]
        .sort((one, other) => other.points - one.points)
        .map((entry) => ({
          move: entry.move,
          text: strings.coach.odds.line(moveWords(entry.move, name), tenths(entry.points), tenths(entry.error), matchEnds(odds) ? percents(entry) : null),
        })),
    },
    card: buttons.find((button) => button.closest("#hand-cards")) ?? null,
  });
}

const tenths = (/** @type {number} */ value) => Math.round(value * 10) / 10;

/** Whether the odds hold a match chance that says something: the match ended in some deal's play-out. */
const matchEnds = (/** @type {Odds} */ odds) => odds.moves.some((entry) => entry.going_on !== undefined && entry.going_on < 1);

/** A move's chance to win the match and its error, in whole percents. */
const percents = (/** @type {MoveOdds} */ entry) => ({ win: Math.round((entry.win ?? 0) * 100), error: Math.round((entry.win_error ?? 0) * 100) });

/**
 * The card buttons a hint's cards stand for: each card of the move once, in your hand first, else on
 * the table (a capture's). A card twice in the game (Scala 40's two decks) lights one copy, and a
 * joker in a meld on the table (a meld is one button, not its cards) is never lit.
 */
function hintedButtons(/** @type {string[]} */ faces) {
  const used = new Set();
  /** @type {HTMLElement[]} */
  const found = [];
  for (const face of faces) {
    const candidates = /** @type {HTMLElement[]} */ ([...document.querySelectorAll(`#hand-cards button[data-card="${face}"], #table-cards button[data-card="${face}"]`)]);
    const button = candidates.find((candidate) => !used.has(candidate));
    if (!button) continue;
    used.add(button);
    found.push(button);
  }
  return found;
}

onLanguageChange(() => {
  if (shown && !document.getElementById("hint")?.hidden) showHint(shown.app, shown.hint, shown.odds);
});

/** The coach as the app's plugin: Hint and Undo. @type {import("../core/plugins.js").Plugin} */
export const coach = { name: "coach", intent: handleCoach };
