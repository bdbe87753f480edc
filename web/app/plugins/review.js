/**
 * The review of a finished round (docs/protocol.md, "Review"), on the table: each step of the round
 * is drawn as it was before the move (the game's Play describes it from the step's state, every
 * hand face up), the move played lit (a check) and, where Hard judged another move better, that
 * one lit too (a star). A compact panel under the table words the step, what the move cost in the
 * game's unit and why the better move is better, and steps forwards and back (← →, the buttons,
 * the costliest moves). Closing it puts the table and the count back as they were.
 */
import { cardsIn, moveWords, reasonWords } from "../../ui/coach-words.js";
import { GAMES } from "../games.js";
import { failed, reviewing } from "../core/state.js";
import { strings } from "../../ui/strings.js";

/** @typedef {import("../core/state.js").App} App */
/** @typedef {{step: number, move: string, best?: string, loss?: number, reasons?: Array<Record<string, unknown> & {code: string}>}} Judged */
/** @typedef {{player: number, move: string, before: Record<string, any>}} Step */
/** @typedef {{moves: Judged[], steps: Step[]}} Review */

/** The costliest moves offered to jump to, at most this many; a move that cost nothing is not offered. */
const MOST_LISTED = 3;
/** What a review's `loss` counts in each game (docs/protocol.md, "Review"). */
const LOSS_UNITS = /** @type {Record<string, "round" | "cards" | "penalty">} */ ({ scopa: "round", scopone: "round", briscola: "cards", scala40: "penalty", tressette: "round" });
/** How the review lights cards (web/cards/cards.js): the move played with a check, the better one with a star. */
const PLAYED = "select";
const BETTER = "hint";

/** A loss as the words say it: under a quarter of a point 0, half a round's point 0.5, else the nearest whole number. */
const lostWords = (/** @type {"round" | "cards" | "penalty"} */ unit, /** @type {number} */ loss) =>
  strings.coach.review.lost(unit, loss < 0.25 ? 0 : unit === "round" && loss < 0.75 ? 0.5 : Math.max(1, Math.round(loss)));

const node = (/** @type {string} */ tag, /** @type {string} */ text = "", /** @type {string} */ className = "") => {
  const made = document.createElement(tag);
  made.textContent = text;
  if (className) made.className = className;
  return made;
};

const button = (/** @type {string} */ text, /** @type {string} */ action, /** @type {() => void} */ act) => {
  const made = /** @type {HTMLButtonElement} */ (node("button", text));
  made.type = "button";
  made.dataset.action = action;
  made.addEventListener("click", act);
  return made;
};

/** The count's Review button, where the game is reviewed (an embedding page may turn hints off, and the review with them). */
function reviewAction(/** @type {App} */ app) {
  if (!app.settings.allows.hints) return null;
  const open = button(strings.coach.review.open, "review", () => openReview(app).catch((error) => failed(app, error)));
  open.className = "secondary";
  return open;
}

/** Opens the review of the round on the table, once it is over; before that, says so. */
async function openReview(/** @type {App} */ app) {
  const client = /** @type {import("../../types").Engine} */ (app.client);
  /** @type {Review} */
  let review;
  try {
    review = await client.request("review", { game: app.game });
  } catch (error) {
    if (/** @type {import("../../types").EngineFailure} */ (error).reason !== "round_not_over") throw error;
    app.table.refuse(strings.coach.review.notYet, null);
    return;
  }
  // The count steps aside, as its × does; it comes back when the review closes.
  /** @type {HTMLElement | null} */ (document.querySelector('#count[open] [data-action="aside"]'))?.click();
  showReview(app, review);
}

const reviewDialog = () => /** @type {HTMLDialogElement} */ (document.getElementById("review"));

/** Opens the panel on the round's first step; closed (Close, Esc), it puts back the table, the screen and the count. */
function showReview(/** @type {App} */ app, /** @type {Review} */ review) {
  const dialog = reviewDialog();
  const back = reviewing(app);
  dialog.onclose = () => {
    dialog.onclose = null;
    app.table.showStill(null);
    back();
    app.countBack?.();
  };
  fillPanel(app, review);
  dialog.showModal();
  /** @type {HTMLElement} */ (dialog.querySelector('[data-action="next"]')).focus();
}

