/**
 * Choosing a Scopa move from the view's legal moves, the way a player does at
 * the table: pick a card from the hand; if it can capture in more than one
 * way, tap the table cards to take (or switch between the captures with the
 * arrows and confirm). Only moves listed in view.legal_moves ever come out,
 * and a choice between captures is never made for the player.
 */

/** "7DxAD+6S" → {text, card: "7D", captures: ["AD", "6S"]}; "QC" → {text, card: "QC", captures: []}. */
export function readMove(text) {
  const [card, taken] = text.split("x");
  return { text, card, captures: taken ? taken.split("+") : [] };
}

/**
 * The choice that picking `card` opens. Its `move` is set at once when the
 * card has a single legal move (one capture, or none).
 * `keyboard`: the first capture starts previewed, for the arrows and Enter.
 */
export function pickCard(legalMoves, card, { keyboard = false } = {}) {
  const moves = legalMoves.map(readMove).filter((move) => move.card === card);
  if (moves.length === 0) return null;
  if (moves.length === 1) return { card, moves, tapped: [], preview: null, move: moves[0].text };
  return { card, moves, tapped: [], preview: keyboard ? 0 : null, move: null };
}

/** The captures that still agree with the tapped cards. */
export function remainingMoves(choice) {
  return choice.moves.filter((move) => choice.tapped.every((card) => move.captures.includes(card)));
}

/**
 * Taps a table card: a tapped card is untapped, another one is added if some
 * capture still agrees. The move is made when the tapped cards are exactly
 * one of the captures. Returns the new choice (the same one if the tap meant nothing).
 */
export function tapTableCard(choice, card) {
  const tapped = choice.tapped.includes(card)
    ? choice.tapped.filter((other) => other !== card)
    : [...choice.tapped, card];
  const next = { ...choice, tapped, preview: null };
  const remaining = remainingMoves(next);
  if (remaining.length === 0) return choice;
  const exact = remaining.find((move) => move.captures.length === tapped.length);
  return exact ? { ...next, move: exact.text } : next;
}

/** Previews the next (+1) or previous (-1) capture, for the keyboard. */
export function stepPreview(choice, delta) {
  const count = choice.moves.length;
  const preview = choice.preview === null ? (delta > 0 ? 0 : count - 1) : (choice.preview + delta + count) % count;
  return { ...choice, tapped: [], preview };
}

/** Confirms the previewed capture, if one is previewed. */
export function confirmPreview(choice) {
  return choice.preview === null ? choice : { ...choice, move: choice.moves[choice.preview].text };
}

/**
 * How each card looks while choosing: the picked hand card and the chosen
 * table cards "select", the other cards that a capture could still take "capture".
 */
export function choiceMarks(choice) {
  const marks = new Map();
  if (!choice) return marks;
  for (const move of remainingMoves(choice)) {
    for (const card of move.captures) marks.set(card, "capture");
  }
  const chosen = choice.preview === null ? choice.tapped : choice.moves[choice.preview].captures;
  for (const card of chosen) marks.set(card, "select");
  marks.set(choice.card, "select");
  return marks;
}
