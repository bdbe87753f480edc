/** Scala 40's card names: in the language in use, and short, for lists. */
import { strings } from "../../ui/strings.js";

const RANKS = "A23456789TJQK";

/** "7H" → "7 of hearts" in the language in use. */
export const cardName = (/** @type {string} */ card) => strings.scala40.cardName(card);

/** A card in a few letters, for lists: "7♥", "10♦", "Joker". */
export const short = (/** @type {string} */ name) =>
  name === "JK" ? strings.scala40.cardName(name) : `${name[0] === "T" ? "10" : name[0]}${{ D: "♦", H: "♥", S: "♠", C: "♣" }[name[1]]}`;

/** "7H" → {rank: 7, suit: "H"}; "JK" → a joker, as cards.js draws them. */
export function cardOf(/** @type {string} */ name) {
  if (name === "JK") return { joker: true, color: "red" };
  return { rank: RANKS.indexOf(name[0]) + 1, suit: name[1] };
}
