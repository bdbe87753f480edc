/**
 * Turning what the player picked into Scala 40 moves, from the view's legal
 * moves only (in the engine's notation, see docs/scala40.md). No rule is
 * worked out here: a pick that matches no listed move is sent as it is, and
 * the engine's refusal says why.
 */

/** A multiset of card names as one comparable string. */
const bag = (cards) => [...cards].sort().join(" ");

/** Splits a combination as written ("7HJK9H") into its card names. */
export const cardsOf = (text) => text.match(/../g) ?? [];

/** "open 7H8H9H+QDQSQC" → {kind: "open", groups: [[...], [...]]}; "add 2 6H low" → {kind, meld, card, low}. */
export function readMove(text) {
  const [kind, ...rest] = text.split(" ");
  if (kind === "open") return { kind, groups: rest[0].split("+").map(cardsOf) };
  if (kind === "meld") return { kind, cards: cardsOf(rest[0]) };
  if (kind === "add" || kind === "swap") return { kind, meld: Number(rest[0]), card: rest[1], low: rest[2] === "low" };
  if (kind === "discard") return { kind, card: rest[0] };
  return { kind };
}

/** The listed `meld` of exactly these cards, if any. */
export function listedMeld(cards, legalMoves) {
  const wanted = bag(cards);
  return legalMoves.find((move) => move.startsWith("meld ") && bag(readMove(move).cards) === wanted) ?? null;
}

/** The listed `open` made of exactly these groups (in any order), if any. */
export function listedOpening(groups, legalMoves) {
  const wanted = bag(groups.map((group) => bag(group).replaceAll(" ", "")));
  return (
    legalMoves.find(
      (move) => move.startsWith("open ") && bag(readMove(move).groups.map((group) => bag(group).replaceAll(" ", ""))) === wanted,
    ) ?? null
  );
}

/** The opening of these groups, each written as given (arranged by the engine's check when there was one). */
export const openingOf = (groups) => `open ${groups.map((group) => group.join("")).join("+")}`;

/**
 * Where a card can go on the table: every listed `add` and `swap` of it, as
 * {move, meld, kind: "add" | "low" | "swap"}, in the listed order.
 */
export function placements(card, legalMoves) {
  return legalMoves
    .map((move) => ({ move, parsed: readMove(move) }))
    .filter(({ parsed }) => (parsed.kind === "add" || parsed.kind === "swap") && parsed.card === card)
    .map(({ move, parsed }) => ({ move, meld: parsed.meld, kind: parsed.kind === "swap" ? "swap" : parsed.low ? "low" : "add" }));
}

/**
 * The move a tap on combination `meld` makes with `card`: taking back its
 * joker first, then adding at the end nearer the tap (`side` "low" or
 * "high"). When nothing is listed, the add the tap asks for, for the engine
 * to refuse with its reason.
 */
export function tapPlacement(card, meld, side, legalMoves) {
  const here = placements(card, legalMoves).filter((placement) => placement.meld === meld);
  const swap = here.find((placement) => placement.kind === "swap");
  if (swap) return { move: swap.move, listed: true };
  const wanted = side === "low" ? "low" : "add";
  const best = here.find((placement) => placement.kind === wanted) ?? here[0];
  if (best) return { move: best.move, listed: true };
  return { move: `add ${meld} ${card}${side === "low" ? " low" : ""}`, listed: false };
}

/** Takes `cards` out of `hand` (both lists of names, repeats counted); null if the hand lacks one. */
export function without(hand, cards) {
  const rest = [...hand];
  for (const card of cards) {
    const at = rest.indexOf(card);
    if (at < 0) return null;
    rest.splice(at, 1);
  }
  return rest;
}

/** By suit, the colours alternate: spades, hearts, clubs, diamonds. */
const SUIT_ORDER = "SHCD";
const RANK_ORDER = "A23456789TJQK";

/**
 * A hand in the order the player chose: by rank it stays in the engine's
 * order (rank, then suit, jokers first); by suit, jokers first, then each
 * suit from the Ace up.
 */
export function sortHand(hand, by) {
  if (by !== "suit") return [...hand];
  const key = (card) => (card === "JK" ? -1 : SUIT_ORDER.indexOf(card[1]) * 13 + RANK_ORDER.indexOf(card[0]));
  return [...hand].sort((a, b) => key(a) - key(b));
}
