/**
 * How Scala 40's replies become the table's steps, from their events: the
 * event says which cards go from which zone to which (stock, discard pile,
 * a hand, a combination), and the step moves the table to the reply's view
 * with those cards travelling between the zones; whatever else changed
 * slides to its new place. The events are said in order as the step begins.
 */
import { strings } from "../../ui/strings.js";

/**
 * @typedef {import("../../types").Scene} Scene
 * @typedef {import("../../types").Step} Step
 * @typedef {import("../../types").Sprite} Sprite
 * @typedef {import("../../table/table.js").Table} Table
 * @typedef {Map<string, Sprite>} Cards
 */

/** How long each part of a move takes, in ms (see animation.js for reduced motion); pairs are [yours, a computer's]. */
export const TIMING = {
  deal: 260,
  dealStagger: 28,
  move: [360, 560],
  stagger: [45, 90],
  after: [60, 320],
  reveal: 420,
};

/** The zone of a player's hand: yours "h:", seat s's "o1:", "o2:", ... */
const handOf = (/** @type {number} */ player) => (player === 0 ? "h:" : `o${player}:`);

/** Where each mover's cards come from and go to: your hand (and prepared groups), or another's. */
const handZones = (/** @type {number} */ player) => (player === 0 ? ["p", "h:"] : [handOf(player)]);

/**
 * Links the cards of `after` that are not in `before` to cards of `before` that left: first
 * within the same zone (a card renumbered), then from the zones `sources` names for a zone;
 * the rest keep the defaults (from the deck). Cards of `leaving` zones go to `destinations`.
 * @param {Cards} before
 * @param {Cards} after
 * @param {Record<string, string[]>} sources zone prefix of an arriving card → zone prefixes it may come from
 */
function linkZones(before, after, sources) {
  const leaving = [...before.keys()].filter((id) => !after.has(id));
  /** @type {Record<string, string>} */
  const origins = {};
  const face = (/** @type {Cards} */ cards, /** @type {string} */ id) => cards.get(id)?.face ?? null;
  const take = (/** @type {(id: string) => boolean} */ test) => {
    const at = leaving.findIndex(test);
    return at < 0 ? null : leaving.splice(at, 1)[0];
  };
  const arriving = [...after.keys()].filter((id) => !before.has(id));
  const zone = (/** @type {string} */ id) => id.slice(0, id.indexOf(":") + 1) || id;
  // A card renumbered within its zone (the discard pile's places are its own: none is renumbered).
  for (const id of arriving.filter((id) => !id.startsWith("d:"))) {
    const same = take((old) => zone(old) === zone(id) && face(before, old) === face(after, id));
    if (same) origins[id] = same;
  }
  for (const id of arriving) {
    if (origins[id]) continue;
    const from = Object.entries(sources).find(([prefix]) => id.startsWith(prefix))?.[1] ?? [];
    const found =
      take((old) => from.some((prefix) => old.startsWith(prefix)) && face(before, old) === face(after, id)) ??
      take((old) => from.some((prefix) => old.startsWith(prefix)) && (face(before, old) === null || face(after, id) === null));
    if (found) origins[id] = found;
  }
  return { origins, arriving, leaving };
}

/** Where the cards of one event come from, by the zones of its mover. */
function sourcesOf(/** @type {Record<string, any>} */ event) {
  const hand = event.player === undefined ? [] : handZones(event.player);
  const own = handOf(event.player);
  switch (event.type) {
    case "take":
      return { [own]: ["d:"] };
    case "return":
    case "discard":
      return { "d:": hand };
    case "open":
    case "meld":
    case "add":
      return { m: hand };
    case "swap":
      return { m: hand, [own]: ["m"] };
    default:
      return {};
  }
}

/**
 * What an event says, for the live region: at a table of three or four, each player by their seat;
 * a card added or freeing a joker, with the combination's cards on the table `before` it.
 */
