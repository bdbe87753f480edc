/**
 * What each intent means at the Scala 40 table, as a named outcome: a move
 * to send (made from view.legal_moves, or as the player asked, for the
 * engine to refuse with its reason), a change of the picks only, a refusal
 * with its code, or nothing. Whether an action is allowed now comes from
 * the view (verdicts.js); what a prepared group is worth, from the engine's check.
 */
import { refusalFor } from "./verdicts.js";
import { listedMeld, listedOpening, openingOf, placements, tapPlacement } from "./choice.js";
import { handIds, selectedNames } from "./picks.js";
import { rectOf } from "../../table/buttons.js";
import { strings } from "../../ui/strings.js";

/**
 * @typedef {import("../../types").Outcome} Outcome
 * @typedef {import("../../types").Intent} Intent
 * @typedef {import("../../types").View} View
 * @typedef {import("../../types").Rect} Rect
 * @typedef {import("../../types").Kit} Kit
 * @typedef {import("./picks.js").Picks} Picks
 * @typedef {{kit: Kit, picks: Picks, prepare: (groups: string[][]) => void, relayout: () => void, name: (card: string) => string, showMelds: (seat: number) => void}} Parts
 */

/** @type {Outcome} */
const SHOWN = { kind: "shown" };
/** @type {Outcome} */
const IGNORED = { kind: "ignored" };

const refused = (/** @type {string} */ code, /** @type {Rect | null} */ at, params = {}) => /** @type {Outcome} */ ({ kind: "refused", code, params, at });
/** The engine's refusal of an action, beside where the player acted. */
const refusedBy = (/** @type {import("./verdicts.js").Refusal} */ why, /** @type {Rect | null} */ at) => refused(why.code, at, why.params);

/** Where the player acted, for a refusal beside it. */
export const where = {
  stock: () => rectOf(document.querySelector('#table-cards [data-pile="stock"]')),
  discard: () => rectOf(document.querySelector('#table-cards [data-pile="discard"]')),
  meld: (/** @type {number} */ index) => rectOf(document.querySelector(`#table-cards [data-meld="${index}"]`)),
  hand: () => rectOf(document.getElementById("hand-cards")?.querySelector("button") ?? null),
  /** An action button, with the badge above it (the total over Open). */
  action(/** @type {string} */ action) {
    const button = document.querySelector(`#actions [data-action="${action}"]`);
    const rect = rectOf(button);
    const badge = /** @type {HTMLElement | null} */ (button?.querySelector(".badge") ?? null);
    if (!rect || !badge || badge.hidden) return rect;
    const top = badge.getBoundingClientRect().y;
    return { ...rect, y: top, h: rect.y + rect.h - top };
  },
};

/** Sends `move`: the selection is kept aside, given back if the engine refuses it. */
function send(/** @type {Parts} */ parts, /** @type {string} */ move, /** @type {Rect | null} */ at) {
  const { picks } = parts;
  picks.pending = picks.selected;
  picks.selected = new Set();
  picks.placing = null;
  picks.cursor = -1;
  return /** @type {Outcome} */ ({ kind: "move", move, at });
}

