/**
 * How Briscola's events become the table's steps: a card played onto the
 * trick, the trick lit and taken to its winner's pile (where it stays face up
 * until the next lead), each card drawn from the stock (the face-up briscola
 * last, from under it), the hand's result. Every step's scene is worked out
 * from the one before and the event; the last step settles on the engine's view.
 * The same steps serve a table of two and of four (scopa/seating.js: a scene
 * for four holds each seat's face-down cards in `backs`).
 */
import { strings } from "../../ui/strings.js";
import { backIds, backPrefix, backsOf, fromDealer, playedOut, seatCount, withBacks } from "../scopa/seating.js";

/**
 * @typedef {import("../../types").Scene} Scene
 * @typedef {import("../../types").Step} Step
 * @typedef {import("../../types").View} View
 * @typedef {import("../../table/table.js").Table} Table
 * @typedef {(card: string) => string} Namer
 * @typedef {import("../../types").Kit["who"]} Who
 */

const FULL_DECK = 40;

/**
 * How long each part takes, in ms (see animation.js for reduced motion).
 * Pairs are [your move, the computer's]: the computer's card travels slower,
 * so its move can be followed.
 */
const TIMING = {
  deal: 300,
  dealStagger: 90,
  briscola: 700,
  play: [360, 560],
  look: 800,
  take: 460,
  takeStagger: 60,
  draw: 320,
  hand: 1100,
};

/** What the table's words are at a scene's table: Briscola for two's, or for four's (each other seat named by its place). */
export const wordsAt = (/** @type {Scene} */ scene) => (seatCount(scene) === 4 ? strings.briscola.four : strings.briscola);

/** The table before any card is dealt: the whole deck, face down. */
export function emptyScene(dealer = 1, seats = 2) {
  const hands = seats === 4 ? { backs: [0, 0, 0, 0] } : { opponent: 0 };
  return { hand: [], ...hands, stock: FULL_DECK, briscola: null, trick: [], lastTrick: null, piles: Array(seats).fill(0), points: null, turn: null, dealer };
}

/** The scene of a view. */
export function sceneFromView(/** @type {View} */ view) {
  const last = view.last_trick;
  const seats = view.hand_sizes.length;
  const hands = seats === 4 ? { backs: view.hand_sizes.map((/** @type {number} */ size, /** @type {number} */ seat) => (seat ? size : 0)) } : { opponent: view.opponent_hand_size };
  return {
    hand: [...view.hand],
    ...hands,
    stock: view.stock_size,
    briscola: view.briscola_in_stock ? view.briscola : null,
    trick: view.trick.map((/** @type {string} */ card, /** @type {number} */ i) => ({ player: (view.leader + i) % seats, card })),
    lastTrick: last ? { cards: [...last.cards], leader: last.leader, winner: last.winner, points: last.points } : null,
    piles: [...view.pile_sizes],
    points: view.points ? [...view.points] : null,
    turn: view.turn,
    dealer: view.dealer,
    // Every hand, when a watcher sees them face up (docs/protocol.md, "Watching").
    revealed: view.hands ?? null,
  };
}

/**
 * The scene of a review's step: the state before it (docs/protocol.md, "Review"), every hand face
 * up in `revealed` (by seat); the stock (the briscola under it) is what no hand, trick or pile holds.
 */
export function reviewScene(/** @type {Record<string, any>} */ before) {
  const hands = /** @type {string[][]} */ (before.hands);
  const seats = hands.length;
  const tricks = /** @type {Array<{winner: number}>} */ (before.tricks);
  const trick = /** @type {string[]} */ (before.trick);
  const held = hands.reduce((sum, hand) => sum + hand.length, 0);
  const stock = FULL_DECK - held - seats * tricks.length - trick.length;
  const view = {
    ...before, hand: hands[0], hand_sizes: hands.map((hand) => hand.length), opponent_hand_size: hands[1].length,
    stock_size: stock, briscola_in_stock: stock > 0, leader: (before.turn - trick.length + seats) % seats, last_trick: null, points: null,
    pile_sizes: hands.map((_, seat) => seats * tricks.filter((won) => won.winner === seat).length),
  };
  return { ...sceneFromView(view), revealed: hands.map((hand) => [...hand]) };
}

/** The last trick's cards go face down into their pile as the table moves on. */
const intoPile = (/** @type {Scene} */ scene) =>
  scene.lastTrick ? Object.fromEntries(scene.lastTrick.cards.map((/** @type {string} */ card) => [card, `pile${scene.lastTrick.winner}`])) : {};

/**
 * The steps of a deal, or of a hand taken up again: the hands (one card at a
 * time, the player after the dealer first), the trick and the piles' last trick
 * leave the deck for their places, then the briscola is turned up under the stock.
 */
export function dealSteps(/** @type {Table} */ table, /** @type {View} */ view, /** @type {Namer} */ name) {
  const dealt = sceneFromView(view);
  const hidden = { ...dealt, briscola: null, stock: dealt.stock + (dealt.briscola ? 1 : 0) };
  const held = fromDealer(dealt).map((seat) => (seat === 0 ? [...dealt.hand] : backIds(dealt, seat)));
  const order = [];
  for (let i = 0; i < Math.max(...held.map((hand) => hand.length)); i++) order.push(...held.map((hand) => hand[i]).filter(Boolean));
  order.push(...dealt.trick.map((/** @type {{card: string}} */ played) => played.card), ...(dealt.lastTrick?.cards ?? []));
  const steps = [table.motion({ from: emptyScene(view.dealer, seatCount(dealt)), to: hidden, ms: TIMING.deal, order, stagger: TIMING.dealStagger })];
  if (dealt.briscola) {
    const say = () => strings.briscola.announce.briscola(name(dealt.briscola));
    steps.push(table.motion({ to: dealt, ms: TIMING.briscola, order: [dealt.briscola], say }));
  }
  steps.push(table.pause({ ms: 0, scene: dealt }));
  return steps;
}

