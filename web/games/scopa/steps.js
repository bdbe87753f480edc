/**
 * How Scopa's events become the table's steps: a card played (laid, or
 * landing on what it takes, which then goes to the pile), a scopa (its
 * banner), a new deal, the last cards swept to the last capturer. Every
 * step's scene is worked out from the one before and the event; the last
 * step settles on the engine's own view.
 */
import { strings } from "../../ui/strings.js";

/**
 * @typedef {import("../../types").Scene} Scene
 * @typedef {import("../../types").Step} Step
 * @typedef {import("../../types").View} View
 * @typedef {import("../../table/table.js").Table} Table
 */

const FULL_DECK = 40;

/**
 * How long each part of a move takes, in ms (see animation.js for reduced
 * motion). Pairs are [your move, the computer's]: the computer's card travels
 * slower and what it takes stays lit longer, so its move can be followed.
 */
const TIMING = {
  deal: 300,
  dealStagger: 70,
  play: [380, 560],
  look: [380, 850],
  laid: [120, 420],
  take: 420,
  takeStagger: 55,
  scopa: 1000,
  sweep: 460,
};

/** The table before any card is dealt: the whole deck, face down. */
export function emptyScene(dealer = 1) {
  return { hand: [], opponent: 0, table: [], deck: FULL_DECK, piles: [0, 0], scopas: [[], []], turn: null, dealer, landing: null, lifted: null };
}

/** The scene of a view (the picked card, if any, is raised by the game). */
export function sceneFromView(/** @type {View} */ view) {
  return {
    hand: [...view.hand],
    opponent: view.opponent_hand_size,
    table: [...view.table],
    deck: view.deck_size,
    piles: view.piles.map((/** @type {string[]} */ pile) => pile.length),
    scopas: view.scopas.map((/** @type {string[]} */ cards) => [...cards]),
    turn: view.turn,
    dealer: view.dealer,
    landing: null,
    lifted: null,
  };
}

const without = (/** @type {string[]} */ cards, /** @type {string[]} */ gone) => cards.filter((card) => !gone.includes(card));
const addTo = (/** @type {number[]} */ pair, /** @type {number} */ player, /** @type {number} */ value) =>
  pair.map((old, i) => (i === player ? old + value : old));
const backs = (/** @type {number} */ count) => Array.from({ length: count }, (_, i) => `back${i}`);

/** Deal order at a real table: one card at a time to each player, the dealer's opponent first, then the table. */
function dealOrder(/** @type {Scene} */ next, /** @type {Set<string>} */ previous) {
  const fresh = (/** @type {string[]} */ ids) => ids.filter((id) => !previous.has(id));
  const human = fresh(next.hand);
  const computer = fresh(backs(next.opponent));
  const [first, second] = next.dealer === 1 ? [human, computer] : [computer, human];
  const order = [];
  for (let i = 0; i < Math.max(first.length, second.length); i++) order.push(...[first[i], second[i]].filter(Boolean));
  return [...order, ...fresh(next.table)];
}

/** The steps of a new deal: every card leaves the deck for its place in the view. */
export function dealSteps(/** @type {Table} */ table, /** @type {View} */ view) {
  const dealt = sceneFromView(view);
  return [table.motion({ from: emptyScene(view.dealer), to: dealt, ms: TIMING.deal, order: dealOrder(dealt, new Set()), stagger: TIMING.dealStagger })];
}

/**
 * The steps that show a reply's events from the scene `current`, ending on its view.
 * @param {Table} table
 * @param {Array<Record<string, any>>} events
 * @param {View} view
 * @param {Scene} current
 * @param {(card: string) => string} name the card's name in the language and style in use
 * @returns {Step[]}
 */
export function stepsFor(table, events, view, current, name) {
  /** @type {Step[]} */
  const steps = [];
  for (const event of events) {
    if (event.type === "play") current = playSteps(table, steps, event, current, name);
    else if (event.type === "scopa") {
      const scopas = current.scopas.map((/** @type {string[]} */ cards, /** @type {number} */ player) => (player === event.player ? [...cards, event.card] : cards));
      current = { ...current, scopas };
      steps.push(table.pause({ ms: TIMING.scopa, scene: current, banner: strings.table.scopa, say: () => strings.announce.scopa(event.player) }));
    } else if (event.type === "deal") {
      const opponent = current.opponent + current.deck - event.deck_size - event.hand.length;
      const dealt = { ...current, hand: [...event.hand], opponent, deck: event.deck_size };
      const previous = new Set([...current.hand, ...current.table, ...backs(current.opponent)]);
      const say = () => strings.announce.deal(event.hand.map(name));
      steps.push(table.motion({ from: current, to: dealt, ms: TIMING.deal, order: dealOrder(dealt, previous), stagger: TIMING.dealStagger, say }));
      current = dealt;
    } else if (event.type === "sweep") {
      const swept = { ...current, table: without(current.table, event.cards), piles: addTo(current.piles, event.player, event.cards.length) };
      const destinations = Object.fromEntries(event.cards.map((/** @type {string} */ id) => [id, `pile${event.player}`]));
      const say = () => strings.announce.sweep(event.player, event.cards.length);
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
function playSteps(/** @type {Table} */ table, /** @type {Step[]} */ steps, /** @type {Record<string, any>} */ event, /** @type {Scene} */ current, /** @type {(card: string) => string} */ name) {
  const { player, card, captures } = event;
  const say = () => strings.announce.play(player, name(card), captures.map(name));
  // The computer's card comes out of its hand, face down until it turns over on the way.
  const origins = player === 1 ? { [card]: `back${current.opponent - 1}` } : {};
  const played = player === 1 ? { ...current, opponent: current.opponent - 1 } : { ...current, hand: without(current.hand, [card]) };
  if (captures.length === 0) {
    const laid = { ...played, table: [...current.table, card] };
    steps.push(table.motion({ from: current, to: laid, ms: TIMING.play[player], origins, order: [card], say }));
    steps.push(table.pause({ ms: TIMING.laid[player], scene: laid }));
    return laid;
  }
  const landed = { ...played, landing: { card, onto: captures[0] } };
  steps.push(table.motion({ from: current, to: landed, ms: TIMING.play[player], origins, order: [card], say }));
  const lit = new Map([[card, "select"], ...captures.map((/** @type {string} */ taken) => [taken, "capture"])]);
  steps.push(table.pause({ ms: TIMING.look[player], scene: landed, lit }));
  const taken = { ...landed, landing: null, table: without(current.table, captures), piles: addTo(current.piles, player, captures.length + 1) };
  const order = [card, ...captures];
  const destinations = Object.fromEntries(order.map((id) => [id, `pile${player}`]));
  steps.push(table.motion({ from: landed, to: taken, ms: TIMING.take, destinations, order, stagger: TIMING.takeStagger }));
  return taken;
}
