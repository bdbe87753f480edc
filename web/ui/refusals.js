/**
 * Refusals, worded by the page from a code and parameters in the language
 * in use (strings.refusals): the page's own codes (select_to_lay, ...) and
 * the engine's. `refusalOf` is the one reader of an engine error: the
 * engine's `reason` and `params` (docs/protocol.md), or, from an engine that
 * sends only its English sentence, the code that sentence stands for.
 */
import { strings } from "./strings.js";

/** @typedef {{code: string, params: Record<string, unknown>}} Refusal */

/** The engine's English sentences, each with its code and the parameters it names. */
const ENGLISH = /** @type {Array<[RegExp, string, ((match: RegExpExecArray) => Record<string, unknown>)?]>} */ ([
  [/^draw first/, "draw_first"],
  [/^you have drawn already/, "already_drawn"],
  [/^you gave the discard back/, "draw_from_stock"],
  [/^you have not opened yet/, "not_opened"],
  [/^you have opened already/, "already_opened"],
  [/^an opening needs at least one combination/, "empty_opening"],
  [/^an opening must be worth at least \d+ points; this one is worth (\d+)/, "below_40", (m) => ({ points: Number(m[1]) })],
  [/^you took (\w\w) from the discard pile before opening/, "taken_missing", (m) => ({ card: m[1] })],
  [/^you took (\w\w) from the discard pile: put it on the table/, "taken_pending", (m) => ({ card: m[1] })],
  [/^you must keep a card to discard, and (\w\w)/, "keep_taken", (m) => ({ card: m[1] })],
  [/^you must keep a card to discard/, "keep_a_card"],
  [/^there is no taken discard/, "nothing_taken"],
  [/^you do not hold/, "not_held"],
  [/^there is no combination/, "no_such_meld"],
  [/a combination needs at least/, "too_few"],
  [/at most one joker/, "two_jokers"],
  [/: a set |is a set: it has no low end|is not of the rank of the set|already has four cards|already has a card of that suit/, "not_a_set"],
  [/: a run |a combination is a set \(one rank\) or a run|write a run|already runs from Ace|does not go at the|nothing goes at the/, "not_a_run"],
  [/has no joker to take back/, "no_joker"],
  [/^the joker in \S+ stands for/, "joker_stands_for"],
  [/(\w\w) can capture, and a card that can capture must capture/, "must_capture", (m) => ({ card: m[1] })],
  [/^same value first/, "same_value_first"],
  [/adds up to/, "wrong_sum"],
  [/is not in your hand|not on the table/, "not_held"],
  [/^the round is over/, "round_over"],
]);

/**
 * The refusal an engine error carries.
 * @param {{reason?: string | null, params?: Record<string, unknown>, message: string}} error
 * @returns {Refusal}
 */
export function refusalOf(error) {
  if (error.reason) return { code: error.reason, params: error.params ?? {} };
  for (const [pattern, code, read] of ENGLISH) {
    const match = pattern.exec(error.message);
    if (match) return { code, params: read ? read(match) : {} };
  }
  return { code: "illegal", params: {} };
}

/**
 * A refusal in words: a card parameter named by `name`, a group's reason in words.
 * @param {string} code
 * @param {Record<string, unknown>} params
 * @param {(card: string) => string} name
 */
export function wordRefusal(code, params, name) {
  const refusals = /** @type {Record<string, string | ((params: Record<string, any>) => string)>} */ (/** @type {unknown} */ (strings.refusals));
  const text = refusals[code] ?? refusals.illegal;
  const named = { ...params };
  if (typeof named.card === "string") named.card = name(named.card);
  if (typeof named.reason === "string") named.reason = strings.scala40.reasons[/** @type {"too_few"} */ (named.reason)] ?? named.reason;
  return typeof text === "function" ? text(named) : text;
}
