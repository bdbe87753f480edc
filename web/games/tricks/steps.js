/**
 * How the events of a game of tricks (Briscola, Tressette) become the table's
 * steps: a card played onto the trick, a declaration made with it (Tressette),
 * the trick lit and taken to its winner's pile (where it stays face up until
 * the next lead), each card drawn from the stock (Briscola's face-up briscola
 * last, from under it; at Tressette every drawn card is shown face up in the
 * middle a moment, to both players), the hand's result. Every step's scene is
 * worked out from the one before and the event; the last step settles on the
 * engine's view. The same steps serve a table of two and of four
 * (scopa/seating.js: a scene for four holds each seat's face-down cards in
 * `backs`). A scene names its game (`game`), whose words it speaks.
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
  shown: 900,
  declaration: 1200,
  hand: 1100,
};

/** The words of a scene's game (strings.briscola, strings.tressette), which both games' words share the shape of. */
export const gameWords = (/** @type {Scene} */ scene) => /** @type {Record<string, any>} */ (strings)[scene.game ?? "briscola"];

/** What the table's words are at a scene's table: the game's for two, or for four (each other seat named by its place). */
export const wordsAt = (/** @type {Scene} */ scene) => (seatCount(scene) === 4 ? gameWords(scene).four : gameWords(scene));

/** The table before any card is dealt: the whole deck, face down. */
export function emptyScene(dealer = 1, seats = 2, game = "briscola") {
  const hands = seats === 4 ? { backs: [0, 0, 0, 0] } : { opponent: 0 };
  return {
    game, hand: [], ...hands, stock: FULL_DECK, briscola: null, trick: [], lastTrick: null, piles: Array(seats).fill(0), points: null, turn: null, dealer,
    declarations: null, showing: null,
  };
}

/** The scene of a view. */
export function sceneFromView(/** @type {View} */ view) {
  const last = view.last_trick;
  const seats = view.hand_sizes.length;
  const hands = seats === 4 ? { backs: view.hand_sizes.map((/** @type {number} */ size, /** @type {number} */ seat) => (seat ? size : 0)) } : { opponent: view.hand_sizes[1] };
  return {
    game: view.game,
    hand: [...view.hand],
    ...hands,
    stock: view.stock_size,
    briscola: (view.briscola_in_stock && view.briscola) || null,
    // Tressette's declarations, each seat's once made ("napoletana-D", "aces"), and the drawn cards on show (none once settled).
    declarations: view.declarations ?? null,
    showing: Array.isArray(view.drawn) ? [] : null,
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
  const steps = [table.motion({ from: emptyScene(view.dealer, seatCount(dealt), view.game), to: hidden, ms: TIMING.deal, order, stagger: TIMING.dealStagger })];
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
 * @param {Pick<import("../../types").Kit, "who" | "placeOf" | "sideOf" | "settings">} kit how the words of a move name a seat (`who`) and, while watching, a side
 * @returns {Step[]}
 */
export function stepsFor(table, events, view, current, name, kit) {
  const { who } = kit;
  /** @type {Step[]} */
  const steps = [];
  for (const event of events) {
    // Cards drawn in sight lie in the middle until the last of them is drawn, then go to their hands.
    if (current.showing?.length && event.type !== "draw") current = intoHands(table, steps, current);
    if (event.type === "play") current = played(table, steps, event, current, name, who);
    else if (event.type === "declaration") current = declared(table, steps, event, current, who, kit.settings.style);
    else if (event.type === "trick") current = taken(table, steps, event, current, name, who);
    else if (event.type === "draw") current = drawn(table, steps, event, current, name, who);
    else if (event.type === "round_over" && !("hand_winner" in event)) steps.push(handCounted(table, event, current));
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
  if (current.showing?.length) intoHands(table, steps, current);
  steps.push(table.pause({ ms: 0, scene: sceneFromView(view) }));
  return steps;
}

/**
 * A declaration made with a player's first card (Tressette): shown a moment on a banner and said,
 * then kept beside the seat's hand (the scene's `declarations`, in the engine's words: "napoletana-D").
 */
function declared(/** @type {Table} */ table, /** @type {Step[]} */ steps, /** @type {Record<string, any>} */ event, /** @type {Scene} */ current, /** @type {Who} */ who, /** @type {string} */ style) {
  const { player, combination, suit, points } = event;
  const made = suit ? `${combination}-${suit}` : combination;
  const seats = seatCount(current);
  const before = current.declarations ?? Array(seats).fill([]);
  const after = { ...current, declarations: before.map((/** @type {string[]} */ own, /** @type {number} */ seat) => (seat === player ? [...own, made] : own)) };
  const words = gameWords(current);
  const say = () => wordsAt(current).announce.declaration(who(player), words.declaration(made, style), points);
  steps.push(table.pause({ ms: TIMING.declaration, scene: after, banner: words.declaration(made, style), say }));
  return after;
}

/** The hand counted (Tressette): each side's points of the hand on the banner (the count that follows says them). */
function handCounted(/** @type {Table} */ table, /** @type {Record<string, any>} */ event, /** @type {Scene} */ current) {
  const [ours, theirs] = /** @type {number[]} */ (event.points);
  return table.pause({ ms: TIMING.hand, scene: current, banner: gameWords(current).banner(ours, theirs) });
}

/** The drawn cards on show in the middle go to their hands: yours face up, another's face down. */
function intoHands(/** @type {Table} */ table, /** @type {Step[]} */ steps, /** @type {Scene} */ current) {
  steps.push(table.pause({ ms: TIMING.shown, scene: current }));
  /** @type {Scene} */
  let after = { ...current, showing: [] };
  /** @type {Record<string, string>} */
  const origins = {};
  const order = [];
  for (const { player, card } of current.showing) {
    if (player === 0) {
      after = { ...after, hand: [...after.hand, card] };
      order.push(card);
    } else {
      const held = backsOf(after, player);
      const id = `${backPrefix(after, player)}${held}`;
      origins[id] = card;
      order.push(id);
      after = withBacks(after, player, held + 1);
    }
  }
  steps.push(table.motion({ from: current, to: after, ms: TIMING.draw, origins, order }));
  return after;
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
  if (current.showing) {
    // Drawn in sight of both players (Tressette): face up in the middle a moment, and said.
    const after = { ...current, stock, showing: [...current.showing, { player, card }] };
    const say = () => wordsAt(current).announce.draw(who(player), name(card));
    steps.push(table.motion({ from: current, to: after, ms: TIMING.draw, order: [card], say }));
    return after;
  }
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
