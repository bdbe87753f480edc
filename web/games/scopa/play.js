/**
 * The Scopa game on the table, for two or four players (and Scopone, Scopa
 * for four with every card dealt): the scene (the view, the picked card
 * raised), its own drawing (deck, piles with their scopas crosswise, the turn
 * light, the size of each hand not yours at four), its buttons, what each
 * intent means (pick a card; when it can take in several ways, tap the cards
 * to take or step through the captures; a capture of several cards asked
 * about first when the player wants it), the prompt and the count. Only moves
 * from view.legal_moves ever come out.
 */
import { drawScopaCard } from "../../cards/cards.js";
import { drawPill, drawStack, drawTurnLight, pillSize } from "../../table/draw.js";
import { choiceMarks, confirmPreview, pickCard, readMove, stepPreview, tapTableCard } from "./choice.js";
import { countRows } from "./count.js";
import { heldHand, isFour, keyOf, withPartnersScopas } from "./four.js";
import { layoutScene } from "./layout.js";
import { layoutFour } from "./layout-four.js";
import { backsOf, otherSeats, seatCount } from "./seating.js";
import { dealSteps, emptyScene, reviewScene, sceneFromView, stepsFor } from "./steps.js";
import { confirm } from "../../ui/panel.js";
import { preferences } from "../../ui/preferences.js";
import { strings } from "../../ui/strings.js";

/**
 * @typedef {import("../../types").Kit} Kit
 * @typedef {import("../../types").Play} Play
 * @typedef {import("../../types").Outcome} Outcome
 * @typedef {import("../../types").Intent} Intent
 * @typedef {import("../../types").View} View
 * @typedef {import("../../types").Scene} Scene
 * @typedef {import("../../types").Pen} Pen
 * @typedef {import("./layout.js").ScopaFrame} ScopaFrame
 * @typedef {import("./layout-four.js").FourFrame} FourFrame
 * @typedef {import("../../types").Rect} Rect
 * @typedef {ReturnType<typeof pickCard>} Choice
 */

const RANKS = "A234567JQK";

/** "7D" → {value: 7, suit: "D"}, as cards.js draws it. */
export const cardOf = (/** @type {string} */ name) => ({ value: RANKS.indexOf(name[0]) + 1, suit: name[1] });

/** How Scopa's deck is drawn, in the card style chosen, four-coloured when asked (Briscola plays with the same cards). */
export const scopaArt = (/** @type {import("../../types").Settings} */ settings) => /** @type {import("../../types").CardArt} */ ({
  style: `scopa-${settings.style}${preferences.fourColours ? "-four" : ""}`,
  draw: (context, face, w, h, marks) =>
    drawScopaCard(context, cardOf(face), 0, 0, w, h, settings.style, { highlight: marks.highlight ?? null, fourColours: preferences.fourColours }),
});

/** @type {Outcome} */
const SHOWN = { kind: "shown" };
/** @type {Outcome} */
const IGNORED = { kind: "ignored" };