/** The panel's words and buttons, on the round's first step (the language cannot change meanwhile: the panel is modal). */
function fillPanel(/** @type {App} */ app, /** @type {Review} */ review) {
  const { moves, steps } = review;
  const dialog = reviewDialog();
  const words = strings.coach.review;
  const name = (/** @type {string} */ card) => app.play.name(card);
  const judged = new Map(moves.map((move) => [move.step, move]));
  const seats = steps[0]?.before.hands.length ?? 2;
  const unit = LOSS_UNITS[app.game];
  const heading = node("h2", words.title);
  heading.id = "review-title";
  dialog.setAttribute("aria-labelledby", heading.id);
  const said = node("div", "", "said");
  said.setAttribute("aria-live", "polite");
  let at = 0;
  const show = (/** @type {number} */ step) => {
    at = Math.max(0, Math.min(steps.length - 1, step));
    const { player, move, before } = steps[at];
    const verdict = judged.get(at);
    const better = verdict?.loss ? verdict.best ?? null : null;
    const faces = new Map(cardsIn(better ?? "").map((face) => /** @type {[string, string]} */ ([face, BETTER])));
    for (const face of cardsIn(move)) faces.set(face, PLAYED);
    app.table.showStill({ scene: app.play.reviewScene(before), faces });
    dialog.dataset.step = String(at);
    dialog.dataset.move = move;
    if (better) dialog.dataset.better = better;
    else delete dialog.dataset.better;
    previous.disabled = at === 0;
    next.disabled = at === steps.length - 1;
    const who = GAMES[app.game].words.who?.(player, seats) ?? words.who(player, seats);
    said.replaceChildren(...stepNodes(words.step(at + 1, steps.length, who, moveWords(move, name)), verdict, unit, name));
  };
  const previous = button(words.previous, "previous", () => show(at - 1));
  const next = button(words.next, "next", () => show(at + 1));
  const close = button(strings.close, "close", () => dialog.close());
  const costly = moves
    .filter((move) => (move.loss ?? 0) > 0)
    .sort((a, b) => (b.loss ?? 0) - (a.loss ?? 0))
    .slice(0, MOST_LISTED);
  const jumps = node("p", "", "costly");
  if (costly.length) {
    jumps.append(node("span", words.costliest));
    for (const move of costly) {
      // The card played on show (a move without one, in words), the step and the whole move for a screen reader.
      const played = steps[move.step].move;
      const card = cardsIn(played)[0];
      const jump = button(card ? name(card) : moveWords(played, name), "jump", () => show(move.step));
      jump.setAttribute("aria-label", words.jump(move.step + 1, moveWords(played, name)));
      jump.dataset.step = String(move.step);
      jump.title = lostWords(unit, move.loss ?? 0);
      jumps.append(jump);
    }
  } else jumps.append(words.none);
  const legend = node("p", "", "legend");
  legend.append(node("span", `✓ ${words.legend.played}`, "played"), node("span", `★ ${words.legend.better}`, "better"));
  const actions = node("div", "", "actions");
  actions.append(previous, next, close);
  dialog.replaceChildren(heading, said, legend, jumps, actions);
  dialog.onkeydown = (event) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (!step) return;
    event.preventDefault();
    show(at + step);
  };
  show(0);
}

/** A step in words: who played what; for the player's own move, what it cost against the better one, and why. */
function stepNodes(
  /** @type {string} */ line, /** @type {Judged | undefined} */ verdict, /** @type {"round" | "cards" | "penalty"} */ unit,
  /** @type {(card: string) => string} */ name,
) {
  const words = strings.coach.review;
  const nodes = [node("p", line, "step")];
  if (!verdict || verdict.loss === undefined) return nodes;
  if (!verdict.loss) return [...nodes, node("p", words.best, "cost")];
  const why = node("ul", "", "reasons");
  why.append(...(verdict.reasons ?? []).map((reason) => node("li", reasonWords(reason, name))));
  return [...nodes, node("p", words.cost(lostWords(unit, verdict.loss), moveWords(verdict.best ?? "", name)), "cost"), why];
}

/** Review (the toolbar's, or the count's) opens the review of the round on the table, unless it is open; returns whether it meant something now. */
function handleReview(/** @type {App} */ app, /** @type {import("../../types").Intent} */ intent) {
  if (intent.name !== "review" || !app.client || !app.settings.allows.hints) return false;
  if (!document.querySelector("dialog#review[open]")) openReview(app).catch((error) => failed(app, error));
  return true;
}

/** The review as the app's plugin: its intent, and its button on the count. @type {import("../core/plugins.js").Plugin} */
export const review = { name: "review", intent: handleReview, roundOver: reviewAction };
