/**
 * How Scopa's events become the table's steps: a card played (laid, or
 * landing on what it takes, which then goes to the pile), a scopa (its
 * banner), a new deal, the last cards swept to the last capturer, at a
 * table of two or of four (seating.js). Every step's scene is worked out from
 * the one before and the event; the last step settles on the engine's own view.
 */
import { heldHand, isFour } from "./four.js";
import { backIds, backsOf, fromDealer, otherSeats, playedOut, seatCount, withBacks } from "./seating.js";
import { strings } from "../../ui/strings.js";

/**
 * @typedef {import("../../types").Scene} Scene
 * @typedef {import("../../types").Step} Step
 * @typedef {import("../../types").View} View
 * @typedef {import("../../table/table.js").Table} Table
 * @typedef {import("../../types").Kit["who"]} Who
 */

const FULL_DECK = 40;

/**
 * How long each part of a move takes, in ms (see animation.js for reduced
 * motion). Pairs are [your move, a computer's]: a computer's card travels
 * slower and what it takes stays lit longer, so its move can be followed.
 */
const TIMING = {
  deal: 300,
  dealStagger: 70,
  /** The most a whole deal's stagger takes: Scopone deals forty cards. */
  dealAtMost: 1800,
  play: [380, 560],
  look: [380, 850],
  laid: [120, 420],
  take: 420,
  takeStagger: 55,
  scopa: 1000,
  sweep: 460,
};

/** The table of `seats` players before any card is dealt: the whole deck, face down. */
export function emptyScene(dealer = 1, seats = 2) {
  const empty = {
    hand: [], table: [], deck: FULL_DECK, piles: Array(seats).fill(0), scopas: Array.from({ length: seats }, () => []),
    turn: null, dealer, landing: null, lifted: null,
  };
  return seats === 4 ? { ...empty, backs: [0, 0, 0, 0] } : { ...empty, opponent: 0 };
}

/** The scene of a view, at a table of two or four (the picked card, if any, is raised by the game). */
export function sceneFromView(/** @type {View} */ view) {
  const scene = {
    hand: heldHand(view.hand, isFour(view)),
    table: [...view.table],
    deck: view.deck_size,
    piles: view.piles.map((/** @type {string[]} */ pile) => pile.length),
    scopas: view.scopas.map((/** @type {string[]} */ cards) => [...cards]),
    turn: view.turn,
    dealer: view.dealer,
    landing: null,
    lifted: null,
    // Every hand, when a watcher sees them face up.
    revealed: view.hands ?? null,
  };
  const sizes = /** @type {number[]} */ (view.hand_sizes);
  return sizes.length === 4 ? { ...scene, backs: sizes.map((size, seat) => (seat === 0 ? 0 : size)) } : { ...scene, opponent: sizes[1] };
}

/**
 * The scene of a review's step: the state before it (docs/protocol.md, "Review"), every hand face
 * up in `revealed` (by seat), the deck what no hand, pile or the table holds.
 */
export function reviewScene(/** @type {Record<string, any>} */ before) {
  const hands = /** @type {string[][]} */ (before.hands);
  const held = [...hands, before.table, ...before.piles].reduce((sum, cards) => sum + cards.length, 0);
  const view = { ...before, hand: hands[0], hand_sizes: hands.map((hand) => hand.length), deck_size: FULL_DECK - held };
  return { ...sceneFromView(view), revealed: hands.map((hand) => [...hand]) };
}

/** What is said of a seat's moves at a table of `seats`, in the language in use: at four, the seats by name. */
const wordsAt = (/** @type {number} */ seats) => (seats === 4 ? strings.four.announce : strings.announce);
/** Your move's timing (0) or a computer's (1). */
const pace = (/** @type {number} */ player) => (player === 0 ? 0 : 1);

const without = (/** @type {string[]} */ cards, /** @type {string[]} */ gone) => cards.filter((card) => !gone.includes(card));
const addTo = (/** @type {number[]} */ pair, /** @type {number} */ player, /** @type {number} */ value) =>
  pair.map((old, i) => (i === player ? old + value : old));
/** Every face-down card's id, at every seat. */
const allBacks = (/** @type {Scene} */ scene) => otherSeats(scene).flatMap((seat) => backIds(scene, seat));

/** Deal order at a real table: one card at a time to each player, from the one after the dealer, then the table. */
function dealOrder(/** @type {Scene} */ next, /** @type {Set<string>} */ previous) {
  const fresh = (/** @type {string[]} */ ids) => ids.filter((id) => !previous.has(id));
  const hands = fromDealer(next).map((seat) => fresh(seat === 0 ? next.hand : backIds(next, seat)));
  const order = [];
  for (let i = 0; i < Math.max(...hands.map((hand) => hand.length)); i++) order.push(...hands.map((hand) => hand[i]).filter(Boolean));
  return [...order, ...fresh(next.table)];
}