/** @param {Kit} kit @returns {Play} */
export function createScopaPlay(kit) {
  const { table, settings } = kit;
  /** The card picked and the captures still open to it, or null. */
  let choice = /** @type {Choice} */ (null);
  const name = (/** @type {string} */ card) => strings.cardName(cardOf(card), settings.style);

  function setChoice(/** @type {Choice} */ next) {
    choice = next;
    table.redraw();
  }

  /** @param {CanvasRenderingContext2D} context @param {ScopaFrame | FourFrame} frame @param {Scene} rest @param {Pen} pen */
  function drawPiles(context, frame, rest, pen) {
    const four = seatCount(rest) === 4;
    const seatAreas = four ? /** @type {FourFrame} */ (frame).fans : [frame.handArea, /** @type {ScopaFrame} */ (frame).opponentRow];
    if (rest.turn !== null && seatAreas[rest.turn]) drawTurnLight(context, seatAreas[rest.turn]);
    // At four, the deck shows only while it has cards (Scopone deals them all at once), its count on
    // its middle: under it, the count would meet the pile's pill beside it ("Won · 8"), wider in some languages.
    if (!four) drawStack(context, frame.deck, rest.deck, pen.drawSprite, { label: strings.number(rest.deck) });
    else if (rest.deck > 0) {
      drawStack(context, frame.deck, rest.deck, pen.drawSprite);
      drawPill(context, frame.deck.x + frame.deck.w / 2, frame.deck.y + frame.deck.h / 2, strings.number(rest.deck), pillSize(frame.deck.w));
    }
    frame.piles.forEach((/** @type {Rect} */ pile, /** @type {number} */ player) => {
      // A capture pile: the scopa cards crosswise and face up under the face-down stack, as at a real table.
      const scopas = rest.scopas[player];
      const spread = Math.min(pile.h * 0.16, (pile.h * 0.7) / Math.max(1, scopas.length));
      scopas.forEach((/** @type {string} */ card, /** @type {number} */ i) => {
        const offset = (i - (scopas.length - 1) / 2) * spread;
        pen.drawSprite({ ...pile, y: pile.y + offset, angle: Math.PI / 2 + (i % 2 ? -0.06 : 0.06), face: card });
      });
      const count = rest.piles[player];
      drawStack(context, pile, count - scopas.length, pen.drawSprite);
      // At four, each pile says whose it is on top and what it holds under it ("Won · 8"): a new
      // player could not tell the partner's from the others', nor a pile from a hand ("Partner · 3").
      const cx = pile.x + pile.w / 2;
      if (four) drawPill(context, cx, pile.y, kit.placeOf(player) ?? strings.four.pileOwner(player), pillSize(pile.w));
      if (count > 0 || four) drawPill(context, cx, pile.y + pile.h, four ? strings.four.pileWon(count) : strings.number(count), pillSize(pile.w));
    });
  }

  /** Whose each other hand is and how many cards it holds, on a pill at the edge of its fan nearest the table. */
  function drawHandSizes(/** @type {CanvasRenderingContext2D} */ context, /** @type {FourFrame} */ frame, /** @type {Scene} */ rest) {
    const size = pillSize(frame.sizes.small.w);
    for (const seat of otherSeats(rest)) {
      const count = backsOf(rest, seat);
      const fan = frame.fans[seat];
      if (!count || !fan) continue;
      const edge = { 1: [fan.x, fan.y + fan.h / 2], 2: [fan.x + fan.w / 2, fan.y + fan.h], 3: [fan.x + fan.w, fan.y + fan.h / 2] }[seat];
      const place = kit.placeOf(seat);
      drawPill(context, edge[0], edge[1], place ? strings.watch.tag(place, count) : strings.four.tag(seat, count), size);
    }
  }

  /** The part of each hand card that can be tapped: the layout's own at four, else what the next card leaves showing. */
  function handTaps(/** @type {ScopaFrame | FourFrame} */ frame, /** @type {Scene} */ scene) {
    if ("taps" in frame) return frame.taps;
    return new Map(scene.hand.map((/** @type {string} */ card, /** @type {number} */ i) => {
      const rect = /** @type {import("../../types").Sprite} */ (frame.cards.get(card));
      const last = i === scene.hand.length - 1;
      return [card, { x: rect.x, y: rect.y, w: last ? rect.w : Math.min(rect.w, frame.handStep), h: rect.h }];
    }));
  }

  /** The other hands, face down (or face up in a review's step): each a labelled place over its fan. */
  function seatsOf(/** @type {ScopaFrame | FourFrame} */ frame, /** @type {Scene} */ scene) {
    const seats = seatCount(scene);
    const shown = (/** @type {number} */ seat) => /** @type {string[] | undefined} */ (scene.revealed?.[seat]);
    const label = (/** @type {number} */ seat, /** @type {number} */ count) => {
      const cards = shown(seat);
      // While watching, by its place (the kit's placeOf): no one at the table is "you".
      const place = kit.placeOf(seat);
      if (place) return cards ? strings.watch.shows(place, cards.map(name)) : strings.watch.holds(place, count);
      if (cards) return strings.coach.review.holds(seat, seats, cards.map(name));
      return seats === 4 ? strings.four.hand(seat, count) : strings.opponentHand(count);
    };
    const holding = otherSeats(scene).filter((seat) => backsOf(scene, seat) > 0);
    return holding.map((seat) => {
      const count = backsOf(scene, seat);
      const rect = "fans" in frame ? frame.fans[seat] : frame.opponentFan;
      return { seat, rect, count, label: label(seat, count), cards: shown(seat) };
    });
  }

  /**
   * The choice's outcome: the move once it is made, else the table shows the new choice. A
   * capture of several cards asks first when the player wants it (preferences.confirmCaptures).
   */
  function settle(/** @type {Choice} */ next) {
    if (next?.move && preferences.confirmCaptures && readMove(next.move).captures.length > 1) return askFirst(next);
    if (next?.move) {
      setChoice(null);
      return /** @type {Outcome} */ ({ kind: "move", move: next.move, at: null });
    }
    setChoice(next);
    return SHOWN;
  }

  /**
   * "Take X and Y with Z?": the capture stays lit while the question is open; yes plays it
   * (the intent "captureConfirmed"), Cancel takes the card back and sends nothing.
   */
  function askFirst(/** @type {NonNullable<Choice>} */ next) {
    setChoice(next);
    const { card, captures } = readMove(/** @type {string} */ (next.move));
    const words = strings.confirmCapture;
    const dialog = /** @type {HTMLDialogElement} */ (document.getElementById("confirm"));
    // The question never hides the cards it asks about.
    const clear = captures.map((taken) => document.querySelector(`#table-cards button[data-card="${taken}"]`)?.getBoundingClientRect()).filter((box) => box !== undefined);
    confirm(dialog, { message: words.question(name(card), captures.map(name)), yes: words.yes, no: words.no, clear }).then((yes) =>
      kit.intent({ name: yes ? "captureConfirmed" : "cancel" }),
    );
    return SHOWN;
  }

  return {
    art: () => scopaArt(settings),
    name,
    emptyScene: () => emptyScene(),
    scene: (view) => ({ ...sceneFromView(view), lifted: choice?.card ?? null }),
    layout: (scene, box) => (seatCount(scene) === 4 ? layoutFour : layoutScene)({ ...scene, lifted: scene.lifted ?? choice?.card ?? null }, box),
    marks: () => choiceMarks(choice),
    drawUnder: (context, frame, stage, pen) => drawPiles(context, /** @type {ScopaFrame | FourFrame} */ (frame), stage.before, pen),
    drawOver(context, frame, stage) {
      if (seatCount(stage.before) === 4) drawHandSizes(context, /** @type {FourFrame} */ (frame), stage.before);
    },

    controls(frame, scene, interactive) {
      const scopaFrame = /** @type {ScopaFrame | FourFrame} */ (frame);
      const { cards } = scopaFrame;
      const marks = choiceMarks(choice);
      const taps = handTaps(scopaFrame, scene);
      const hand = scene.hand.map((/** @type {string} */ card, /** @type {number} */ i) => {
        const picked = choice?.card === card;
        return {
          key: card, label: name(card), disabled: !interactive, intent: { name: "tapHand", card },
          rect: /** @type {Rect} */ (taps.get(card)),
          attrs: { "data-card": card, "aria-pressed": String(picked), "aria-keyshortcuts": keyOf(i), "data-mark": picked ? "select" : null },
        };
      });
      const tableButtons = scene.table.map((/** @type {string} */ card) => {
        const { x, y, w, h } = /** @type {import("../../types").Sprite} */ (cards.get(card));
        return {
          key: card, label: name(card), rect: { x, y, w, h }, disabled: !interactive || !marks.has(card), intent: { name: "tapTable", card },
          attrs: { "data-card": card, "aria-pressed": String(marks.get(card) === "select"), "data-mark": marks.get(card) ?? null },
        };
      });
      return { hand, table: tableButtons, actions: [], seats: seatsOf(scopaFrame, scene) };
    },

    dealSteps: (view) => dealSteps(table, view),
    stepsFor: (reply, settled) => stepsFor(table, reply.events, reply.view, settled, name, kit.who),
    roundOverSteps: () => [],
    reset: () => setChoice(null),
    update: () => setChoice(null),
    refused() {},
    choosing: () => choice !== null,
    reviewScene,

    intent(intent, view) {
      switch (intent.name) {
        case "pick":
        case "tapHand": {
          const card = intent.name === "pick" ? heldHand(view.hand, isFour(view))[intent.index ?? -1] : intent.card;
          if (!card) return IGNORED;
          return settle(choice?.card === card ? null : pickCard(view.legal_moves, card, { keyboard: intent.name === "pick" }));
        }
        case "tapTable":
          return choice && intent.card ? settle(tapTableCard(choice, intent.card)) : IGNORED;
        case "next":
        case "previous":
          return choice ? settle(stepPreview(choice, intent.name === "next" ? 1 : -1)) : IGNORED;
        case "confirm": {
          const confirmed = choice && confirmPreview(choice);
          return confirmed?.move ? settle(confirmed) : IGNORED;
        }
        case "cancel":
          return choice ? settle(null) : IGNORED;
        case "captureConfirmed": {
          const move = choice?.move;
          if (!move) return IGNORED;
          setChoice(null);
          return { kind: "move", move, at: null };
        }
        default:
          return IGNORED;
      }
    },

    prompt(view) {
      if (choice) return strings.status.choose(name(choice.card), choice.moves.length);
      return isFour(view) ? { text: strings.status.yourTurn.text, keys: strings.four.keys(view.hand.length) } : strings.status.yourTurn;
    },
    countRows: (summary) => withPartnersScopas(countRows(summary), summary),
  };
}
