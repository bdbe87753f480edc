/**
 * How Briscola's events become the table's steps: a card played onto the
 * trick, the trick lit and taken to its winner's pile (where it stays face up
 * until the next lead), each card drawn from the stock (the face-up briscola
 * last, from under it), the hand's result. Every step's scene is worked out
 * from the one before and the event; the last step settles on the engine's view.
 */
import { strings } from "../../ui/strings.js";

/**
 * @typedef {import("../../types").Scene} Scene
 * @typedef {import("../../types").Step} Step
 * @typedef {import("../../types").View} View
 * @typedef {import("../../table/table.js").Table} Table
 * @typedef {(card: string) => string} Namer
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

/** The table before any card is dealt: the whole deck, face down. */
export function emptyScene(dealer = 1) {
  return { hand: [], opponent: 0, stock: FULL_DECK, briscola: null, trick: [], lastTrick: null, piles: [0, 0], points: null, turn: null, dealer };
}

/** The scene of a view. */
export function sceneFromView(/** @type {View} */ view) {
  const last = view.last_trick;
  return {
    hand: [...view.hand],
    opponent: view.opponent_hand_size,
    stock: view.stock_size,
    briscola: view.briscola_in_stock ? view.briscola : null,
    trick: view.led ? [{ player: view.leader, card: view.led }] : [],
    lastTrick: last ? { cards: [...last.cards], winner: last.winner, points: last.points } : null,
    piles: [...view.pile_sizes],
    points: view.points ? [...view.points] : null,
    turn: view.turn,
    dealer: view.dealer,
  };
}

/**
 * The scene of a review's step: the state before it (docs/protocol.md, "Review"), every hand face
 * up in `revealed` (by seat); the stock (the briscola under it) is what no hand, trick or pile holds.
 */
export function reviewScene(/** @type {Record<string, any>} */ before) {
  const hands = /** @type {string[][]} */ (before.hands);
  const tricks = /** @type {Array<{winner: number}>} */ (before.tricks);
  const stock = FULL_DECK - hands[0].length - hands[1].length - 2 * tricks.length - (before.led ? 1 : 0);
  const view = {
    ...before, hand: hands[0], opponent_hand_size: hands[1].length, stock_size: stock, briscola_in_stock: stock > 0,
    leader: before.led ? 1 - before.turn : before.turn, last_trick: null, points: null,
    pile_sizes: [0, 1].map((player) => 2 * tricks.filter((trick) => trick.winner === player).length),
  };
  return { ...sceneFromView(view), revealed: hands.map((hand) => [...hand]) };
}

const backs = (/** @type {number} */ count) => Array.from({ length: count }, (_, i) => `back${i}`);

/** The last trick's cards go face down into their pile as the table moves on. */
const intoPile = (/** @type {Scene} */ scene) =>
  scene.lastTrick ? Object.fromEntries(scene.lastTrick.cards.map((/** @type {string} */ card) => [card, `pile${scene.lastTrick.winner}`])) : {};

/**
 * The steps of a deal, or of a hand taken up again: the hands (one card at a
 * time, the dealer's opponent first), the trick and the piles' last trick
 * leave the deck for their places, then the briscola is turned up under the stock.
 */
