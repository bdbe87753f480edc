/**
 * A game of tricks on the table (Briscola, Tressette): the scene is the view (nothing to pick:
 * a card tapped, or its number pressed, is played at once; the last trick,
 * asked for with its pile or P, is brought back to the middle until the next
 * action), its own drawing
 * (the won piles, the counts on their pills, the running points only with the
 * show_points option, the turn light, Tressette's declarations beside each
 * hand), its buttons, the prompt and the count (the game's own, `countRows`).
 * At a table of four (layout-four.js) each other hand and each pile carries
 * its seat's name. Only moves from view.legal_moves ever come out.
 */
import { atLeast } from "../../table/buttons.js";
import { drawPill, drawStack, drawTurnLight, pillSize } from "../../table/draw.js";
import { cardOf, scopaArt } from "../scopa/play.js";
import { layoutScene } from "./layout.js";
import { layoutFour } from "./layout-four.js";
import { dealSteps, emptyScene, gameWords, reviewScene, sceneFromView, stepsFor, wordsAt } from "./steps.js";
import { keyOf } from "../scopa/four.js";
import { backsOf, otherSeats, seatCount } from "../scopa/seating.js";
import { strings } from "../../ui/strings.js";

/**
 * @typedef {import("../../types").Kit} Kit
 * @typedef {import("../../types").Play} Play
 * @typedef {import("../../types").Outcome} Outcome
 * @typedef {import("../../types").Scene} Scene
 * @typedef {import("../../types").Pen} Pen
 * @typedef {import("../../types").Rect} Rect
 * @typedef {import("../../types").Sprite} Sprite
 * @typedef {import("../../types").ButtonSpec} ButtonSpec
 * @typedef {import("./layout.js").BriscolaFrame} TwoFrame
 * @typedef {import("./layout-four.js").BriscolaFourFrame} FourFrame
 * @typedef {TwoFrame | FourFrame} BriscolaFrame
 */

/** The smallest side of a tap target, in CSS px. */
const TAP = 44;

/** @type {Outcome} */
const IGNORED = { kind: "ignored" };
/** @type {Outcome} */
const SHOWN = { kind: "shown" };

/**
 * @param {Kit} kit
 * @param {string} game the game's name, whose words (strings[game]) the table speaks
 * @param {(summary: import("../../types").Summary, style: string) => import("../../types").CountRow[]} countRows the game's count, line by line
 * @param {number} handSize the cards a hand is dealt (the table plans its row for them)
 * @returns {Play}
 */
