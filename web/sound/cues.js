/**
 * The one place where the engine's events become sounds: a reply's events
 * (docs/protocol.md, docs/scala40.md) give the names of the voices to play,
 * in order. Every game's events are read here, by type, so a game's code
 * plays no sound of its own; an event of a type not listed gives none.
 */

/** @typedef {Record<string, any>} EngineEvent */

/** The sound of each event type, or a function of the event when it depends on it. */
const CUES = {
  new_game: ["shuffle", "deal"],
  new_round: ["shuffle", "deal"],
  deal: ["deal"],
  rebuild: ["shuffle"],
  // Scopa's play captures or lays a card; Briscola's play has no captures: a card laid.
  play: (/** @type {EngineEvent} */ event) => (event.captures?.length ? ["capture"] : ["lay"]),
  scopa: ["scopa"],
  sweep: ["capture"],
  trick: ["trick"],
  draw: ["deal"],
  take: ["lay"],
  return: ["lay"],
  discard: ["lay"],
  add: ["lay"],
  swap: ["lay"],
  open: ["meld"],
  meld: ["meld"],
  // A round closed or counted: the closing card and the count panel speak for themselves.
  close: [],
  round_over: [],
  // The human is seat 0 and plays on side 0: a winner of 0 is theirs.
  game_over: (/** @type {EngineEvent} */ event) => (event.winner === 0 ? ["win"] : ["lose"]),
};

/**
 * The sounds of `events`, in order.
 * @param {EngineEvent[]} events
 * @returns {string[]}
 */
export function soundsOf(events) {
  return events.flatMap((event) => {
    const cue = Object.hasOwn(CUES, event.type) ? CUES[/** @type {keyof typeof CUES} */ (event.type)] : [];
    return typeof cue === "function" ? cue(event) : cue;
  });
}
