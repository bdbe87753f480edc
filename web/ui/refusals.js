/**
 * Refusals, worded by the page from a code and parameters in the language
 * in use (strings.refusals): the page's own codes (select_to_lay, ...) and
 * the engine's, whose `reason` and `params` an error reply carries
 * (docs/protocol.md). Cards in the parameters are named as the table names
 * them; numbers stay numbers, for each language to write in its digits.
 */
import { strings } from "./strings.js";

/** The parameters that name one card, and those that name several (a list, or a combination's cards written one after the other, "7H8H9H"). */
const CARD = ["card", "wanted", "winner", "cheaper", "briscola", "costly", "led", "answer", "drawn"];
const CARDS = ["cards", "same", "captures", "repeated", "meld", "left"];

/** A list of card names, or a combination written as one text (two characters a card, "-" for none). */
const cardsIn = (/** @type {unknown} */ value) => (Array.isArray(value) ? value.map(String) : String(value).match(/../g) ?? []);

/**
 * A refusal in words: its cards named by `name`, a group's reason in words.
 * @param {string} code
 * @param {Record<string, unknown>} params
 * @param {(card: string) => string} name
 * @param {string} style the card style, whose deck names a suit (`suit`)
 */
export function wordRefusal(code, params, name, style) {
  const refusals = /** @type {Record<string, string | ((params: Record<string, any>) => string)>} */ (/** @type {unknown} */ (strings.refusals));
  const text = refusals[code] ?? refusals.illegal;
  /** @type {Record<string, unknown>} */
  const named = { ...params };
  for (const key of CARD) if (typeof named[key] === "string") named[key] = name(/** @type {string} */ (named[key]));
  for (const key of CARDS) if (key in named && typeof named[key] !== "number") named[key] = cardsIn(named[key]).map(name);
  if (typeof named.suit === "string") named.suit = strings.suitName(named.suit, style);
  if (typeof named.reason === "string") named.reason = strings.scala40.reasons[/** @type {"too_few"} */ (named.reason)] ?? named.reason;
  return typeof text === "function" ? text(named) : text;
}
