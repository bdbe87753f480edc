/**
 * The Scala 40 game on the table: the scene (the view, with the player's
 * sort, selection and prepared groups), its drawing, buttons and actions, the
 * steps of each reply from its events, what intents mean (intents.js), the
 * prompt and the count. Nothing here applies a rule: what a prepared group
 * is worth, or why it is no combination, comes from the engine's check_melds.
 */
import { drawFrenchCard } from "../../cards/cards.js";
import { linkByFace } from "../../table/motion.js";
import { controls, meldLabel } from "./controls.js";
import { countRows } from "./count.js";
import { drawOver, drawUnder } from "./draw.js";
import { createIntents } from "./intents.js";
import { layoutScene } from "./layout.js";
import { createMeldViewer } from "./meld-viewer.js";
import { cardName, cardOf, short } from "./names.js";
import { placements } from "./choice.js";
import { clearPicks, createPicks, followView, selectedNames, shownHand } from "./picks.js";
import { TIMING, dealSteps, revealSteps, stepsFor } from "./steps.js";
import { preferences } from "../../ui/preferences.js";
import { strings } from "../../ui/strings.js";

/**
 * @typedef {import("../../types").Kit} Kit
 * @typedef {import("../../types").Play} Play
 * @typedef {import("../../types").View} View
 * @typedef {import("../../types").Scene} Scene
 * @typedef {import("./draw.js").ScalaFrame} ScalaFrame
 */

const FULL_DECK = 108;