export function dealSteps(/** @type {Table} */ table, /** @type {View} */ view, /** @type {Namer} */ name) {
  const dealt = sceneFromView(view);
  const hidden = { ...dealt, briscola: null, stock: dealt.stock + (dealt.briscola ? 1 : 0) };
  const human = [...dealt.hand];
  const computer = backs(dealt.opponent);
  const [first, second] = dealt.dealer === 1 ? [human, computer] : [computer, human];
  const order = [];
  for (let i = 0; i < Math.max(first.length, second.length); i++) order.push(...[first[i], second[i]].filter(Boolean));
  order.push(...dealt.trick.map((/** @type {{card: string}} */ played) => played.card), ...(dealt.lastTrick?.cards ?? []));
  const steps = [table.motion({ from: emptyScene(view.dealer), to: hidden, ms: TIMING.deal, order, stagger: TIMING.dealStagger })];
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
 * @returns {Step[]}
 */
export function stepsFor(table, events, view, current, name) {
  /** @type {Step[]} */
  const steps = [];
  for (const event of events) {
    if (event.type === "play") current = played(table, steps, event, current, name);
    else if (event.type === "trick") current = taken(table, steps, event, current, name);
    else if (event.type === "draw") current = drawn(table, steps, event, current, name);
    else if (event.type === "round_over") {
      const result = strings.briscola.banner[event.hand_winner === null ? "drawn" : event.hand_winner === 0 ? "won" : "lost"];
      const say = () => strings.briscola.announce.handOver(event.hand_winner);
      steps.push(table.pause({ ms: TIMING.hand, scene: current, banner: result, say }));
    }
  }
  steps.push(table.pause({ ms: 0, scene: sceneFromView(view) }));
  return steps;
}

/** A card played onto the trick: yours from your hand, the computer's out of its hand, face down until it turns over. */
function played(/** @type {Table} */ table, /** @type {Step[]} */ steps, /** @type {Record<string, any>} */ event, /** @type {Scene} */ current, /** @type {Namer} */ name) {
  const { player, card } = event;
  const origins = player === 1 ? { [card]: `back${current.opponent - 1}` } : {};
  const after = {
    ...current,
    ...(player === 1 ? { opponent: current.opponent - 1 } : { hand: current.hand.filter((/** @type {string} */ held) => held !== card) }),
    trick: [...current.trick, { player, card }],
    lastTrick: current.trick.length === 0 ? null : current.lastTrick,
    turn: current.trick.length === 0 ? 1 - player : null,
  };
  const destinations = after.lastTrick ? {} : intoPile(current);
  const say = () => strings.briscola.announce.play(player, name(card), current.trick.length === 0);
  steps.push(table.motion({ from: current, to: after, ms: TIMING.play[player], origins, destinations, order: [card], say }));
  return after;
}

/** The trick lit a moment, its winning card marked, then taken to the winner's pile, face up on top of it. */
function taken(/** @type {Table} */ table, /** @type {Step[]} */ steps, /** @type {Record<string, any>} */ event, /** @type {Scene} */ current, /** @type {Namer} */ name) {
  const { cards, leader, winner, points } = event;
  const best = cards[winner === leader ? 0 : 1];
  const lit = new Map(cards.map((/** @type {string} */ card) => [card, card === best ? "select" : "capture"]));
  const say = () => strings.briscola.announce.trick(winner, name(best), points);
  steps.push(table.pause({ ms: TIMING.look, scene: current, lit, say }));
  const after = {
    ...current,
    trick: [],
    lastTrick: { cards: [...cards], winner, points },
    piles: current.piles.map((/** @type {number} */ size, /** @type {number} */ player) => (player === winner ? size + cards.length : size)),
    points: current.points && current.points.map((/** @type {number} */ sum, /** @type {number} */ player) => (player === winner ? sum + points : sum)),
    turn: winner,
  };
  steps.push(table.motion({ from: current, to: after, ms: TIMING.take, order: [...cards], stagger: TIMING.takeStagger }));
  return after;
}

/** A card drawn from the stock, or the face-up briscola from under it: into your hand face up, or into the computer's face down. */
function drawn(/** @type {Table} */ table, /** @type {Step[]} */ steps, /** @type {Record<string, any>} */ event, /** @type {Scene} */ current, /** @type {Namer} */ name) {
  const { player, card, stock_size: stock } = event;
  const briscola = card !== null && card === current.briscola;
  /** @type {Scene} */
  const after = { ...current, stock, briscola: briscola ? null : current.briscola };
  /** @type {Record<string, string>} */
  const origins = {};
  let id = card;
  if (player === 0) after.hand = [...current.hand, card];
  else {
    id = `back${current.opponent}`;
    after.opponent = current.opponent + 1;
    if (briscola) origins[id] = card;
  }
  const say = briscola || player === 0 ? () => strings.briscola.announce.draw(player, name(card), briscola) : null;
  steps.push(table.motion({ from: current, to: after, ms: TIMING.draw, origins, order: [id], say }));
  return after;
}
