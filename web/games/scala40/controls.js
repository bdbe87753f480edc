/**
 * The Scala 40 table's buttons over the layout at rest: a button per hand
 * card (the strip left showing), the stock, the discard pile, each
 * combination (a tap nearer one end adds there; each place the selected card
 * can take in it, as a choice for the screen readers' mirror) and each prepared group;
 * at three or four, each other player's zone with combinations (a tap shows
 * them large); each other hand as a labelled seat; the action bar.
 */
import { nameOf } from "./layout.js";
import { readMove } from "./choice.js";
import { atLeast } from "../../table/buttons.js";
import { strings } from "../../ui/strings.js";
import { refusalFor } from "./verdicts.js";

/**
 * @typedef {import("../../types").Controls} Controls
 * @typedef {import("../../types").Scene} Scene
 * @typedef {import("../../types").View} View
 * @typedef {import("../../types").ButtonSpec} ButtonSpec
 * @typedef {import("./draw.js").ScalaFrame} ScalaFrame
 * @typedef {import("./picks.js").Picks} Picks
 * @typedef {import("./picks.js").Placement} Placement
 * @typedef {import("../../types").Kit["placeOf"]} PlaceOf
 */

const TAP = 44;

/**
 * @param {{
 *   frame: ScalaFrame, scene: Scene, view: View | null, picks: Picks, interactive: boolean, placings: Placement[], name: (card: string) => string,
 *   placeOf: PlaceOf,
 * }} table `placeOf`: a seat's place while watching (the kit's), which the labels then name it by
 * @returns {Controls}
 */
export function controls({ frame, scene, view, picks, interactive, placings, name, placeOf }) {
  const disabled = !interactive;
  /** @type {ButtonSpec[]} */
  const hand = frame.hand.map(({ id, rect }, i) => ({
    key: id, rect, label: name(nameOf(id)), disabled, intent: { name: "tapHand", id },
    attrs: { "data-card": nameOf(id), "data-id": id, "aria-pressed": String(picks.selected.has(id)), "aria-keyshortcuts": i < 9 ? String(i + 1) : null },
  }));
  const top = scene.discard.at(-1) ?? null;
  // While watching, the piles are only said: the watcher draws from neither.
  const watching = placeOf(0) !== null;
  const aimed = new Set(placings.map((placing) => placing.meld));
  /** @type {ButtonSpec[]} */
  const table = [
    ...zones(frame, scene, disabled, placeOf),
    {
      key: "stock", rect: atLeast(frame.stock, TAP), label: (watching ? strings.watch : strings.scala40).stock(scene.stock), disabled, intent: { name: "stock" },
      attrs: { "data-pile": "stock", "data-count": String(scene.stock), "aria-keyshortcuts": "S" },
    },
    {
      key: "discard", rect: atLeast(frame.discard, TAP), label: watching && top ? strings.watch.discard(name(top)) : strings.scala40.discardPile(top && name(top)), disabled, intent: { name: "tapDiscard" },
      attrs: { "data-pile": "discard", "data-top": top ?? "", "aria-keyshortcuts": "P" },
    },
    ...scene.table.map((/** @type {Record<string, any>} */ meld, /** @type {number} */ i) => ({
      key: `meld${i}`, rect: atLeast(frame.melds[i], TAP), disabled,
      label: meldLabel(scene, meld, name, placeOf),
      attrs: { "data-meld": String(i), "data-owner": String(meld.owner), "data-cards": meld.cards.join(" "), "data-target": aimed.has(i) ? "1" : null },
      intent: (/** @type {MouseEvent} */ event, /** @type {HTMLElement} */ button) => {
        const bounds = button.getBoundingClientRect();
        return { name: "tapMeld", meld: i, side: event.clientX - bounds.left < bounds.width / 2 ? "low" : "high" };
      },
      choices: placings.filter((placing) => placing.meld === i).map((placing) => ({
        key: `${placing.kind}${i}`, label: strings.scala40.place[placing.kind](name(readMove(placing.move).card), meld.cards.map(name)),
        intent: { name: "move", move: placing.move, at: null }, disabled,
      })),
    })),
    ...scene.prepared.map((/** @type {string[]} */ group, /** @type {number} */ g) => {
      const check = picks.checks?.groups[g];
      const said = check ? (check.ok ? strings.scala40.points(check.points) : strings.scala40.reasons[/** @type {"too_few"} */ (check.reason)]) : null;
      return {
        key: `prepared${g}`, rect: atLeast(frame.prepared[g], TAP), disabled, label: strings.scala40.prepared(group.map(name), said), intent: { name: "tapPrepared", group: g },
        attrs: {
          "data-prepared": String(g), "data-cards": group.join(" "), "data-ok": check ? String(check.ok) : null,
          "data-points": check?.ok ? String(check.points) : null, "data-reason": check?.reason ?? null,
        },
      };
    }),
  ];
  return { hand, table, seats: seats(frame, scene, name, placeOf), actions: actions(view, picks, interactive) };
}

