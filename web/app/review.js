/**
 * The review of a finished round (docs/protocol.md, "Review"), opened from the count: the
 * player's costliest moves by Hard's evaluation, each with the better move and why, and the
 * whole round step by step, forwards and back (← →, or the buttons), every hand shown.
 * A dialog over the count; closing it goes back to the count.
 */
import { moveWords, reasonWords } from "./coach-words.js";
import { strings } from "../ui/strings.js";

/** @typedef {import("./app.js").App} App */
/** @typedef {{step: number, move: string, best?: string, loss?: number, reasons?: Array<Record<string, unknown> & {code: string}>}} Judged */
/** @typedef {{player: number, move: string, before: Record<string, any>}} Step */

/** The costliest moves listed first, at most this many; a move that cost nothing is not listed. */
const MOST_LISTED = 3;

const node = (/** @type {string} */ tag, /** @type {string} */ text = "") => {
  const made = document.createElement(tag);
  made.textContent = text;
  return made;
};

/** The count's Review button, where the game is reviewed (an embedding page may turn hints off, and the review with them). */
export function reviewAction(/** @type {App} */ app) {
  if (!app.settings.allows.hints) return null;
  const button = /** @type {HTMLButtonElement} */ (node("button", strings.coach.review.open));
  button.className = "secondary";
  button.type = "button";
  button.dataset.action = "review";
  button.addEventListener("click", () => openReview(app));
  return button;
}

async function openReview(/** @type {App} */ app) {
  const client = /** @type {import("../types").Engine} */ (app.client);
  const { moves, steps } = await client.request("review", { game: app.game });
  const dialog = /** @type {HTMLDialogElement} */ (document.getElementById("review"));
  const name = (/** @type {string} */ card) => app.play.name(card);
  const words = strings.coach.review;
  const heading = node("h2", words.title);
  heading.id = "review-title";
  dialog.setAttribute("aria-labelledby", heading.id);
  const stepper = node("section");
  let at = 0;
  const show = (/** @type {number} */ step) => {
    at = Math.max(0, Math.min(steps.length - 1, step));
    dialog.dataset.step = String(at);
    stepper.replaceChildren(...stepNodes(steps[at], at, steps.length, name));
  };
  const costly = /** @type {Judged[]} */ (moves)
    .filter((move) => (move.loss ?? 0) > 0)
    .sort((a, b) => (b.loss ?? 0) - (a.loss ?? 0))
    .slice(0, MOST_LISTED);
  const list = node("ol");
  list.className = "costly";
  for (const move of costly) {
    const item = node("li");
    item.dataset.step = String(move.step);
    const jump = /** @type {HTMLButtonElement} */ (node("button", words.cost(move.loss, move.step + 1, moveWords(move.move, name), moveWords(move.best ?? "", name))));
    jump.type = "button";
    jump.addEventListener("click", () => show(move.step));
    const why = node("ul");
    why.append(...(move.reasons ?? []).map((reason) => node("li", reasonWords(reason, name))));
    item.append(jump, why);
    list.append(item);
  }
  const buttons = node("div");
  buttons.className = "actions";
  const button = (/** @type {string} */ text, /** @type {string} */ action, /** @type {() => void} */ act) => {
    const made = /** @type {HTMLButtonElement} */ (node("button", text));
    made.type = "button";
    made.dataset.action = action;
    made.addEventListener("click", act);
    return made;
  };
  const close = button(strings.close, "close", () => dialog.close());
  buttons.append(button(words.previous, "previous", () => show(at - 1)), button(words.next, "next", () => show(at + 1)), close);
  dialog.replaceChildren(heading, costly.length ? list : node("p", words.none), stepper, buttons);
  dialog.onkeydown = (event) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (step) {
      event.preventDefault();
      show(at + step);
    }
  };
  show(0);
  dialog.showModal();
  close.focus();
}

/** One step of the round: who played what, then every hand and the cards on the table before it. */
function stepNodes(/** @type {Step} */ step, /** @type {number} */ at, /** @type {number} */ total, /** @type {(card: string) => string} */ name) {
  const words = strings.coach.review;
  const said = node("p", words.step(at + 1, total, step.player, moveWords(step.move, name)));
  said.className = "step";
  const hands = node("ul");
  const before = step.before;
  /** @type {string[][]} */ (before.hands ?? []).forEach((hand, seat) => {
    const item = node("li", words.hand(seat, hand.map(name)));
    item.dataset.seat = String(seat);
    hands.append(item);
  });
  if (Array.isArray(before.table) && before.table.every((card) => typeof card === "string")) {
    hands.append(node("li", words.table(before.table.map(name))));
  }
  return [said, hands];
}
