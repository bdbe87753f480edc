/**
 * The table turned round for the person holding the device. The engine numbers seats from 0 at
 * its table, and the page draws seat 0 at the bottom with its hand; when people play together the
 * view that comes is the person to move's (its `player`), whoever sits there. So every reply of a
 * game is turned, here and nowhere else, so that its player is seat 0 and every other seat keeps
 * its place round the table: seat numbers, per-seat lists, and sides (at a table of four in pairs,
 * the player's partnership becomes side 0). This is presentation only: the moves sent back name
 * cards, never seats, and a request naming a seat (the coach's hint) takes `view.seat`, the
 * player's seat at the engine's table, which the turned view adds. The engine worker turns each
 * round's summary round every person's seat in turn, to count it for them (engine/statistics.js),
 * so this file needs nothing of the page.
 */

/** @typedef {{by: number, seats: number, sides: number}} Turn  the player's seat, the table's seats, its sides */

/** Fields holding a seat's number. */
const SEAT = new Set(["player", "dealer", "turn", "last_capturer", "leader", "closer", "owner"]);
/** Fields holding a side's number (a trick's winner is a seat: see `turnObject`). */
const SIDE = new Set(["winner", "hand_winner", "side"]);
/** Lists of one entry per seat. */
const PER_SEAT = new Set(["hand_sizes", "piles", "scopas", "pile_sizes", "opened", "out", "hands"]);
/** Lists of one entry per side (one per seat where each plays for themselves). */
const PER_SIDE = new Set(["scores", "match_scores", "points", "players", "values"]);

/** The replies that hold a game's seats: every other reply passes as it came. */
const TURNED = new Set(["new_game", "view", "play", "computer", "next_round", "undo", "summary", "review"]);

/** A seat's number as `turn` sees it. */
export const turnSeat = (/** @type {Turn} */ turn, /** @type {number} */ seat) => (seat - turn.by + turn.seats) % turn.seats;

/** A side's number as `turn` sees it: the player's side is side 0. */
const turnSide = (/** @type {Turn} */ turn, /** @type {number} */ side) => (side - (turn.by % turn.sides) + turn.sides) % turn.sides;

/** `list` re-ordered so that the entry of `first` comes first. */
const rotate = (/** @type {unknown[]} */ list, /** @type {number} */ first) => list.map((_, i) => list[(i + first) % list.length]);

/** `value` with every seat and side in it turned. @returns {any} */
function turnValue(/** @type {Turn} */ turn, /** @type {unknown} */ value) {
  if (Array.isArray(value)) return value.map((each) => turnValue(turn, each));
  if (value && typeof value === "object") return turnObject(turn, /** @type {Record<string, unknown>} */ (value));
  return value;
}

/** One object turned, field by field. */
function turnObject(/** @type {Turn} */ turn, /** @type {Record<string, unknown>} */ object) {
  // A trick (Briscola's, in a view or an event) names the seat that took it.
  const trick = "leader" in object && "cards" in object;
  /** @type {Record<string, unknown>} */
  const turned = {};
  for (const [key, value] of Object.entries(object)) {
    const number = typeof value === "number";
    if (number && (SEAT.has(key) || (trick && key === "winner"))) turned[key] = turnSeat(turn, value);
    else if (number && SIDE.has(key)) turned[key] = turnSide(turn, value);
    else if (Array.isArray(value) && value.length === turn.seats && PER_SEAT.has(key)) turned[key] = turnValue(turn, rotate(value, turn.by));
    else if (Array.isArray(value) && value.length === turn.sides && PER_SIDE.has(key)) turned[key] = turnValue(turn, rotate(value, turn.by % turn.sides));
    else if (key === "seats" && Array.isArray(value)) turned[key] = seatsOf(turn, value);
    else if (key === "partnerships" && Array.isArray(value)) turned[key] = rotate(value, turn.by % turn.sides).map((pair) => seatsOf(turn, /** @type {unknown[]} */ (pair)));
    else if (key === "history" && Array.isArray(value)) turned[key] = value.map(([seat, move]) => [turnSeat(turn, seat), move]);
    else turned[key] = turnValue(turn, value);
  }
  return turned;
}

/** A view's seats (a kind per seat: rotated), or a side's seats (numbers: each turned). */
function seatsOf(/** @type {Turn} */ turn, /** @type {unknown[]} */ seats) {
  return seats.every((seat) => typeof seat === "number") ? seats.map((seat) => turnSeat(turn, seat)) : rotate(seats, turn.by);
}

/** How a view turns: round its player. */
export const turnOf = (/** @type {{player: number, seats: unknown[], scores: unknown[]}} */ view) => ({ by: view.player, seats: view.seats.length, sides: view.scores.length });

/** A reply of `type` turned by `turn`, its view (if any) marked with the player's seat at the engine's table. */
export function turnReply(/** @type {Turn} */ turn, /** @type {Record<string, any>} */ reply) {
  const turned = turnValue(turn, reply);
  if (turned.view) turned.view.seat = turn.by;
  return turned;
}

/**
 * The engine as the page sees it: each game's replies turned round the player of the last view it
 * sent of that game (a summary or a review has no view: the last one's turn holds).
 * @typedef {{request: (type: string, fields?: Record<string, unknown>) => Promise<any>}} Engine
 * @param {Engine} engine
 * @returns {Engine}
 */
export function turnedEngine(engine) {
  /** @type {Record<string, Turn>} */
  const turns = {};
  return {
    async request(type, fields = {}) {
      const reply = await engine.request(type, fields);
      const game = typeof fields.game === "string" ? fields.game : null;
      if (!game || !TURNED.has(type)) return reply;
      if (reply.view) turns[game] = turnOf(reply.view);
      const turn = turns[game];
      return turn && turn.by !== 0 ? turnReply(turn, reply) : { ...reply, ...(reply.view ? { view: { ...reply.view, seat: 0 } } : {}) };
    },
  };
}