export function createTrickPlay(kit, game, countRows, handSize) {
  const { table, settings } = kit;
  const name = (/** @type {string} */ card) => strings.cardName(cardOf(card), settings.style);
  /** The last trick taken in this hand (the view names it only until the next lead), and whether it is on show. */
  let lastTaken = /** @type {{cards: string[], leader: number, winner: number, points?: number} | null} */ (null);
  let showingLast = false;

  function showLast(/** @type {boolean} */ shown) {
    showingLast = shown;
    table.redraw();
  }

  /** A seat's declarations in words (Tressette), or null when it made none. */
  const declaredBy = (/** @type {Scene} */ scene, /** @type {number} */ seat) => {
    const made = /** @type {string[] | undefined} */ (scene.declarations?.[seat]);
    return made?.length ? made.map((declaration) => gameWords(scene).declaration(declaration, settings.style)).join(" · ") : null;
  };
  /** Where a seat's declarations lie: yours above your hand, the others' under theirs. */
  const declarationSpot = (/** @type {BriscolaFrame} */ frame, /** @type {number} */ seat, /** @type {number} */ size) => {
    const rect = handsOf(frame)[seat];
    if (!rect) return null;
    const four = "fans" in frame;
    // Yours above the status line, clear of its words.
    if (seat === 0) return { x: rect.x + rect.w / 2, y: frame.status.y - size * 0.9 };
    // At two, over the lower part of the computer's face-down fan, clear of the trick; at four, under the
    // other hands: under your partner's seat tag, and under the side hands, clear of their piles.
    if (!four) return { x: rect.x + rect.w / 2, y: rect.y + rect.h * 0.75 };
    return { x: rect.x + rect.w / 2, y: rect.y + rect.h + size * (seat === 2 ? 2.4 : 0.9) };
  };

  /** Where each seat's hand lies, yours first. */
  const handsOf = (/** @type {BriscolaFrame} */ frame) => ("fans" in frame ? frame.fans : [frame.handArea, frame.opponentFan]);
  /** A side's running points, on a pile: a player's at two; at four, the partnership's, on your pile and the right opponent's. */
  const pointsOn = (/** @type {Scene} */ scene, /** @type {number} */ seat) => (scene.points && seat < 2 ? scene.points[seat] : null);

  /** The piles face down, the last trick face up on its winner's (a sprite), and the light under the hand to play. */
  function drawUnder(/** @type {CanvasRenderingContext2D} */ context, /** @type {BriscolaFrame} */ frame, /** @type {Scene} */ before, /** @type {Pen} */ pen) {
    const hands = handsOf(frame);
    if (before.turn !== null && hands[before.turn]) drawTurnLight(context, hands[before.turn]);
    frame.piles.forEach((pile, player) => {
      const onTop = before.lastTrick?.winner === player ? before.lastTrick.cards.length : 0;
      drawStack(context, pile, before.piles[player] - onTop, pen.drawSprite);
    });
  }

  /**
   * Counts on pills: the stock's, each pile's, what the last trick held and, when shown, the running
   * points. At four, each other hand says whose it is ("Partner · 3"), and each pile whose it is on
   * top and what it holds under it ("Won · 8"), so a pile never reads as a hand.
   */
  function drawOver(/** @type {CanvasRenderingContext2D} */ context, /** @type {BriscolaFrame} */ frame, /** @type {Scene} */ before) {
    const { stock, piles, sizes } = frame;
    const size = pillSize(sizes.small.w);
    const four = "fans" in frame;
    if (before.stock > 0) drawPill(context, stock.x + stock.w / 2, stock.y + stock.h, strings.number(before.stock), size);
    for (let seat = 0; seat < seatCount(before); seat++) {
      const words = declaredBy(before, seat);
      const spot = words && declarationSpot(frame, seat, size);
      if (words && spot) drawPill(context, spot.x, spot.y, words, size);
    }
    piles.forEach((pile, player) => {
      const cx = pile.x + pile.w / 2;
      const count = before.piles[player];
      if (four) {
        drawPill(context, cx, pile.y, kit.placeOf(player) ?? strings.four.pileOwner(player), size);
        drawPill(context, cx, pile.y + pile.h, strings.four.pileWon(count), size);
      } else if (count > 0) drawPill(context, cx, pile.y + pile.h, strings.number(count), size);
      if (before.lastTrick?.winner === player && before.lastTrick.points !== undefined) {
        drawPill(context, cx, pile.y + pile.h / 2, strings.briscola.trickPoints(before.lastTrick.points), size);
      }
      const points = pointsOn(before, player);
      if (points !== null) drawPill(context, cx, pile.y + size * (four ? 1.8 : 1), strings.briscola.points(points), size);
    });
    if (!four) return;
    for (const seat of otherSeats(before)) {
      const count = backsOf(before, seat);
      const fan = frame.fans[seat];
      if (!count || !fan) continue;
      const edge = { 1: [fan.x, fan.y + fan.h / 2], 2: [fan.x + fan.w / 2, fan.y + fan.h], 3: [fan.x + fan.w, fan.y + fan.h / 2] }[seat] ?? [0, 0];
      const place = kit.placeOf(seat);
      drawPill(context, edge[0], edge[1], place ? strings.watch.tag(place, count) : strings.four.tag(seat, count), size);
    }
  }

  /** The trick's cards, the stock (with the briscola under it) and both piles: labelled, for reading and for tests; they do nothing. */
  function tableButtons(/** @type {BriscolaFrame} */ frame, /** @type {Scene} */ scene) {
    const place = (/** @type {Rect} */ rect) => atLeast(rect, TAP);
    const words = wordsAt(scene);
    // While watching, each seat by its place (the kit's placeOf); else by the game's own words.
    const trickLabel = (/** @type {number} */ player, /** @type {string} */ card, /** @type {boolean} */ led) => {
      const seat = kit.placeOf(player);
      return seat ? strings.watch.trick(seat, name(card), led) : words.trick(player, name(card), led);
    };
    /** @type {(player: number, ...rest: [number, string[] | null, number | null, number | null]) => string} */
    const pileLabel = (player, ...rest) => {
      const seat = kit.placeOf(player);
      return seat ? strings.watch.tricks(seat, ...rest) : words.pile(player, ...rest);
    };
    /** @type {ButtonSpec[]} */
    const buttons = scene.trick.map((/** @type {{player: number, card: string}} */ { player, card }, /** @type {number} */ i) => ({
      key: card, rect: place(/** @type {Sprite} */ (frame.cards.get(card))), disabled: true, label: trickLabel(player, card, i === 0),
      intent: { name: "tapTable", card }, attrs: { "data-card": card, "data-place": "trick", "data-player": String(player) },
    }));
    // The last trick on show, each card labelled; a tap puts it back.
    if (showingLast && lastTaken) {
      for (const card of lastTaken.cards) {
        buttons.push({
          key: `last-${card}`, rect: place(/** @type {Sprite} */ (frame.cards.get(card))), label: name(card), disabled: false,
          intent: { name: "lastTrick" }, attrs: { "data-card": card, "data-place": "last-trick", "data-player": String(lastTaken.winner) },
        });
      }
    }
    // Each seat's declarations, labelled where they lie.
    for (let seat = 0; seat < seatCount(scene); seat++) {
      const words = declaredBy(scene, seat);
      const spot = words && declarationSpot(frame, seat, TAP / 2);
      if (!words || !spot) continue;
      const seatName = kit.placeOf(seat);
      buttons.push({
        key: `declarations${seat}`, rect: { x: spot.x - TAP, y: spot.y - TAP / 2, w: 2 * TAP, h: TAP }, disabled: true, intent: { name: "tapTable" },
        label: seatName ? gameWords(scene).watchDeclared(seatName, words) : wordsAt(scene).declared(seat, words),
        attrs: { "data-place": "declarations", "data-player": String(seat), "data-declarations": scene.declarations[seat].join(" ") },
      });
    }
    buttons.push({
      key: "stock", rect: place(scene.briscola ? frame.stockGroup : frame.stock), disabled: true, intent: { name: "tapTable" },
      label: gameWords(scene).stock(scene.stock, scene.briscola ? name(scene.briscola) : null),
      attrs: { "data-place": "stock", "data-count": String(scene.stock), "data-briscola": scene.briscola },
    });
    frame.piles.forEach((pile, player) => {
      const last = scene.lastTrick?.winner === player ? scene.lastTrick : null;
      const points = pointsOn(scene, player);
      // The pile of the last trick brings it back to the middle.
      const shows = lastTaken?.winner === player;
      buttons.push({
        key: `pile${player}`, rect: place(pile), disabled: !shows, intent: { name: shows ? "lastTrick" : "tapTable" },
        label: pileLabel(player, scene.piles[player], last && last.cards.map(name), last && last.points, points),
        attrs: {
          "data-place": "pile", "data-player": String(player), "data-count": String(scene.piles[player]),
          "data-last-trick": last && last.cards.join(" "), "data-points": points === null ? null : String(points),
        },
      });
    });
    return buttons;
  }

  /**
   * The card of your hand the intent means, at your turn. One the rules refuse (Tressette: a card off
   * the suit led while you hold that suit) goes to the engine all the same, whose refusal names why.
   */
  function chosen(/** @type {import("../../types").Intent} */ intent, /** @type {import("../../types").View} */ view) {
    const card = intent.name === "pick" ? view.hand[intent.index ?? -1] : intent.name === "tapHand" ? intent.card : undefined;
    return card && view.legal_moves.length && view.hand.includes(card) ? card : null;
  }

  return {
    art: () => scopaArt(settings),
    name,
    emptyScene: () => emptyScene(undefined, undefined, game),
    scene: sceneFromView,
    layout(scene, box) {
      const shown = { ...scene, shownTrick: showingLast ? lastTaken : null, handPlan: handSize };
      return seatCount(scene) === 4 ? layoutFour(shown, box) : layoutScene(shown, box);
    },
    marks: () => new Map(),
    drawUnder: (context, frame, stage, pen) => drawUnder(context, /** @type {BriscolaFrame} */ (frame), stage.before, pen),
    drawOver: (context, frame, stage) => drawOver(context, /** @type {BriscolaFrame} */ (frame), stage.before),

    controls(frame, scene, interactive) {
      const { cards, handStep } = /** @type {BriscolaFrame} */ (frame);
      const seats = seatCount(scene);
      const hand = scene.hand.map((/** @type {string} */ card, /** @type {number} */ i) => {
        const rect = /** @type {Sprite} */ (cards.get(card));
        const last = i === scene.hand.length - 1;
        return {
          key: card, label: name(card), disabled: !interactive, intent: { name: "tapHand", card },
          rect: { x: rect.x, y: rect.y, w: last ? rect.w : Math.min(rect.w, handStep), h: rect.h },
          attrs: { "data-card": card, "aria-keyshortcuts": keyOf(i) },
        };
      });
      const fans = handsOf(/** @type {BriscolaFrame} */ (frame));
      const others = otherSeats(scene).filter((seat) => backsOf(scene, seat) > 0).map((seat) => {
        const count = backsOf(scene, seat);
        const shown = /** @type {string[] | undefined} */ (scene.revealed?.[seat]);
        const place = kit.placeOf(seat);
        const label = place
          ? shown ? strings.watch.shows(place, shown.map(name)) : strings.watch.holds(place, count)
          : shown ? strings.coach.review.holds(seat, seats, shown.map(name)) : seats === 4 ? strings.four.hand(seat, count) : strings.opponentHand(count);
        return { seat, rect: /** @type {Rect} */ (fans[seat]), count, label, cards: shown };
      });
      return { hand, table: tableButtons(/** @type {BriscolaFrame} */ (frame), scene), seats: others, actions: [] };
    },

    dealSteps: (view) => dealSteps(table, view, name),
    stepsFor: (reply, settled) => stepsFor(table, reply.events, reply.view, settled, name, kit),
    roundOverSteps: () => [],
    // Nothing is picked before a card is played; the last trick goes back to its pile at a new view.
    reset(view) {
      lastTaken = view.last_trick;
      showLast(false);
    },
    update(view, reply) {
      for (const event of reply?.events ?? []) if (event.type === "trick") lastTaken = { cards: event.cards, leader: event.leader, winner: event.winner, points: event.points };
      if (view.tricks.length === 0) lastTaken = null;
      showLast(false);
    },
    refused() {},
    choosing: () => false,
    // A review's step names no game: the table's is this one.
    reviewScene: (before) => reviewScene({ game, ...before }),

    intent(intent, view) {
      // The last trick on show: the next action puts it back (a card played is played too).
      if (showingLast) {
        showLast(false);
        const card = chosen(intent, view);
        return card ? { kind: "move", move: card, at: null } : SHOWN;
      }
      if (intent.name === "lastTrick") {
        if (!lastTaken) return IGNORED;
        showLast(true);
        return SHOWN;
      }
      const card = chosen(intent, view);
      return card ? { kind: "move", move: card, at: null } : IGNORED;
    },

    prompt(view) {
      const own = gameWords(view);
      const words = view.hand_sizes.length === 4 ? own.four : own;
      if (showingLast && lastTaken) return words.lastTrick(lastTaken.winner, lastTaken.cards.map(name), lastTaken.points);
      const led = view.trick[0];
      const prompt = led ? own.status.answer(name(led), view.hand.length) : own.status.lead(view.hand.length);
      // A hand of ten (Tressette's) has its tenth card on 0.
      return view.hand.length >= 10 ? { ...prompt, keys: strings.four.keys(view.hand.length) } : prompt;
    },
    countRows: (summary) => countRows(summary, settings.style),
  };
}