function saying(
  /** @type {Record<string, any>} */ event, /** @type {(card: string) => string} */ name, /** @type {Scene} */ before, /** @type {import("../../types").Kit["who"]} */ who,
) {
  const say = strings.scala40.announce;
  const each = before.seats === 2 ? say : strings.scala40.many.announce(before.seats);
  switch (event.type) {
    case "draw":
      return each.draw(who(event.player), event.card && name(event.card));
    case "take":
    case "return":
    case "discard":
      return each[/** @type {"take"} */ (event.type)](who(event.player), name(event.card));
    case "add":
    case "swap":
      return each[/** @type {"add"} */ (event.type)](who(event.player), name(event.card), before.table[event.meld].cards.map(name));
    case "open":
      return each.open(who(event.player), event.points, event.melds.map((/** @type {{cards: string[]}} */ meld) => meld.cards.map(name)));
    case "meld":
      return each.meld(who(event.player), event.cards.map(name));
    case "rebuild":
      return say.rebuild;
    case "close":
      return each.close(who(event.player), event.doubled);
    case "round_over":
      return event.void ? say.void : null;
    default:
      return null;
  }
}

/**
 * The steps that show a reply from scene `current` to `next` (the reply's view as shown).
 * @param {Table} table
 * @param {Array<Record<string, any>>} events
 * @param {Scene} current
 * @param {Scene} next
 * @param {(scene: Scene) => Cards} spritesOf the scene's sprites, by id
 * @param {(card: string) => string} name
 * @param {import("../../types").Kit["who"]} who a seat as the words of a move name it
 * @returns {Step[]}
 */
export function stepsFor(table, events, current, next, spritesOf, name, who) {
  const moved = events.find((event) => event.player !== undefined && event.type !== "close");
  const player = moved?.player ?? 1;
  const pace = player === 0 ? 0 : 1;
  const before = spritesOf(current);
  const after = spritesOf(next);
  const sources = Object.assign({}, ...events.map(sourcesOf));
  const { origins, arriving, leaving } = linkZones(before, after, sources);
  /** @type {Record<string, string>} */
  const destinations = {};
  for (const id of leaving) {
    // A rebuilt stock takes the discard pile; a joker another player takes back goes into their hand.
    if (id.startsWith("d:") && events.some((event) => event.type === "rebuild")) destinations[id] = "deck";
    else if (id.startsWith("m") && player !== 0) destinations[id] = `seat${player}`;
  }
  const words = () => events.map((event) => saying(event, name, current, who)).filter(Boolean).join(" ");
  const say = words() ? words : null;
  return [
    table.motion({ from: current, to: next, origins, destinations, order: arriving, ms: TIMING.move[pace], stagger: TIMING.stagger[pace], say }),
    table.pause({ ms: TIMING.after[pace] }),
  ];
}

/** The steps of a deal: every card leaves the stock for its place. */
export function dealSteps(/** @type {Table} */ table, /** @type {Scene} */ empty, /** @type {Scene} */ dealt, /** @type {(scene: Scene) => Cards} */ spritesOf) {
  const order = [...spritesOf(dealt).keys()];
  return [table.motion({ from: empty, to: dealt, order, ms: TIMING.deal, stagger: TIMING.dealStagger })];
}

/** The end of a round: the other hands turn face up (`hands`, by seat, as the count shows them). */
export function revealSteps(/** @type {Table} */ table, /** @type {string[][]} */ hands, /** @type {(scene: Scene) => Cards} */ spritesOf) {
  return [
    table.motion((current) => {
      const shown = { ...current, revealed: hands.map((cards) => [...cards]) };
      const before = [...spritesOf(current).keys()];
      const after = [...spritesOf(shown).keys()];
      /** @type {Record<string, string>} */
      const origins = {};
      const order = [];
      for (let seat = 1; seat < hands.length; seat++) {
        const hidden = before.filter((id) => id.startsWith(`o${seat}:`));
        const faces = after.filter((id) => id.startsWith(`r${seat}:`));
        faces.forEach((id, i) => hidden[i] && (origins[id] = hidden[i]));
        order.push(...faces);
      }
      return { to: shown, origins, order, ms: TIMING.reveal, stagger: 30 };
    }),
  ];
}
