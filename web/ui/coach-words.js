/**
 * The coach's words for the engine's moves and reasons (docs/protocol.md, "Hints"), shared by the
 * hint and the review: a move names its cards in its notation, after a word of its own in a game
 * that has verbs (Scala 40's "discard", ...); a reason is a code and parameters, the cards among
 * them named in the language and style in use.
 */
import { strings } from "./strings.js";

/** A card in a move's notation: two characters, rank and suit, or the joker. */
const CARD = /JK|[A2-9TJQK][DHSC]/g;
export const cardsIn = (/** @type {string} */ text) => text.match(CARD) ?? [];

/** What kind of move it is: its first word in a game that has verbs, else a play or a capture. */
function verbOf(/** @type {string} */ move) {
  const word = move.split(" ")[0];
  if (/^[a-z]+$/.test(word)) return word;
  return move.includes("x") ? "capture" : "play";
}

/** A move in words: "play the 5 of swords and take ..." */
export function moveWords(/** @type {string} */ move, /** @type {(card: string) => string} */ name) {
  return strings.coach.moves[verbOf(move)](cardsIn(move).map(name));
}

/**
 * A reason in words, from its code and parameters: card names in the language and style in use, numbers as they are.
 * `who` names the seat that moved where no one watching is "you" (a watched game): the reason is then said of it.
 */
export function reasonWords(/** @type {Record<string, unknown> & {code: string}} */ { code, ...params }, /** @type {(card: string) => string} */ name, who = "") {
  /** @type {Record<string, unknown>} */
  const worded = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === "string") {
      const cards = cardsIn(value).map(name);
      worded[key] = cards.length === 1 ? cards[0] : cards;
    } else if (Array.isArray(value)) worded[key] = value.map((card) => name(String(card)));
    else worded[key] = value;
  }
  const watched = who ? /** @type {Record<string, (params: Record<string, unknown>) => string>} */ (/** @type {unknown} */ (strings.coach.watched))[code] : undefined;
  if (watched) return watched({ ...worded, who });
  const say = /** @type {string | ((params: Record<string, unknown>) => string)} */ (strings.coach.reasons[code]);
  return typeof say === "function" ? say(worded) : say;
}