function toggle(/** @type {Parts} */ parts, /** @type {string} */ id) {
  const { kit, picks } = parts;
  const next = new Set(picks.selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  picks.selected = next;
  picks.placing = null;
  kit.table.redraw();
  return SHOWN;
}

function moveCursor(/** @type {Parts} */ parts, /** @type {View} */ view, /** @type {number} */ to) {
  const { kit, picks } = parts;
  const ids = handIds(view, picks);
  if (!ids.length) return SHOWN;
  picks.cursor = Math.max(0, Math.min(ids.length - 1, to));
  kit.table.redraw();
  /** @type {HTMLElement | null} */ (document.querySelector(`#hand-cards button[data-id="${ids[picks.cursor]}"]`))?.focus();
  return SHOWN;
}

/** Enter or Lay down: before opening, the selection goes to the frame; after, it is laid down as a combination. */
function layDown(/** @type {Parts} */ parts, /** @type {View} */ view) {
  const { kit, picks, prepare, name } = parts;
  const at = where.action("lay");
  const why = refusalFor(view, "lay");
  if (why) return refusedBy(why, at ?? where.hand());
  const names = selectedNames(view, picks);
  if (!view.opened[0]) {
    if (!names.length) return openNow(parts, view);
    kit.announce(() => strings.scala40.announce.prepared(names.map(name)));
    prepare([...picks.prepared, names]);
    return SHOWN;
  }
  if (!names.length) return refused("select_to_lay", at);
  const listed = listedMeld(names, view.legal_moves);
  if (listed) return send(parts, listed, at);
  // Not a listed combination: the engine says what is wrong with the cards, or lays them as it would.
  kit.request("check_melds", { game: "scala40", groups: [names] }).then(({ groups: [group] }) => {
    if (group.ok) kit.intent({ name: "move", move: `meld ${group.cards.join("")}`, at });
    else kit.intent({ name: "refuse", refusal: { code: "no_combination", params: { reason: group.reason } }, at });
  });
  return SHOWN;
}

/** Lays the prepared groups down at once: the listed opening they make, else as the engine would lay them. */
function openNow(/** @type {Parts} */ parts, /** @type {View} */ view) {
  const { picks } = parts;
  const at = where.action("open");
  const why = refusalFor(view, "open");
  if (why) return refusedBy(why, at);
  if (!picks.prepared.length) return refused("nothing_prepared", at);
  const listed = listedOpening(picks.prepared, view.legal_moves);
  if (listed) return send(parts, listed, at);
  // The engine's verdict on the prepared opening, worded with what the view says of it.
  const open = picks.checks?.open;
  if (open && !open.ok) return refused(/** @type {string} */ (open.reason), at, { points: open.points, needed: view.opening_points, card: view.taken });
  return send(parts, open?.move ?? openingOf(picks.prepared), at);
}

function discard(/** @type {Parts} */ parts, /** @type {View} */ view, /** @type {Rect | null} */ at) {
  const { picks } = parts;
  const why = refusalFor(view, "discard");
  if (why) return refusedBy(why, at);
  const names = selectedNames(view, picks);
  if (names.length !== 1) return refused("select_to_discard", at);
  return send(parts, `discard ${names[0]}`, at);
}

/**
 * A: the one selected card onto the table (several places: A steps through them, Enter chooses).
 * Before drawing it says so first, as every action does; then what to select.
 */
function place(/** @type {Parts} */ parts, /** @type {View} */ view) {
  const { kit, picks } = parts;
  if (picks.placing) return stepPlacing(parts, 1);
  const at = where.hand();
  const why = refusalFor(view, "add");
  if (why?.code === "draw_first") return refusedBy(why, at);
  const names = selectedNames(view, picks);
  if (names.length !== 1) return refused("select_one_to_add", at);
  if (why) return refusedBy(why, at);
  const options = placements(names[0], view.legal_moves);
  if (options.length === 0) return refused("fits_nowhere", at, { card: names[0] });
  if (options.length === 1) return send(parts, options[0].move, where.meld(options[0].meld));
  picks.placing = { card: names[0], options, index: 0 };
  kit.table.redraw();
  return SHOWN;
}

function stepPlacing(/** @type {Parts} */ parts, /** @type {number} */ step) {
  const { kit, picks } = parts;
  const placing = /** @type {NonNullable<Picks["placing"]>} */ (picks.placing);
  picks.placing = { ...placing, index: (placing.index + step + placing.options.length) % placing.options.length };
  kit.table.redraw();
  return SHOWN;
}

function tapMeld(/** @type {Parts} */ parts, /** @type {View} */ view, /** @type {number} */ meld, /** @type {"low" | "high"} */ side) {
  const { picks } = parts;
  // At three or four, with no card chosen, another player's combination opens all of theirs large.
  const owner = view.table[meld]?.owner ?? 0;
  if (owner !== 0 && view.hand_sizes.length > 2 && !picks.selected.size) {
    parts.showMelds(owner);
    return SHOWN;
  }
  const at = where.meld(meld);
  const why = refusalFor(view, "add");
  if (why?.code === "draw_first") return refusedBy(why, at);
  const names = selectedNames(view, picks);
  if (names.length !== 1) return refused("select_one_to_add", at);
  if (why) return refusedBy(why, at);
  return send(parts, tapPlacement(names[0], meld, side, view.legal_moves).move, at);
}

/**
 * Whether the keyboard focus is on a button of the table that is not a card of
 * the hand (a pile, a meld, an action): its own keys then press it. A toolbar
 * button keeps the focus after its dialog closes, but game keys go to the game.
 */
function focusedElsewhere() {
  const focused = document.activeElement;
  return Boolean(focused?.closest?.(".cards button") && !document.getElementById("hand-cards")?.contains(focused));
}

/**
 * The intents that change only the picks (the selection, the cursor, the place
 * previewed, the prepared groups, the sort); null for the others.
 * @param {Parts} parts @param {Intent} intent @param {View} view @returns {Outcome | null}
 */
function pickIntent(parts, intent, view) {
  const { kit, picks, prepare, relayout } = parts;
  switch (intent.name) {
    case "tapHand":
      picks.cursor = handIds(view, picks).indexOf(intent.id ?? "");
      return toggle(parts, intent.id ?? "");
    case "pick": {
      const id = handIds(view, picks)[intent.index ?? -1];
      return id ? toggle(parts, id) : IGNORED;
    }
    case "toggle": {
      if (focusedElsewhere()) return IGNORED;
      const focused = /** @type {HTMLElement | null} */ (document.activeElement?.closest?.("#hand-cards button[data-id]") ?? null);
      const id = focused?.dataset.id ?? handIds(view, picks)[picks.cursor];
      return id ? toggle(parts, id) : moveCursor(parts, view, 0);
    }
    case "next":
    case "previous":
      if (picks.placing) return stepPlacing(parts, intent.name === "next" ? 1 : -1);
      return moveCursor(parts, view, picks.cursor < 0 ? 0 : picks.cursor + (intent.name === "next" ? 1 : -1));
    case "first":
      return moveCursor(parts, view, 0);
    case "checked":
      return SHOWN;
    case "showMelds":
      parts.showMelds(intent.seat ?? -1);
      return SHOWN;
    case "tapPrepared":
      kit.announce(() => strings.scala40.announce.unprepared);
      prepare(picks.prepared.filter((_, g) => g !== intent.group));
      return SHOWN;
    case "sort":
      picks.sortBy = picks.sortBy === "rank" ? "suit" : "rank";
      picks.selected = new Set();
      kit.announce(() => strings.scala40.announce.sorted[picks.sortBy]);
      relayout();
      return SHOWN;
    case "cancel": {
      const had = picks.placing || picks.selected.size || picks.prepared.length;
      picks.placing = null;
      picks.selected = new Set();
      if (picks.prepared.length) {
        kit.announce(() => strings.scala40.announce.unprepared);
        prepare([]);
      } else kit.table.redraw();
      return had ? SHOWN : IGNORED;
    }
    default:
      return null;
  }
}

/** The intents that make a move, or say why not. @param {Parts} parts @param {Intent} intent @param {View} view @returns {Outcome} */
function moveIntent(parts, intent, view) {
  const { picks } = parts;
  switch (intent.name) {
    case "stock": {
      const why = refusalFor(view, "draw");
      return why ? refusedBy(why, where.stock()) : send(parts, "draw", where.stock());
    }
    case "pile": {
      const why = refusalFor(view, "take");
      return why ? refusedBy(why, where.discard()) : send(parts, "take", where.discard());
    }
    case "tapDiscard":
      // A tap on the discard pile takes it while drawing, and discards onto it after.
      return refusalFor(view, "take") ? discard(parts, view, where.discard()) : send(parts, "take", where.discard());
    case "discard":
      return discard(parts, view, intent.fromButton ? where.action("discard") : where.discard());
    case "return": {
      const why = refusalFor(view, "return");
      const at = where.action("return") ?? where.discard();
      return why ? refusedBy(why, at) : send(parts, "return", at);
    }
    case "lay":
      return layDown(parts, view);
    case "open":
      return openNow(parts, view);
    case "confirm": {
      if (picks.placing) {
        const option = picks.placing.options[picks.placing.index];
        return send(parts, option.move, where.meld(option.meld));
      }
      if (focusedElsewhere()) return IGNORED;
      if (!picks.selected.size && !picks.prepared.length && view.opened[0] && !refusalFor(view, "lay")) return IGNORED;
      return layDown(parts, view);
    }
    case "add":
      return place(parts, view);
    case "tapMeld":
      return tapMeld(parts, view, intent.meld ?? -1, intent.side ?? "high");
    case "move":
      return send(parts, intent.move ?? "", intent.at ?? null);
    case "refuse":
      return refused(intent.refusal?.code ?? "illegal", intent.at ?? null, intent.refusal?.params ?? {});
    default:
      return IGNORED;
  }
}

/**
 * What each intent means now, for the game's parts: the picks, the kit, and
 * the play's own prepare, relayout and card naming.
 * @param {Parts} parts
 */
export function createIntents(parts) {
  /** @param {Intent} intent @param {View} view @returns {Outcome} */
  const handle = (intent, view) => pickIntent(parts, intent, view) ?? moveIntent(parts, intent, view);
  return { handle };
}