/**
 * The steps that show a reply's events from the scene `current`, ending on its view.
 * @param {Table} table
 * @param {Array<Record<string, any>>} events
 * @param {View} view
 * @param {Scene} current
 * @param {Namer} name the card's name in the language and style in use
 * @param {Pick<import("../../types").Kit, "who" | "placeOf" | "sideOf">} kit how the words of a move name a seat (`who`) and, while watching, a side
 * @returns {Step[]}
 */
export function stepsFor(table, events, view, current, name, kit) {
  const { who } = kit;
  /** @type {Step[]} */
  const steps = [];
  for (const event of events) {
    if (event.type === "play") current = played(table, steps, event, current, name, who);
    else if (event.type === "trick") current = taken(table, steps, event, current, name, who);
    else if (event.type === "draw") current = drawn(table, steps, event, current, name, who);
    else if (event.type === "round_over") {
      const hand = /** @type {number | null} */ (event.hand_winner);
      const four = seatCount(current) === 4;
      // While watching, the winner by its places (a seat at two, a side at four): no one there won or lost.
      const watched = hand === null ? null : four ? kit.sideOf(hand) : kit.placeOf(hand);
      const result = watched ? strings.watch.handTo(watched) : strings.briscola.banner[hand === null ? "drawn" : hand === 0 ? "won" : "lost"];
      const words = wordsAt(current);
      // At two a side is a seat, named as the table names it; at four the sides keep the game's words, but for the watcher's.
      const say = () => (four && watched ? strings.watch.sideWins(watched) : words.announce.handOver(hand === null || four ? hand : who(hand)));
      steps.push(table.pause({ ms: TIMING.hand, scene: current, banner: result, say }));
    }
  }
  steps.push(table.pause({ ms: 0, scene: sceneFromView(view) }));
  return steps;
}

/** A card played onto the trick: yours from your hand, another's out of their hand, face down until it turns over. */
function played(/** @type {Table} */ table, /** @type {Step[]} */ steps, /** @type {Record<string, any>} */ event, /** @type {Scene} */ current, /** @type {Namer} */ name, /** @type {Who} */ who) {
  const { player, card } = event;
  const seats = seatCount(current);
  const out = player !== 0 ? playedOut(current, player, card) : null;
  const origins = out ? { [card]: out.origin } : {};
  const after = {
    ...(out ? out.after : { ...current, hand: current.hand.filter((/** @type {string} */ own) => own !== card) }),
    trick: [...current.trick, { player, card }],
    lastTrick: current.trick.length === 0 ? null : current.lastTrick,
    turn: current.trick.length < seats - 1 ? (player + 1) % seats : null,
  };
  const destinations = after.lastTrick ? {} : intoPile(current);
  const say = () => wordsAt(current).announce.play(who(player), name(card), current.trick.length === 0);
  steps.push(table.motion({ from: current, to: after, ms: TIMING.play[player === 0 ? 0 : 1], origins, destinations, order: [card], say }));
  return after;
}

/** The trick lit a moment, its winning card marked, then taken to the winner's pile, face up on top of it. */
function taken(/** @type {Table} */ table, /** @type {Step[]} */ steps, /** @type {Record<string, any>} */ event, /** @type {Scene} */ current, /** @type {Namer} */ name, /** @type {Who} */ who) {
  const { cards, leader, winner, points } = event;
  const seats = seatCount(current);
  const best = cards[(winner - leader + seats) % seats];
  const lit = new Map(cards.map((/** @type {string} */ card) => [card, card === best ? "select" : "capture"]));
  const say = () => wordsAt(current).announce.trick(who(winner), name(best), points);
  steps.push(table.pause({ ms: TIMING.look, scene: current, lit, say }));
  const after = {
    ...current,
    trick: [],
    lastTrick: { cards: [...cards], leader, winner, points },
    piles: current.piles.map((/** @type {number} */ size, /** @type {number} */ player) => (player === winner ? size + cards.length : size)),
    // The running points are per side: a player's at two, a partnership's at four.
    points: current.points && current.points.map((/** @type {number} */ sum, /** @type {number} */ side) => (side === winner % 2 ? sum + points : sum)),
    turn: winner,
  };
  steps.push(table.motion({ from: current, to: after, ms: TIMING.take, order: [...cards], stagger: TIMING.takeStagger }));
  return after;
}

/** A card drawn from the stock, or the face-up briscola from under it: into your hand face up, or into another's face down. */
function drawn(/** @type {Table} */ table, /** @type {Step[]} */ steps, /** @type {Record<string, any>} */ event, /** @type {Scene} */ current, /** @type {Namer} */ name, /** @type {Who} */ who) {
  const { player, card, stock_size: stock } = event;
  const briscola = card !== null && card === current.briscola;
  const held = backsOf(current, player);
  /** @type {Scene} */
  const after = { ...(player === 0 ? { ...current, hand: [...current.hand, card] } : withBacks(current, player, held + 1)), stock, briscola: briscola ? null : current.briscola };
  /** @type {Record<string, string>} */
  const origins = {};
  const id = player === 0 ? card : `${backPrefix(current, player)}${held}`;
  if (player !== 0 && briscola) origins[id] = card;
  const say = briscola || player === 0 ? () => wordsAt(current).announce.draw(who(player), name(card), briscola) : null;
  steps.push(table.motion({ from: current, to: after, ms: TIMING.draw, origins, order: [id], say }));
  return after;
}