/** A deal's motion from `from` to `to`: the cards new in `to` leave the deck one after another. */
function dealMotion(/** @type {Table} */ table, /** @type {Scene} */ from, /** @type {Scene} */ to, /** @type {Set<string>} */ previous, say = /** @type {import("../../types").Words | null} */ (null)) {
  const order = dealOrder(to, previous);
  const stagger = Math.min(TIMING.dealStagger, TIMING.dealAtMost / Math.max(1, order.length));
  return table.motion({ from, to, ms: TIMING.deal, order, stagger, say });
}

/** The steps of a new deal: every card leaves the deck for its place in the view. */
export function dealSteps(/** @type {Table} */ table, /** @type {View} */ view) {
  const dealt = sceneFromView(view);
  return [dealMotion(table, emptyScene(view.dealer, seatCount(dealt)), dealt, new Set())];
}

/**
 * The steps that show a reply's events from the scene `current`, ending on its view.
 * @param {Table} table
 * @param {Array<Record<string, any>>} events
 * @param {View} view
 * @param {Scene} current
 * @param {(card: string) => string} name the card's name in the language and style in use
 * @param {Who} who a seat as the words of a move name it (the kit's `who`)
 * @returns {Step[]}
 */
export function stepsFor(table, events, view, current, name, who) {
  /** @type {Step[]} */
  const steps = [];
  const seats = seatCount(current);
  for (const event of events) {
    if (event.type === "play") current = playSteps(table, steps, event, current, name, who);
    else if (event.type === "scopa") {
      const scopas = current.scopas.map((/** @type {string[]} */ cards, /** @type {number} */ player) => (player === event.player ? [...cards, event.card] : cards));
      current = { ...current, scopas };
      steps.push(table.pause({ ms: TIMING.scopa, scene: current, banner: strings.table.scopa, say: () => wordsAt(seats).scopa(who(event.player)) }));
    } else if (event.type === "deal") {
      // Each other player gets as many cards as you: the deck's cards dealt, less yours, shared among them.
      const others = otherSeats(current);
      const each = (current.deck - event.deck_size - event.hand.length) / others.length;
      /** @type {Scene} */
      const yours = { ...current, hand: heldHand(event.hand, seats === 4), deck: event.deck_size };
      const dealt = others.reduce((scene, seat) => withBacks(scene, seat, backsOf(scene, seat) + each), yours);
      const previous = new Set([...current.hand, ...current.table, ...allBacks(current)]);
      steps.push(dealMotion(table, current, dealt, previous, () => strings.announce.deal(event.hand.map(name))));
      current = dealt;
    } else if (event.type === "sweep") {
      const swept = { ...current, table: without(current.table, event.cards), piles: addTo(current.piles, event.player, event.cards.length) };
      const destinations = Object.fromEntries(event.cards.map((/** @type {string} */ id) => [id, `pile${event.player}`]));
      const say = () => wordsAt(seats).sweep(who(event.player), event.cards.length);
      steps.push(table.motion({ from: current, to: swept, ms: TIMING.sweep, destinations, order: event.cards, stagger: TIMING.takeStagger, say }));
      current = swept;
    }
  }
  steps.push(table.pause({ ms: 0, scene: sceneFromView(view) }));
  return steps;
}

/**
 * A card played: laid on the table, or landing on the first card it takes, lit with them, then all to the pile.
 * @returns {Scene} the scene after it
 */
function playSteps(/** @type {Table} */ table, /** @type {Step[]} */ steps, /** @type {Record<string, any>} */ event, /** @type {Scene} */ current, /** @type {(card: string) => string} */ name, /** @type {Who} */ who) {
  const { player, card, captures } = event;
  const seats = seatCount(current);
  const say = () => wordsAt(seats).play(who(player), name(card), captures.map(name));
  // A computer's card comes out of its hand, face down until it turns over on the way.
  const computer = player !== 0;
  const out = computer ? playedOut(current, player, card) : null;
  const origins = out ? { [card]: out.origin } : {};
  const played = out ? out.after : { ...current, hand: without(current.hand, [card]) };
  const timing = pace(player);
  if (captures.length === 0) {
    const laid = { ...played, table: [...current.table, card] };
    steps.push(table.motion({ from: current, to: laid, ms: TIMING.play[timing], origins, order: [card], say }));
    steps.push(table.pause({ ms: TIMING.laid[timing], scene: laid }));
    return laid;
  }
  const landed = { ...played, landing: { card, onto: captures[0] } };
  steps.push(table.motion({ from: current, to: landed, ms: TIMING.play[timing], origins, order: [card], say }));
  const lit = new Map([[card, "select"], ...captures.map((/** @type {string} */ taken) => [taken, "capture"])]);
  steps.push(table.pause({ ms: TIMING.look[timing], scene: landed, lit }));
  const taken = { ...landed, landing: null, table: without(current.table, captures), piles: addTo(current.piles, player, captures.length + 1) };
  const order = [card, ...captures];
  const destinations = Object.fromEntries(order.map((id) => [id, `pile${player}`]));
  steps.push(table.motion({ from: landed, to: taken, ms: TIMING.take, destinations, order, stagger: TIMING.takeStagger }));
  return taken;
}