/** @param {Kit} kit @returns {Play} */
export function createScalaPlay(kit) {
  const { table } = kit;
  const picks = createPicks();
  /** @type {View | null} */
  let view = null;

  /**
   * A table of `seats` players before the deal. A scene holds how many cards each hand holds
   * (`backs`, yours 0: your cards are `hand`), who has opened and who is out of the match, and
   * at the end of the round (`revealed`) each other hand's cards by seat.
   */
  const emptyScene = (seats = 2) => ({
    seats, hand: [], backs: Array(seats).fill(0), opened: Array(seats).fill(false), out: Array(seats).fill(false),
    stock: FULL_DECK, discard: [], table: [], prepared: [], preparedJokers: [], preparing: false, revealed: null, turn: null,
  });

  /** The scene of a view with the player's picks: the prepared groups as the engine would lay them once checked. */
  function sceneOf(/** @type {View} */ next) {
    const checks = picks.checks;
    const sizes = /** @type {number[]} */ (next.hand_sizes);
    return {
      seats: sizes.length,
      hand: shownHand(next, picks),
      backs: sizes.map((size, seat) => (seat === 0 ? 0 : size)),
      opened: [...next.opened],
      out: next.out ? [...next.out] : Array(sizes.length).fill(false),
      stock: next.stock_size,
      discard: [...next.discard],
      table: next.table.map((/** @type {Record<string, any>} */ meld) => ({ ...meld, cards: [...meld.cards] })),
      prepared: picks.prepared.map((group, g) => [...(checks?.groups[g]?.ok ? checks.groups[g].cards : group)]),
      preparedJokers: picks.prepared.map((_, g) => (checks?.groups[g]?.ok ? checks.groups[g].joker : null)),
      preparing: !next.opened[0] && !next.round_over,
      // Every hand, when a watcher sees them face up (docs/protocol.md, "Watching").
      revealed: next.hands ? next.hands.map((/** @type {string[]} */ cards) => [...cards]) : null,
      turn: next.turn,
    };
  }

  /**
   * The scene of a review's step: the state before it (docs/protocol.md, "Review"), the other
   * hands face up; each combination's kind from its cards (a set has one rank), the stock what is left.
   */
  function reviewScene(/** @type {Record<string, any>} */ before) {
    const hands = /** @type {string[][]} */ (before.hands);
    const melds = /** @type {Array<{owner: number, cards: string[]}>} */ (before.table);
    const held = [...hands, before.discard, ...melds.map((meld) => meld.cards)].reduce((sum, cards) => sum + cards.length, 0);
    const ranks = (/** @type {string[]} */ cards) => new Set(cards.filter((card) => card !== "JK").map((card) => card[0]));
    return {
      ...emptyScene(hands.length),
      hand: [...hands[0]], backs: hands.map((cards) => cards.length), opened: [...before.opened], out: before.out ? [...before.out] : Array(hands.length).fill(false), stock: FULL_DECK - held, discard: [...before.discard],
      table: melds.map((meld) => ({ ...meld, cards: [...meld.cards], kind: ranks(meld.cards).size > 1 ? "run" : "set", joker: null })),
      revealed: hands.map((cards) => [...cards]), turn: before.turn,
    };
  }

  const layout = (/** @type {Scene} */ scene, /** @type {import("../../types").Rect} */ box) => layoutScene(scene, box, { selected: picks.selected });
  const spritesOf = (/** @type {Scene} */ scene) => layout(scene, table.area()).cards;

  /** Moves the cards to where the view and the player's picks (prepared groups, sorting) put them. */
  function relayout() {
    if (!view) return;
    const current = /** @type {View} */ (view);
    table.show([
      table.motion((shown) => ({
        to: { ...sceneOf(current), revealed: shown.revealed },
        origins: (from, to) => linkByFace(layout(from, table.area()), layout(to, table.area())),
        ms: TIMING.move[0],
      })),
    ]);
  }

  /** Sets the prepared groups and asks the engine what they are worth and how it would lay them. */
  function prepare(/** @type {string[][]} */ groups) {
    picks.prepared = groups;
    picks.selected = new Set();
    picks.checks = null;
    relayout();
    if (!groups.length) return;
    const asked = JSON.stringify(groups);
    kit.request("check_melds", { game: "scala40", groups }).then((reply) => {
      if (JSON.stringify(picks.prepared) !== asked) return;
      picks.checks = reply;
      relayout();
      kit.intent({ name: "checked" }); // the prompt follows the verdict
    });
  }

  const viewer = createMeldViewer({
    draw: (context, face, w, h, stands) =>
      drawFrenchCard(context, cardOf(face), 0, 0, w, h, { fourColours: preferences.fourColours, ...(stands ? { stands: cardOf(stands) } : {}) }),
    label: (meld) => meldLabel({ seats: view?.hand_sizes.length ?? 2 }, meld, cardName, kit.placeOf),
    title: (seats, seat) => {
      const place = kit.placeOf(seat);
      return place ? strings.watch.zone(place) : strings.scala40.many.meldsOf(seats, seat);
    },
  });
  /** Shows the combinations `seat` has laid down, large. */
  const showMelds = (/** @type {number} */ seat) => {
    if (view) viewer.open(view.hand_sizes.length, seat, view.table);
  };

  const intents = createIntents({ kit, picks, prepare, relayout, name: cardName, showMelds });

  /** Where the one selected card can go: each combination it can join or free a joker from, as the legal moves list them. */
  function placings() {
    if (!view || view.turn !== 0) return [];
    if (picks.placing) return picks.placing.options;
    const names = selectedNames(view, picks);
    return names.length === 1 ? placements(names[0], view.legal_moves) : [];
  }

  /** The combinations the one selected card can join or free a joker from. */
  const targets = () => [...new Set(placings().map((option) => option.meld))];

  return {
    art: () => ({
      style: preferences.fourColours ? "scala40-four" : "scala40",
      draw: (context, face, w, h, marks) =>
        drawFrenchCard(context, cardOf(face), 0, 0, w, h, {
          highlight: marks.highlight ?? null, fourColours: preferences.fourColours, ...(marks.stands ? { stands: cardOf(marks.stands) } : {}),
        }),
    }),
    name: cardName,
    emptyScene,
    scene: sceneOf,
    layout,

    marks() {
      /** @type {Map<string, string>} */
      const marks = new Map();
      // The card just drawn or taken: its first copy in the hand.
      if (picks.fresh) marks.set(`h:${picks.fresh}:0`, "fresh");
      for (const id of picks.selected) marks.set(id, "select");
      return marks;
    },

    drawUnder(context, frame, stage, pen) {
      const chosen = picks.placing ? picks.placing.options[picks.placing.index].meld : null;
      drawUnder(context, /** @type {ScalaFrame} */ (frame), stage, pen, { checks: picks.checks, targets: targets(), chosen, placeOf: kit.placeOf });
    },
    drawOver: (context, frame, stage) => drawOver(context, /** @type {ScalaFrame} */ (frame), stage.scene, picks.checks),
    controls: (frame, scene, interactive) =>
      controls({ frame: /** @type {ScalaFrame} */ (frame), scene, view, picks, interactive, placings: placings(), name: cardName, placeOf: kit.placeOf }),

    dealSteps: (next) => dealSteps(table, { ...emptyScene(next.hand_sizes.length), out: sceneOf(next).out, turn: next.turn }, sceneOf(next), spritesOf),
    stepsFor: (reply, settled) => stepsFor(table, reply.events, settled, sceneOf(reply.view), spritesOf, cardName, kit.who),
    roundOverSteps: (summary) => revealSteps(table, summary.players.map((/** @type {{cards: string[]}} */ player) => player.cards), spritesOf),

    reset(next) {
      view = next;
      clearPicks(picks);
    },
    update(next, reply) {
      followView(picks, view, next, reply?.events ?? []);
      view = next;
    },
    intent(intent, current) {
      view = current;
      return intents.handle(intent, current);
    },
    refused() {
      picks.selected = picks.pending;
      table.redraw();
    },
    choosing: () => picks.placing !== null,
    reviewScene,

    prompt(current) {
      const status = strings.scala40.status;
      if (picks.placing) {
        const option = picks.placing.options[picks.placing.index];
        const meld = current.table[option.meld].cards.map(short).join(" ");
        return status.placing(strings.scala40.placing[option.kind](cardName(picks.placing.card), meld));
      }
      if (current.phase === "draw") return status.draw(current.discard.length ? cardName(current.discard.at(-1)) : null);
      if (current.phase === "stock") return status.stock;
      if (current.taken && !current.opened[0] && !picks.prepared.length) return status.taken(cardName(current.taken));
      if (!current.opened[0]) return picks.checks?.open.ok ? status.ready(picks.checks.points) : status.prepare;
      if (current.taken) return status.taken(cardName(current.taken));
      return status.play;
    },
    countRows,
  };
}