/**
 * At three or four, each other player's zone that holds combinations: first, so that their
 * combinations' own buttons lie over it.
 */
function zones(/** @type {ScalaFrame} */ frame, /** @type {Scene} */ scene, /** @type {boolean} */ disabled, /** @type {PlaceOf} */ placeOf) {
  if (scene.seats === 2) return [];
  const owners = new Set(scene.table.map((/** @type {{owner: number}} */ meld) => meld.owner));
  return frame.zoneBoxes.flatMap((zone, seat) =>
    seat === 0 || !owners.has(seat) ? [] : [{
      key: `zone${seat}`, rect: zone, disabled, label: placeOf(seat) ? strings.watch.showMelds(placeOf(seat)) : strings.scala40.many.showMelds(scene.seats, seat),
      attrs: { "data-zone": String(seat) }, intent: { name: "showMelds", seat },
    }],
  );
}

/** What a combination's button says: whose it is, its kind, its cards and what its joker stands for. */
export function meldLabel(
  /** @type {Scene} */ scene, /** @type {Record<string, any>} */ meld, /** @type {(card: string) => string} */ name, /** @type {PlaceOf} */ placeOf,
) {
  const kind = strings.scala40.kinds[/** @type {"set"} */ (meld.kind)];
  const stands = meld.joker ? meld.joker.stands_for.map(name) : [];
  const place = placeOf(meld.owner);
  if (place) return strings.watch.meld(place, kind, meld.cards.map(name), stands);
  if (scene.seats === 2) return strings.scala40.meld(meld.owner, kind, meld.cards.map(name), stands);
  return strings.scala40.many.meld(scene.seats, meld.owner, kind, meld.cards.map(name), stands);
}

/** Each other hand as a labelled seat: its size (at three or four, its name, and whether it has opened or is out), or its cards once shown. */
function seats(/** @type {ScalaFrame} */ frame, /** @type {Scene} */ scene, /** @type {(card: string) => string} */ name, /** @type {PlaceOf} */ placeOf) {
  return Array.from({ length: scene.seats - 1 }, (_, i) => {
    const seat = i + 1;
    const shown = /** @type {string[] | null} */ (scene.revealed?.[seat] ?? null);
    const count = shown ? shown.length : scene.backs[seat];
    const many = strings.scala40.many;
    const place = placeOf(seat);
    const label =
      place ? (shown ? strings.watch.shows(place, shown.map(name)) : strings.watch.holds(place, count))
      : scene.seats === 2 ? (shown ? strings.coach.review.holds(1, 2, shown.map(name)) : strings.opponentHand(count))
      : shown ? many.shows(scene.seats, seat, shown.map(name))
      : many.hand(scene.seats, seat, count, scene.opened[seat], scene.out[seat]);
    return { seat, rect: frame.fans[seat], count, label, cards: shown ?? undefined };
  });
}

/** The actions that mean something now, the prepared total on Open. */
function actions(/** @type {View | null} */ view, /** @type {Picks} */ picks, /** @type {boolean} */ interactive) {
  if (!view || view.round_over) return [];
  const mine = interactive && view.turn === 0;
  const can = (/** @type {Parameters<typeof refusalFor>[1]} */ action) => mine && !refusalFor(view, action);
  const total = picks.checks ? strings.scala40.total(picks.checks.points) : "";
  const words = strings.scala40.actions;
  return [
    { action: "sort", text: words.sort, keys: "O", label: words.sortBy[picks.sortBy === "rank" ? "suit" : "rank"] },
    { action: "return", text: words.return, keys: "B", hidden: !can("return") },
    { action: "lay", text: words.lay, keys: "Enter", hidden: !can("lay") },
    { action: "open", text: words.open, keys: "Enter", hidden: !(mine && !view.opened[0] && (can("open") || picks.prepared.length > 0)), badge: total, data: { ready: String(Boolean(picks.checks?.open.ok)) } },
    { action: "discard", text: words.discard, keys: "X", hidden: !can("discard") },
  ];
}
